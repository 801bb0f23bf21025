DROP INDEX `bookings_slot_unique`;--> statement-breakpoint
ALTER TABLE `bookings` ADD `hold_expires_at` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `bookings_slot_unique` ON `bookings` (`service_id`,`starts_at`) WHERE status IN ('unverified', 'requested', 'confirmed');