ALTER TABLE `bookings` ADD `share_hash` text;--> statement-breakpoint
CREATE UNIQUE INDEX `bookings_share_hash_unique` ON `bookings` (`share_hash`);