DROP INDEX `media_service_idx`;--> statement-breakpoint
CREATE UNIQUE INDEX `media_service_position_unique` ON `media` (`service_id`,`position`);