CREATE TABLE `class_cancellations` (
	`service_id` integer NOT NULL,
	`starts_at` integer NOT NULL,
	`reason` text DEFAULT '' NOT NULL,
	`cancelled_at` integer NOT NULL,
	PRIMARY KEY(`service_id`, `starts_at`),
	FOREIGN KEY (`service_id`) REFERENCES `services`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `class_times` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`service_id` integer NOT NULL,
	`option_id` integer NOT NULL,
	`weekday` integer NOT NULL,
	`minutes` integer NOT NULL,
	`seats` integer NOT NULL,
	FOREIGN KEY (`service_id`) REFERENCES `services`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`option_id`) REFERENCES `service_options`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `class_times_unique` ON `class_times` (`service_id`,`weekday`,`minutes`);--> statement-breakpoint
DROP INDEX `bookings_slot_unique`;--> statement-breakpoint
ALTER TABLE `bookings` ADD `seats` integer;--> statement-breakpoint
CREATE INDEX `bookings_seats_idx` ON `bookings` (`service_id`,`starts_at`) WHERE "bookings"."seats" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `bookings_slot_unique` ON `bookings` (`service_id`,`starts_at`,coalesce(`member_id`, 0)) WHERE status IN ('unverified', 'awaiting_deposit', 'requested', 'confirmed') AND seats IS NULL;