CREATE TABLE `booking_series` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`seller_id` text,
	`service_id` integer,
	`buyer_id` text,
	`every_weeks` integer NOT NULL,
	`visits` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`seller_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`service_id`) REFERENCES `services`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`buyer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
ALTER TABLE `bookings` ADD `series_id` integer;--> statement-breakpoint
CREATE INDEX `bookings_series_idx` ON `bookings` (`series_id`,`starts_at`);