CREATE TABLE `waitlist_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`service_id` integer NOT NULL,
	`seller_id` text NOT NULL,
	`option_id` integer,
	`member_id` integer,
	`buyer_id` text,
	`phone_identity_id` integer,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone_number` text NOT NULL,
	`locale` text DEFAULT 'en' NOT NULL,
	`channel` text DEFAULT 'web' NOT NULL,
	`from_date` text NOT NULL,
	`to_date` text NOT NULL,
	`weekdays` integer DEFAULT 127 NOT NULL,
	`earliest` integer NOT NULL,
	`latest` integer NOT NULL,
	`status` text DEFAULT 'waiting' NOT NULL,
	`booking_id` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`service_id`) REFERENCES `services`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`seller_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`member_id`) REFERENCES `team_members`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`buyer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`phone_identity_id`) REFERENCES `phone_identities`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `waitlist_entries_seller_idx` ON `waitlist_entries` (`seller_id`,`status`,`id`);--> statement-breakpoint
CREATE INDEX `waitlist_entries_service_idx` ON `waitlist_entries` (`service_id`,`status`,`id`);--> statement-breakpoint
CREATE INDEX `waitlist_entries_buyer_idx` ON `waitlist_entries` (`buyer_id`);--> statement-breakpoint
CREATE INDEX `waitlist_entries_phone_idx` ON `waitlist_entries` (`phone_number`);--> statement-breakpoint
CREATE TABLE `waitlist_offers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`entry_id` integer NOT NULL,
	`service_id` integer NOT NULL,
	`seller_id` text NOT NULL,
	`date` text NOT NULL,
	`time` text NOT NULL,
	`starts_at` integer NOT NULL,
	`key_hash` text NOT NULL,
	`by_hand` integer DEFAULT false NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`answered_at` integer,
	`booking_id` integer,
	FOREIGN KEY (`entry_id`) REFERENCES `waitlist_entries`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `waitlist_offers_open_time` ON `waitlist_offers` (`service_id`,`starts_at`) WHERE status = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX `waitlist_offers_open_entry` ON `waitlist_offers` (`entry_id`) WHERE status = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX `waitlist_offers_key` ON `waitlist_offers` (`key_hash`);--> statement-breakpoint
CREATE INDEX `waitlist_offers_entry_idx` ON `waitlist_offers` (`entry_id`,`starts_at`);--> statement-breakpoint
CREATE INDEX `waitlist_offers_open_idx` ON `waitlist_offers` (`status`,`expires_at`);--> statement-breakpoint
CREATE INDEX `waitlist_offers_seller_idx` ON `waitlist_offers` (`seller_id`,`created_at`);