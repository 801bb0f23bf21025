CREATE TABLE `member_days_off` (
	`member_id` integer NOT NULL,
	`date` text NOT NULL,
	PRIMARY KEY(`member_id`, `date`),
	FOREIGN KEY (`member_id`) REFERENCES `team_members`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `member_services` (
	`member_id` integer NOT NULL,
	`service_id` integer NOT NULL,
	PRIMARY KEY(`member_id`, `service_id`),
	FOREIGN KEY (`member_id`) REFERENCES `team_members`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`service_id`) REFERENCES `services`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `member_services_service_idx` ON `member_services` (`service_id`);--> statement-breakpoint
CREATE TABLE `team_members` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`seller_id` text NOT NULL,
	`name` text NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`week` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`seller_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `team_members_seller_idx` ON `team_members` (`seller_id`,`id`);--> statement-breakpoint
DROP INDEX `bookings_slot_unique`;--> statement-breakpoint
ALTER TABLE `bookings` ADD `member_id` integer REFERENCES team_members(id) ON DELETE set null;--> statement-breakpoint
CREATE INDEX `bookings_member_idx` ON `bookings` (`member_id`,`starts_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `bookings_slot_unique` ON `bookings` (`service_id`,`starts_at`,coalesce(`member_id`, 0)) WHERE status IN ('unverified', 'awaiting_deposit', 'requested', 'confirmed');