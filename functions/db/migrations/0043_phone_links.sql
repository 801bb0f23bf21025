CREATE TABLE `phone_link_codes` (
	`user_id` text PRIMARY KEY NOT NULL,
	`phone` text NOT NULL,
	`code_hash` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `phone_identities` ADD `user_id` text REFERENCES users(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `phone_identities` ADD `linked_at` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `phone_identities_user_id_unique` ON `phone_identities` (`user_id`);