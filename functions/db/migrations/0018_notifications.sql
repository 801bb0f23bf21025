CREATE TABLE `notification_stops` (
	`address` text NOT NULL,
	`channel` text NOT NULL,
	`stop_key` text NOT NULL,
	`stopped_at` integer,
	PRIMARY KEY(`address`, `channel`)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `notification_stops_stop_key_unique` ON `notification_stops` (`stop_key`);--> statement-breakpoint
ALTER TABLE `users` ADD `notify_email` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `notify_sms` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `notify_whatsapp` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `outbox` ADD `kind` text DEFAULT 'account' NOT NULL;--> statement-breakpoint
ALTER TABLE `outbox` ADD `user_id` text;--> statement-breakpoint
ALTER TABLE `outbox` ADD `template` text;--> statement-breakpoint
ALTER TABLE `outbox` ADD `fallback` text;--> statement-breakpoint
ALTER TABLE `outbox` ADD `provider_id` text;--> statement-breakpoint
ALTER TABLE `outbox` ADD `updated_at` integer;--> statement-breakpoint
CREATE INDEX `outbox_provider_idx` ON `outbox` (`channel`,`provider_id`);--> statement-breakpoint
CREATE INDEX `outbox_status_idx` ON `outbox` (`status`);