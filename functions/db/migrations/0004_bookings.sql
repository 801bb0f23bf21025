CREATE TABLE `blocked_dates` (
	`seller_id` text NOT NULL,
	`date` text NOT NULL,
	PRIMARY KEY(`seller_id`, `date`),
	FOREIGN KEY (`seller_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `booking_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`booking_id` integer NOT NULL,
	`status` text NOT NULL,
	`actor_role` text NOT NULL,
	`actor_id` text,
	`previous_starts_at` integer,
	`at` integer NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `booking_events_booking_idx` ON `booking_events` (`booking_id`,`id`);--> statement-breakpoint
CREATE TABLE `bookings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`service_id` integer,
	`service_name` text NOT NULL,
	`seller_id` text,
	`buyer_id` text,
	`date` text NOT NULL,
	`time` text NOT NULL,
	`starts_at` integer NOT NULL,
	`status` text NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone_number` text NOT NULL,
	`message` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`service_id`) REFERENCES `services`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`seller_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`buyer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bookings_slot_unique` ON `bookings` (`service_id`,`starts_at`) WHERE status IN ('requested', 'confirmed');--> statement-breakpoint
CREATE INDEX `bookings_seller_idx` ON `bookings` (`seller_id`,`starts_at`);--> statement-breakpoint
CREATE INDEX `bookings_buyer_idx` ON `bookings` (`buyer_id`,`starts_at`);--> statement-breakpoint
CREATE TABLE `working_hours` (
	`seller_id` text NOT NULL,
	`weekday` integer NOT NULL,
	`opens` integer,
	`closes` integer,
	PRIMARY KEY(`seller_id`, `weekday`),
	FOREIGN KEY (`seller_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
