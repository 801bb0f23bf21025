ALTER TABLE `bookings` ADD `visit_id` integer;--> statement-breakpoint
CREATE INDEX `bookings_visit_idx` ON `bookings` (`visit_id`);