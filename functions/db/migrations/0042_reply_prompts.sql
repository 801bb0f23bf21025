CREATE TABLE `reply_prompts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`phone` text NOT NULL,
	`booking_id` integer NOT NULL,
	`created_at` integer NOT NULL,
	`answered_at` integer,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `reply_prompts_phone_idx` ON `reply_prompts` (`phone`,`id`);--> statement-breakpoint
ALTER TABLE `bookings` ADD `attendance_confirmed_at` integer;