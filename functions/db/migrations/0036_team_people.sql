CREATE TABLE `member_prices` (
	`member_id` integer NOT NULL,
	`service_id` integer NOT NULL,
	`option_name` text NOT NULL,
	`price` integer NOT NULL,
	PRIMARY KEY(`member_id`, `service_id`, `option_name`),
	FOREIGN KEY (`member_id`) REFERENCES `team_members`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`service_id`) REFERENCES `services`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `team_members` ADD `photo_key` text;--> statement-breakpoint
ALTER TABLE `team_members` ADD `user_id` text REFERENCES users(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `team_members` ADD `invite_email` text;--> statement-breakpoint
ALTER TABLE `team_members` ADD `invite_hash` text;--> statement-breakpoint
ALTER TABLE `team_members` ADD `invite_expires_at` integer;--> statement-breakpoint
ALTER TABLE `team_members` ADD `calendar_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `team_members_user_idx` ON `team_members` (`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `team_members_invite_idx` ON `team_members` (`invite_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `team_members_calendar_idx` ON `team_members` (`calendar_key`);