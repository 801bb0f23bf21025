CREATE TABLE `inbound_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`channel` text NOT NULL,
	`provider_id` text NOT NULL,
	`identity_id` integer,
	`reply` text NOT NULL,
	`received_at` integer NOT NULL,
	FOREIGN KEY (`identity_id`) REFERENCES `phone_identities`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `inbound_provider_unique` ON `inbound_messages` (`channel`,`provider_id`);--> statement-breakpoint
CREATE INDEX `inbound_received_idx` ON `inbound_messages` (`received_at`);--> statement-breakpoint
CREATE TABLE `phone_identities` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`phone` text NOT NULL,
	`name` text,
	`locale` text DEFAULT 'en' NOT NULL,
	`created_at` integer NOT NULL,
	`last_seen_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `phone_identities_phone_unique` ON `phone_identities` (`phone`);--> statement-breakpoint
CREATE TABLE `ussd_sessions` (
	`session_id` text PRIMARY KEY NOT NULL,
	`identity_id` integer NOT NULL,
	`service_code` text NOT NULL,
	`state` text NOT NULL,
	`answers` integer DEFAULT 0 NOT NULL,
	`ended_at` integer,
	`updated_at` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`identity_id`) REFERENCES `phone_identities`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `ussd_sessions_identity_idx` ON `ussd_sessions` (`identity_id`,`updated_at`);--> statement-breakpoint
ALTER TABLE `bookings` ADD `channel` text DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE `bookings` ADD `phone_identity_id` integer REFERENCES phone_identities(id);--> statement-breakpoint
ALTER TABLE `bookings` ADD `channel_ref` text;--> statement-breakpoint
CREATE INDEX `bookings_phone_identity_idx` ON `bookings` (`phone_identity_id`,`starts_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `bookings_channel_ref_unique` ON `bookings` (`channel_ref`);