CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`user_name` text NOT NULL,
	`email` text NOT NULL,
	`phone_number` text NOT NULL,
	`password_hash` text,
	`account_type` text NOT NULL,
	`package_id` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE TABLE `media` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`service_id` integer NOT NULL,
	`position` integer NOT NULL,
	`type` text NOT NULL,
	`storage_key` text NOT NULL,
	`thumbnail_key` text,
	`content_type` text NOT NULL,
	`bytes` integer NOT NULL,
	`width` integer,
	`height` integer,
	FOREIGN KEY (`service_id`) REFERENCES `services`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `media_service_idx` ON `media` (`service_id`,`position`);--> statement-breakpoint
CREATE TABLE `services` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`seller_id` text NOT NULL,
	`name` text NOT NULL,
	`description` text NOT NULL,
	`min_price` integer,
	`max_price` integer,
	`location` text NOT NULL,
	`town` text NOT NULL,
	`phone_number` text NOT NULL,
	`category` text NOT NULL,
	`subcategory` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`seller_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `services_category_idx` ON `services` (`category`,`id`);--> statement-breakpoint
CREATE INDEX `services_subcategory_idx` ON `services` (`category`,`subcategory`,`id`);--> statement-breakpoint
CREATE INDEX `services_town_idx` ON `services` (`town`,`id`);--> statement-breakpoint
CREATE INDEX `services_seller_idx` ON `services` (`seller_id`);