DROP TABLE `free_spans`;--> statement-breakpoint
DROP TRIGGER `free_days_listing_insert`;--> statement-breakpoint
-- A listing's fits depend on its options and on its being there at all (decision 041): a change to
-- either marks its seller's days stale, as bookings, hours and teams do. A seller's days are all
-- there from the moment a listing is added or goes live again (a missing day has no fits).
CREATE TRIGGER `free_days_listing_added` AFTER INSERT ON `services`
WHEN NEW.`seller_id` IS NOT NULL BEGIN
  INSERT OR IGNORE INTO `free_days` (`seller_id`, `date`, `stale`)
    SELECT NEW.`seller_id`, date('now', '+3 hours', '+' || `value` || ' days'), 1 FROM json_each('[0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30]');
  UPDATE `free_days` SET `stale` = 1 WHERE `seller_id` = NEW.`seller_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `free_days_listing_live` AFTER UPDATE OF `live_until` ON `services`
WHEN NEW.`seller_id` IS NOT NULL BEGIN
  INSERT OR IGNORE INTO `free_days` (`seller_id`, `date`, `stale`)
    SELECT NEW.`seller_id`, date('now', '+3 hours', '+' || `value` || ' days'), 1 FROM json_each('[0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30]');
END;
--> statement-breakpoint
CREATE TRIGGER `free_days_options_insert` AFTER INSERT ON `service_options` BEGIN
  UPDATE `free_days` SET `stale` = 1 WHERE `seller_id` = (SELECT `seller_id` FROM `services` WHERE `id` = NEW.`service_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `free_days_options_update` AFTER UPDATE OF `duration_minutes`, `position`, `service_id` ON `service_options` BEGIN
  UPDATE `free_days` SET `stale` = 1 WHERE `seller_id` IN (SELECT `seller_id` FROM `services` WHERE `id` IN (OLD.`service_id`, NEW.`service_id`));
END;
--> statement-breakpoint
CREATE TRIGGER `free_days_options_delete` AFTER DELETE ON `service_options` BEGIN
  UPDATE `free_days` SET `stale` = 1 WHERE `seller_id` = (SELECT `seller_id` FROM `services` WHERE `id` = OLD.`service_id`);
END;
--> statement-breakpoint
UPDATE `free_days` SET `stale` = 1;
