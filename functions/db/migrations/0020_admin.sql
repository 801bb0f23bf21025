CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`actor_id` text NOT NULL,
	`actor_role` text NOT NULL,
	`action` text NOT NULL,
	`target_type` text NOT NULL,
	`target_id` text NOT NULL,
	`reason` text,
	`before` text,
	`after` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `audit_log_target_idx` ON `audit_log` (`target_type`,`target_id`);--> statement-breakpoint
CREATE INDEX `audit_log_actor_idx` ON `audit_log` (`actor_id`);--> statement-breakpoint
CREATE TABLE `listing_reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`service_id` integer NOT NULL,
	`reason` text NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`reporter_id` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`resolved_at` integer,
	FOREIGN KEY (`service_id`) REFERENCES `services`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `listing_reports_open_idx` ON `listing_reports` (`resolved_at`,`service_id`);--> statement-breakpoint
ALTER TABLE `users` ADD `role` text;--> statement-breakpoint
ALTER TABLE `users` ADD `suspended_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `suspended_reason` text;--> statement-breakpoint
ALTER TABLE `services` ADD `hidden_at` integer;--> statement-breakpoint
ALTER TABLE `services` ADD `hidden_reason` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `answer` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `answered_at` integer;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `answered_by` text;--> statement-breakpoint
-- A listing is public while its seller's package is paid (0012), it is not hidden by a moderator,
-- and its seller is not suspended (issue 18): the same copies, now with those two conditions.
DROP TRIGGER `services_package_window`;
--> statement-breakpoint
CREATE TRIGGER `services_package_window` AFTER INSERT ON `services` BEGIN
  UPDATE `services` SET
    `live_until` = (
      SELECT CASE WHEN NEW.`hidden_at` IS NULL AND u.`suspended_at` IS NULL THEN u.`package_paid_until` END
      FROM `users` u WHERE u.`id` = NEW.`seller_id`
    ),
    `featured_until` = (
      SELECT CASE WHEN p.`featured` AND NEW.`hidden_at` IS NULL AND u.`suspended_at` IS NULL THEN u.`package_paid_until` END
      FROM `users` u JOIN `packages` p ON p.`id` = u.`package_id` WHERE u.`id` = NEW.`seller_id`
    )
  WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
DROP TRIGGER `users_package_window`;
--> statement-breakpoint
CREATE TRIGGER `users_package_window` AFTER UPDATE OF `package_paid_until`, `package_id`, `suspended_at` ON `users` BEGIN
  UPDATE `services` SET
    `live_until` = CASE WHEN NEW.`suspended_at` IS NULL AND `hidden_at` IS NULL THEN NEW.`package_paid_until` END,
    `featured_until` = CASE WHEN (SELECT `featured` FROM `packages` WHERE `id` = NEW.`package_id`)
      AND NEW.`suspended_at` IS NULL AND `hidden_at` IS NULL THEN NEW.`package_paid_until` END
  WHERE `seller_id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `services_hidden_window` AFTER UPDATE OF `hidden_at` ON `services` BEGIN
  UPDATE `services` SET
    `live_until` = (
      SELECT CASE WHEN NEW.`hidden_at` IS NULL AND u.`suspended_at` IS NULL THEN u.`package_paid_until` END
      FROM `users` u WHERE u.`id` = NEW.`seller_id`
    ),
    `featured_until` = (
      SELECT CASE WHEN p.`featured` AND NEW.`hidden_at` IS NULL AND u.`suspended_at` IS NULL THEN u.`package_paid_until` END
      FROM `users` u JOIN `packages` p ON p.`id` = u.`package_id` WHERE u.`id` = NEW.`seller_id`
    )
  WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
-- The audit log cannot be changed through the product: no UPDATE, no DELETE.
CREATE TRIGGER `audit_log_append_only_update` BEFORE UPDATE ON `audit_log` BEGIN
  SELECT RAISE(ABORT, 'the audit log is append-only');
END;
--> statement-breakpoint
CREATE TRIGGER `audit_log_append_only_delete` BEFORE DELETE ON `audit_log` BEGIN
  SELECT RAISE(ABORT, 'the audit log is append-only');
END;
