ALTER TABLE `services` ADD `place` text;--> statement-breakpoint
CREATE INDEX `services_place_idx` ON `services` (`place`,`id`);