CREATE TABLE `free_fits` (
	`service_id` integer NOT NULL,
	`seller_id` text NOT NULL,
	`date` text NOT NULL,
	`opens` integer NOT NULL,
	`closes` integer NOT NULL,
	`latest` integer NOT NULL,
	PRIMARY KEY(`service_id`, `date`, `opens`)
);
--> statement-breakpoint
CREATE INDEX `free_fits_walk_idx` ON `free_fits` (`date`,`opens`,`service_id`,`latest`,`seller_id`);--> statement-breakpoint
CREATE INDEX `free_fits_seller_idx` ON `free_fits` (`seller_id`,`date`);