ALTER TABLE `packages` ADD `featured` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `package_paid_until` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `next_package_id` text;--> statement-breakpoint
ALTER TABLE `services` ADD `live_until` integer;--> statement-breakpoint
ALTER TABLE `services` ADD `featured_until` integer;--> statement-breakpoint
CREATE INDEX `services_featured_idx` ON `services` (`featured_until`);--> statement-breakpoint
UPDATE `packages` SET `featured` = (`id` = 'premium');
--> statement-breakpoint
-- The search index follows what a listing says, not the package window triggers below write.
DROP TRIGGER `services_fts_update`;
--> statement-breakpoint
CREATE TRIGGER `services_fts_update` AFTER UPDATE OF `name`, `description`, `location`, `town`, `category`, `subcategory` ON `services` BEGIN
  DELETE FROM `services_fts` WHERE rowid = old.`id`;
  INSERT INTO `services_fts` (rowid, `name`, `description`, `location`, `category`)
  VALUES (new.`id`, new.`name`, new.`description`, new.`location` || ' ' || new.`town`,
          replace(new.`category`, '-', ' ') || ' ' || replace(new.`subcategory`, '-', ' '));
END;
--> statement-breakpoint
-- Every listing carries its seller's package window (docs/decisions/012-payments.md): public while
-- live_until lies ahead, featured while featured_until does. Whoever writes a listing or a seller,
-- the database keeps the copies in step with users.package_paid_until and the package.
CREATE TRIGGER `services_package_window` AFTER INSERT ON `services` BEGIN
  UPDATE `services` SET
    `live_until` = (SELECT u.`package_paid_until` FROM `users` u WHERE u.`id` = NEW.`seller_id`),
    `featured_until` = (
      SELECT CASE WHEN p.`featured` THEN u.`package_paid_until` END
      FROM `users` u JOIN `packages` p ON p.`id` = u.`package_id` WHERE u.`id` = NEW.`seller_id`
    )
  WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `users_package_window` AFTER UPDATE OF `package_paid_until`, `package_id` ON `users` BEGIN
  UPDATE `services` SET
    `live_until` = NEW.`package_paid_until`,
    `featured_until` = CASE WHEN (SELECT `featured` FROM `packages` WHERE `id` = NEW.`package_id`)
      THEN NEW.`package_paid_until` END
  WHERE `seller_id` = NEW.`id`;
END;
--> statement-breakpoint
-- Sellers who signed up before packages were paid keep their listings public for one period.
UPDATE `users` SET `package_paid_until` = CAST(unixepoch('subsec') * 1000 AS INTEGER) + 30 * 86400000
WHERE `account_type` = 'seller' AND `package_id` IS NOT NULL;
