CREATE TABLE `time_blocks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`seller_id` text NOT NULL,
	`member_id` integer,
	`starts_at` integer NOT NULL,
	`ends_at` integer NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`seller_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`member_id`) REFERENCES `team_members`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `time_blocks_seller_start` ON `time_blocks` (`seller_id`,`starts_at`);--> statement-breakpoint
-- Blocked time changes the free fits of its day (decision 041), as a booking does.
CREATE TRIGGER `free_days_time_block_insert` AFTER INSERT ON `time_blocks` BEGIN
  UPDATE `free_days` SET `stale` = 1 WHERE `seller_id` = NEW.`seller_id`
    AND `date` = date(NEW.`starts_at` / 1000 + 10800, 'unixepoch');
END;
--> statement-breakpoint
CREATE TRIGGER `free_days_time_block_delete` AFTER DELETE ON `time_blocks` BEGIN
  UPDATE `free_days` SET `stale` = 1 WHERE `seller_id` = OLD.`seller_id`
    AND `date` = date(OLD.`starts_at` / 1000 + 10800, 'unixepoch');
END;
