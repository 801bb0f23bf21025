CREATE TABLE `booking_keys` (
	`key_hash` text PRIMARY KEY NOT NULL,
	`booking_id` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `booking_keys_booking_idx` ON `booking_keys` (`booking_id`);