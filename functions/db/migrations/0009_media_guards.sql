-- The database keeps two listing rules whatever writes race (docs/decisions/010-going-live.md):
-- a listing holds no more photos, or videos, than its seller's package allows,
CREATE TRIGGER `media_within_package_photos` BEFORE INSERT ON `media`
WHEN NEW.`type` = 'image' AND (SELECT count(*) FROM `media` WHERE `service_id` = NEW.`service_id` AND `type` = 'image') >= (
  SELECT p.`photo_uploads` FROM `services` s JOIN `users` u ON u.`id` = s.`seller_id` JOIN `packages` p ON p.`id` = u.`package_id`
  WHERE s.`id` = NEW.`service_id`
)
BEGIN
  SELECT RAISE(ABORT, 'media_over_package_photos');
END;--> statement-breakpoint
CREATE TRIGGER `media_within_package_videos` BEFORE INSERT ON `media`
WHEN NEW.`type` = 'video' AND (SELECT count(*) FROM `media` WHERE `service_id` = NEW.`service_id` AND `type` = 'video') >= (
  SELECT p.`video_uploads` FROM `services` s JOIN `users` u ON u.`id` = s.`seller_id` JOIN `packages` p ON p.`id` = u.`package_id`
  WHERE s.`id` = NEW.`service_id`
)
BEGIN
  SELECT RAISE(ABORT, 'media_over_package_videos');
END;--> statement-breakpoint
-- and a listing that still exists keeps at least one picture or video.
CREATE TRIGGER `media_keeps_one` BEFORE DELETE ON `media`
WHEN EXISTS (SELECT 1 FROM `services` WHERE `id` = OLD.`service_id`)
  AND (SELECT count(*) FROM `media` WHERE `service_id` = OLD.`service_id`) <= 1
BEGIN
  SELECT RAISE(ABORT, 'media_last_one');
END;
