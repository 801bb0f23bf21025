CREATE TABLE `member_skips` (
	`member_id` integer NOT NULL,
	`service_id` integer NOT NULL,
	`option_name` text NOT NULL,
	PRIMARY KEY(`member_id`, `service_id`, `option_name`),
	FOREIGN KEY (`member_id`) REFERENCES `team_members`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`service_id`) REFERENCES `services`(`id`) ON UPDATE no action ON DELETE cascade
);
