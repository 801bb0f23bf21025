CREATE TABLE `free_days` (
	`seller_id` text NOT NULL,
	`date` text NOT NULL,
	`stale` integer DEFAULT true NOT NULL,
	PRIMARY KEY(`seller_id`, `date`)
);
--> statement-breakpoint
CREATE INDEX `free_days_stale_idx` ON `free_days` (`stale`,`date`);--> statement-breakpoint
CREATE TABLE `free_spans` (
	`seller_id` text NOT NULL,
	`member_id` integer NOT NULL,
	`date` text NOT NULL,
	`opens` integer NOT NULL,
	`closes` integer NOT NULL,
	PRIMARY KEY(`seller_id`, `date`, `member_id`, `opens`)
);
--> statement-breakpoint
CREATE INDEX `free_spans_date_idx` ON `free_spans` (`date`,`opens`);--> statement-breakpoint
CREATE INDEX `services_price_key_idx` ON `services` (coalesce(`min_price`, 0),`id`);--> statement-breakpoint
CREATE INDEX `services_score_key_idx` ON `services` (coalesce(`rating_score`, 0),`id`);--> statement-breakpoint
CREATE TRIGGER `free_days_booking_insert` AFTER INSERT ON `bookings`
WHEN NEW.`seller_id` IS NOT NULL BEGIN
  UPDATE `free_days` SET `stale` = 1 WHERE `seller_id` = NEW.`seller_id`
    AND `date` IN (date(NEW.`starts_at` / 1000 + 10800, 'unixepoch'), date(NEW.`blocks_until` / 1000 + 10800, 'unixepoch'));
END;
--> statement-breakpoint
CREATE TRIGGER `free_days_booking_update` AFTER UPDATE OF `status`, `starts_at`, `blocks_until`, `seller_id`, `member_id` ON `bookings` BEGIN
  UPDATE `free_days` SET `stale` = 1 WHERE `seller_id` = OLD.`seller_id`
    AND `date` IN (date(OLD.`starts_at` / 1000 + 10800, 'unixepoch'), date(OLD.`blocks_until` / 1000 + 10800, 'unixepoch'));
  UPDATE `free_days` SET `stale` = 1 WHERE `seller_id` = NEW.`seller_id`
    AND `date` IN (date(NEW.`starts_at` / 1000 + 10800, 'unixepoch'), date(NEW.`blocks_until` / 1000 + 10800, 'unixepoch'));
END;
--> statement-breakpoint
CREATE TRIGGER `free_days_booking_delete` AFTER DELETE ON `bookings`
WHEN OLD.`seller_id` IS NOT NULL BEGIN
  UPDATE `free_days` SET `stale` = 1 WHERE `seller_id` = OLD.`seller_id`
    AND `date` IN (date(OLD.`starts_at` / 1000 + 10800, 'unixepoch'), date(OLD.`blocks_until` / 1000 + 10800, 'unixepoch'));
END;
--> statement-breakpoint
CREATE TRIGGER `free_days_hours_insert` AFTER INSERT ON `working_hours` BEGIN
  UPDATE `free_days` SET `stale` = 1 WHERE `seller_id` = NEW.`seller_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `free_days_settings_insert` AFTER INSERT ON `booking_settings` BEGIN
  UPDATE `free_days` SET `stale` = 1 WHERE `seller_id` = NEW.`seller_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `free_days_members_insert` AFTER INSERT ON `team_members` BEGIN
  UPDATE `free_days` SET `stale` = 1 WHERE `seller_id` = NEW.`seller_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `free_days_hours_update` AFTER UPDATE ON `working_hours` BEGIN
  UPDATE `free_days` SET `stale` = 1 WHERE `seller_id` = NEW.`seller_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `free_days_settings_update` AFTER UPDATE ON `booking_settings` BEGIN
  UPDATE `free_days` SET `stale` = 1 WHERE `seller_id` = NEW.`seller_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `free_days_members_update` AFTER UPDATE ON `team_members` BEGIN
  UPDATE `free_days` SET `stale` = 1 WHERE `seller_id` = NEW.`seller_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `free_days_hours_delete` AFTER DELETE ON `working_hours` BEGIN
  UPDATE `free_days` SET `stale` = 1 WHERE `seller_id` = OLD.`seller_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `free_days_settings_delete` AFTER DELETE ON `booking_settings` BEGIN
  UPDATE `free_days` SET `stale` = 1 WHERE `seller_id` = OLD.`seller_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `free_days_members_delete` AFTER DELETE ON `team_members` BEGIN
  UPDATE `free_days` SET `stale` = 1 WHERE `seller_id` = OLD.`seller_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `free_days_blocked_insert` AFTER INSERT ON `blocked_dates` BEGIN
  UPDATE `free_days` SET `stale` = 1 WHERE `seller_id` = NEW.`seller_id` AND `date` = NEW.`date`;
END;
--> statement-breakpoint
CREATE TRIGGER `free_days_member_services_insert` AFTER INSERT ON `member_services` BEGIN
  UPDATE `free_days` SET `stale` = 1 WHERE `seller_id` = (SELECT `seller_id` FROM `team_members` WHERE `id` = NEW.`member_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `free_days_days_off_insert` AFTER INSERT ON `member_days_off` BEGIN
  UPDATE `free_days` SET `stale` = 1 WHERE `seller_id` = (SELECT `seller_id` FROM `team_members` WHERE `id` = NEW.`member_id`) AND `date` = NEW.`date`;
END;
--> statement-breakpoint
CREATE TRIGGER `free_days_blocked_delete` AFTER DELETE ON `blocked_dates` BEGIN
  UPDATE `free_days` SET `stale` = 1 WHERE `seller_id` = OLD.`seller_id` AND `date` = OLD.`date`;
END;
--> statement-breakpoint
CREATE TRIGGER `free_days_member_services_delete` AFTER DELETE ON `member_services` BEGIN
  UPDATE `free_days` SET `stale` = 1 WHERE `seller_id` = (SELECT `seller_id` FROM `team_members` WHERE `id` = OLD.`member_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `free_days_days_off_delete` AFTER DELETE ON `member_days_off` BEGIN
  UPDATE `free_days` SET `stale` = 1 WHERE `seller_id` = (SELECT `seller_id` FROM `team_members` WHERE `id` = OLD.`member_id`) AND `date` = OLD.`date`;
END;
--> statement-breakpoint
CREATE TRIGGER `free_days_listing_insert` AFTER INSERT ON `services`
WHEN NEW.`seller_id` IS NOT NULL AND NOT EXISTS (SELECT 1 FROM `free_days`
  WHERE `seller_id` = NEW.`seller_id` AND `date` = date('now', '+3 hours')) BEGIN
  INSERT OR IGNORE INTO `free_days` (`seller_id`, `date`, `stale`)
    SELECT NEW.`seller_id`, date('now', '+3 hours', '+' || `value` || ' days'), 1 FROM json_each('[0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30]');
END;
