CREATE TABLE `payouts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`account` text NOT NULL,
	`user_id` text,
	`booking_id` integer,
	`payment_id` integer,
	`phone` text NOT NULL,
	`amount` integer NOT NULL,
	`fee` integer DEFAULT 0 NOT NULL,
	`status` text NOT NULL,
	`attempt` integer DEFAULT 0 NOT NULL,
	`originator_id` text,
	`conversation_id` text,
	`callback_secret_hash` text DEFAULT '' NOT NULL,
	`check_secret_hash` text DEFAULT '' NOT NULL,
	`receipt` text,
	`result_code` text,
	`result_desc` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`requested_at` integer,
	`checked_at` integer,
	`settled_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`payment_id`) REFERENCES `payments`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payouts_originator_id_unique` ON `payouts` (`originator_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `payouts_receipt_unique` ON `payouts` (`receipt`);--> statement-breakpoint
CREATE UNIQUE INDEX `payouts_open_account` ON `payouts` (`account`) WHERE status <> 'sent';--> statement-breakpoint
CREATE INDEX `payouts_status_idx` ON `payouts` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `payouts_user_idx` ON `payouts` (`user_id`,`created_at`);