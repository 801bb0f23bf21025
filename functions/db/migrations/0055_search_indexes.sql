DROP INDEX `services_town_idx`;--> statement-breakpoint
CREATE INDEX `services_town_nocase_idx` ON `services` ("town" COLLATE NOCASE,`id`);--> statement-breakpoint
CREATE INDEX `services_place_category_idx` ON `services` (`place`,`category`,`id`);--> statement-breakpoint
CREATE INDEX `services_home_place_idx` ON `services` (`place`,`id`) WHERE `home_visits` IS NOT NULL;