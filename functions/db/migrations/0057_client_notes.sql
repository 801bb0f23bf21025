CREATE TABLE `client_notes` (
	`seller_id` text NOT NULL,
	`phone` text NOT NULL,
	`note` text NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`seller_id`, `phone`),
	FOREIGN KEY (`seller_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `client_notes_phone` ON `client_notes` (`phone`);