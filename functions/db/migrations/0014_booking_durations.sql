CREATE TABLE `service_options` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`service_id` integer NOT NULL,
	`position` integer NOT NULL,
	`name` text NOT NULL,
	`price` integer NOT NULL,
	`duration_minutes` integer NOT NULL,
	FOREIGN KEY (`service_id`) REFERENCES `services`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `service_options_position` ON `service_options` (`service_id`,`position`);--> statement-breakpoint
CREATE TABLE `booking_settings` (
	`seller_id` text PRIMARY KEY NOT NULL,
	`buffer_minutes` integer DEFAULT 0 NOT NULL,
	`capacity` integer DEFAULT 1 NOT NULL,
	`notice_minutes` integer DEFAULT 0 NOT NULL,
	`horizon_days` integer DEFAULT 90 NOT NULL,
	FOREIGN KEY (`seller_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `bookings` ADD `ends_at` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `bookings` ADD `blocks_until` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `bookings` ADD `option_id` integer;--> statement-breakpoint
ALTER TABLE `bookings` ADD `option_name` text;--> statement-breakpoint
CREATE INDEX `bookings_seller_blocks_idx` ON `bookings` (`seller_id`,`blocks_until`);--> statement-breakpoint
-- Bookings so far were 30-minute slots with no buffer.
UPDATE `bookings` SET `ends_at` = `starts_at` + 1800000, `blocks_until` = `starts_at` + 1800000;
--> statement-breakpoint
-- Every listing so far gets one option: its own name, its minimum price, the 30-minute slot.
INSERT INTO `service_options` (`service_id`, `position`, `name`, `price`, `duration_minutes`)
SELECT `id`, 0, `name`, max(100, coalesce(`min_price`, `max_price`, 100)), 30 FROM `services`;
--> statement-breakpoint
-- A listing always has an option: one written without any (the earlier client, seeds) gets this
-- one, which the product replaces when the seller gives options of their own.
CREATE TRIGGER `services_default_option` AFTER INSERT ON `services` BEGIN
  INSERT INTO `service_options` (`service_id`, `position`, `name`, `price`, `duration_minutes`)
  VALUES (NEW.`id`, 0, NEW.`name`, max(100, coalesce(NEW.`min_price`, NEW.`max_price`, 100)), 30);
END;
