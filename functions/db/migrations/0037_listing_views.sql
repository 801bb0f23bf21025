CREATE TABLE `listing_views` (
	`service_id` integer NOT NULL,
	`date` text NOT NULL,
	`views` integer NOT NULL,
	PRIMARY KEY(`service_id`, `date`),
	FOREIGN KEY (`service_id`) REFERENCES `services`(`id`) ON UPDATE no action ON DELETE cascade
);
