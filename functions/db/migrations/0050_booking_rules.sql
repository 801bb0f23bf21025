ALTER TABLE `services` ADD `notice_minutes` integer;--> statement-breakpoint
ALTER TABLE `services` ADD `buffer_before_minutes` integer;--> statement-breakpoint
ALTER TABLE `services` ADD `buffer_after_minutes` integer;--> statement-breakpoint
ALTER TABLE `services` ADD `horizon_days` integer;--> statement-breakpoint
ALTER TABLE `booking_settings` ADD `buffer_before_minutes` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `bookings` ADD `before_minutes` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
DROP TRIGGER `free_days_booking_update`;--> statement-breakpoint
CREATE TRIGGER `free_days_booking_update` AFTER UPDATE OF `status`, `starts_at`, `blocks_until`, `before_minutes`, `seller_id`, `member_id` ON `bookings` BEGIN
  UPDATE `free_days` SET `stale` = 1 WHERE `seller_id` = OLD.`seller_id`
    AND `date` IN (date(OLD.`starts_at` / 1000 + 10800, 'unixepoch'), date(OLD.`blocks_until` / 1000 + 10800, 'unixepoch'));
  UPDATE `free_days` SET `stale` = 1 WHERE `seller_id` = NEW.`seller_id`
    AND `date` IN (date(NEW.`starts_at` / 1000 + 10800, 'unixepoch'), date(NEW.`blocks_until` / 1000 + 10800, 'unixepoch'));
END;
--> statement-breakpoint
-- Sellers already taking bookings keep what they had (decision 042): the old defaults (no notice,
-- 90 days ahead) and, where they never set hours, the whole grid every day. Only new sellers start
-- from the ordinary week, two hours' notice and 60 days.
INSERT INTO `booking_settings` (`seller_id`, `buffer_minutes`, `buffer_before_minutes`, `capacity`, `notice_minutes`, `horizon_days`)
  SELECT DISTINCT `seller_id`, 0, 0, 1, 0, 90 FROM `services`
  WHERE `seller_id` NOT IN (SELECT `seller_id` FROM `booking_settings`);--> statement-breakpoint
INSERT INTO `working_hours` (`seller_id`, `weekday`, `opens`, `closes`)
  SELECT `sellers`.`seller_id`, `days`.`value`, 420, 1380
  FROM (SELECT DISTINCT `seller_id` FROM `services` WHERE `seller_id` NOT IN (SELECT `seller_id` FROM `working_hours`)) AS `sellers`,
    json_each('[0,1,2,3,4,5,6]') AS `days`;
