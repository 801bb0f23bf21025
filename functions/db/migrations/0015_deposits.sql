DROP INDEX `bookings_slot_unique`;--> statement-breakpoint
ALTER TABLE `bookings` ADD `deposit_amount` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `bookings_slot_unique` ON `bookings` (`service_id`,`starts_at`) WHERE status IN ('unverified', 'awaiting_deposit', 'requested', 'confirmed');--> statement-breakpoint
ALTER TABLE `services` ADD `deposit_type` text;--> statement-breakpoint
ALTER TABLE `services` ADD `deposit_value` integer;--> statement-breakpoint
ALTER TABLE `booking_events` ADD `reason` text;--> statement-breakpoint
ALTER TABLE `payments` ADD `booking_id` integer REFERENCES bookings(id) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE `payments` ADD `expires_at` integer;--> statement-breakpoint
ALTER TABLE `payments` ADD `refund` text;--> statement-breakpoint
ALTER TABLE `payments` ADD `refund_reason` text;--> statement-breakpoint
CREATE INDEX `payments_booking_idx` ON `payments` (`booking_id`);