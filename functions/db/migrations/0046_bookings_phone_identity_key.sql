-- 0041 added bookings.phone_identity_id without the ON DELETE SET NULL the schema declares, so
-- deleting a phone identity that a booking points to failed. SQLite cannot change a column's
-- foreign key in place: the table is rebuilt as drizzle-kit rebuilds one (the migrator runs with
-- foreign keys off), keeping every row, id, index and the id sequence.
CREATE TABLE `__new_bookings` (
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
	`manage_key_hash` text,
	`hold_expires_at` integer,
	`ends_at` integer DEFAULT 0 NOT NULL,
	`blocks_until` integer DEFAULT 0 NOT NULL,
	`option_id` integer,
	`option_name` text,
	`deposit_amount` integer,
	`locale` text DEFAULT 'en' NOT NULL,
	`option_price` integer,
	`member_id` integer REFERENCES team_members(id) ON DELETE set null,
	`visit_id` integer,
	`channel` text DEFAULT 'web' NOT NULL,
	`phone_identity_id` integer REFERENCES phone_identities(id) ON DELETE set null,
	`channel_ref` text,
	`attendance_confirmed_at` integer,
	FOREIGN KEY (`service_id`) REFERENCES `services`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`seller_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`buyer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
INSERT INTO `__new_bookings` SELECT * FROM `bookings`;--> statement-breakpoint
INSERT OR REPLACE INTO sqlite_sequence (name, seq) SELECT '__new_bookings', seq FROM sqlite_sequence WHERE name = 'bookings';--> statement-breakpoint
DROP TABLE `bookings`;--> statement-breakpoint
ALTER TABLE `__new_bookings` RENAME TO `bookings`;--> statement-breakpoint
CREATE INDEX `bookings_seller_idx` ON `bookings` (`seller_id`,`starts_at`);--> statement-breakpoint
CREATE INDEX `bookings_buyer_idx` ON `bookings` (`buyer_id`,`starts_at`);--> statement-breakpoint
CREATE INDEX `bookings_seller_blocks_idx` ON `bookings` (`seller_id`,`blocks_until`);--> statement-breakpoint
CREATE INDEX `bookings_member_idx` ON `bookings` (`member_id`,`starts_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `bookings_slot_unique` ON `bookings` (`service_id`,`starts_at`,coalesce(`member_id`, 0)) WHERE status IN ('unverified', 'awaiting_deposit', 'requested', 'confirmed');--> statement-breakpoint
CREATE INDEX `bookings_visit_idx` ON `bookings` (`visit_id`);--> statement-breakpoint
CREATE INDEX `bookings_phone_identity_idx` ON `bookings` (`phone_identity_id`,`starts_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `bookings_channel_ref_unique` ON `bookings` (`channel_ref`);
