CREATE TABLE `favourites` (
	`user_id` text NOT NULL,
	`service_id` integer NOT NULL,
	`service_name` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`user_id`, `service_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `favourites_service_idx` ON `favourites` (`service_id`);--> statement-breakpoint
CREATE TABLE `review_reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`review_id` integer NOT NULL,
	`reporter_id` text NOT NULL,
	`reason` text NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`resolved_at` integer,
	FOREIGN KEY (`review_id`) REFERENCES `reviews`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reporter_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `review_reports_once` ON `review_reports` (`review_id`,`reporter_id`);--> statement-breakpoint
CREATE TABLE `reviews` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`booking_id` integer NOT NULL,
	`service_id` integer,
	`seller_id` text NOT NULL,
	`buyer_id` text,
	`reviewer_name` text NOT NULL,
	`visit_date` text NOT NULL,
	`rating` integer NOT NULL,
	`quality` integer,
	`value` integer,
	`punctuality` integer,
	`text` text DEFAULT '' NOT NULL,
	`reply` text,
	`replied_at` integer,
	`hidden_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`service_id`) REFERENCES `services`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`seller_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`buyer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_booking_unique` ON `reviews` (`booking_id`);--> statement-breakpoint
CREATE INDEX `reviews_service_idx` ON `reviews` (`service_id`,`id`);--> statement-breakpoint
CREATE INDEX `reviews_seller_idx` ON `reviews` (`seller_id`,`id`);--> statement-breakpoint
ALTER TABLE `users` ADD `rating_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `rating_sum` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `services` ADD `rating_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `services` ADD `rating_sum` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `services` ADD `rating_score` real;--> statement-breakpoint
CREATE INDEX `services_rating_idx` ON `services` (`rating_score`,`id`);--> statement-breakpoint
-- Ratings are computed, never typed (docs/decisions/013-trust.md): whatever writes a review, these
-- recount its listing and its seller from the visible reviews, so the stored figures cannot drift.
-- The score is the Bayesian average lists sort by: 5 imagined reviews of 4 stars (PRIOR_WEIGHT and
-- PRIOR_MEAN in src/shared/reviews.ts) plus the real ones.
CREATE TRIGGER `reviews_rate_insert` AFTER INSERT ON `reviews` BEGIN
  UPDATE `services` SET
    `rating_count` = (SELECT count(*) FROM `reviews` WHERE `service_id` = NEW.`service_id` AND `hidden_at` IS NULL),
    `rating_sum` = (SELECT coalesce(sum(`rating`), 0) FROM `reviews` WHERE `service_id` = NEW.`service_id` AND `hidden_at` IS NULL),
    `rating_score` = (SELECT CASE WHEN count(*) > 0 THEN (4.0 * 5 + sum(`rating`)) / (5.0 + count(*)) END
      FROM `reviews` WHERE `service_id` = NEW.`service_id` AND `hidden_at` IS NULL)
  WHERE `id` = NEW.`service_id`;
  UPDATE `users` SET
    `rating_count` = (SELECT count(*) FROM `reviews` WHERE `seller_id` = NEW.`seller_id` AND `hidden_at` IS NULL),
    `rating_sum` = (SELECT coalesce(sum(`rating`), 0) FROM `reviews` WHERE `seller_id` = NEW.`seller_id` AND `hidden_at` IS NULL)
  WHERE `id` = NEW.`seller_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `reviews_rate_update` AFTER UPDATE OF `rating`, `hidden_at`, `service_id`, `seller_id` ON `reviews` BEGIN
  UPDATE `services` SET
    `rating_count` = (SELECT count(*) FROM `reviews` WHERE `service_id` = OLD.`service_id` AND `hidden_at` IS NULL),
    `rating_sum` = (SELECT coalesce(sum(`rating`), 0) FROM `reviews` WHERE `service_id` = OLD.`service_id` AND `hidden_at` IS NULL),
    `rating_score` = (SELECT CASE WHEN count(*) > 0 THEN (4.0 * 5 + sum(`rating`)) / (5.0 + count(*)) END
      FROM `reviews` WHERE `service_id` = OLD.`service_id` AND `hidden_at` IS NULL)
  WHERE `id` = OLD.`service_id`;
  UPDATE `services` SET
    `rating_count` = (SELECT count(*) FROM `reviews` WHERE `service_id` = NEW.`service_id` AND `hidden_at` IS NULL),
    `rating_sum` = (SELECT coalesce(sum(`rating`), 0) FROM `reviews` WHERE `service_id` = NEW.`service_id` AND `hidden_at` IS NULL),
    `rating_score` = (SELECT CASE WHEN count(*) > 0 THEN (4.0 * 5 + sum(`rating`)) / (5.0 + count(*)) END
      FROM `reviews` WHERE `service_id` = NEW.`service_id` AND `hidden_at` IS NULL)
  WHERE `id` = NEW.`service_id`;
  UPDATE `users` SET
    `rating_count` = (SELECT count(*) FROM `reviews` WHERE `seller_id` = OLD.`seller_id` AND `hidden_at` IS NULL),
    `rating_sum` = (SELECT coalesce(sum(`rating`), 0) FROM `reviews` WHERE `seller_id` = OLD.`seller_id` AND `hidden_at` IS NULL)
  WHERE `id` = OLD.`seller_id`;
  UPDATE `users` SET
    `rating_count` = (SELECT count(*) FROM `reviews` WHERE `seller_id` = NEW.`seller_id` AND `hidden_at` IS NULL),
    `rating_sum` = (SELECT coalesce(sum(`rating`), 0) FROM `reviews` WHERE `seller_id` = NEW.`seller_id` AND `hidden_at` IS NULL)
  WHERE `id` = NEW.`seller_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `reviews_rate_delete` AFTER DELETE ON `reviews` BEGIN
  UPDATE `services` SET
    `rating_count` = (SELECT count(*) FROM `reviews` WHERE `service_id` = OLD.`service_id` AND `hidden_at` IS NULL),
    `rating_sum` = (SELECT coalesce(sum(`rating`), 0) FROM `reviews` WHERE `service_id` = OLD.`service_id` AND `hidden_at` IS NULL),
    `rating_score` = (SELECT CASE WHEN count(*) > 0 THEN (4.0 * 5 + sum(`rating`)) / (5.0 + count(*)) END
      FROM `reviews` WHERE `service_id` = OLD.`service_id` AND `hidden_at` IS NULL)
  WHERE `id` = OLD.`service_id`;
  UPDATE `users` SET
    `rating_count` = (SELECT count(*) FROM `reviews` WHERE `seller_id` = OLD.`seller_id` AND `hidden_at` IS NULL),
    `rating_sum` = (SELECT coalesce(sum(`rating`), 0) FROM `reviews` WHERE `seller_id` = OLD.`seller_id` AND `hidden_at` IS NULL)
  WHERE `id` = OLD.`seller_id`;
END;
