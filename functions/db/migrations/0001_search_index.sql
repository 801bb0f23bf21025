-- Full-text index over listings (FTS5). It keeps its own copy of the searchable text,
-- kept in step with `services` by the triggers below; rowid = services.id.
-- `category` holds the category and subcategory slugs with hyphens as spaces, so
-- "braiding" or "hair" find listings by their place in the catalogue.
CREATE VIRTUAL TABLE `services_fts` USING fts5(
  `name`, `description`, `location`, `category`,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3'
);
--> statement-breakpoint
CREATE TRIGGER `services_fts_insert` AFTER INSERT ON `services` BEGIN
  INSERT INTO `services_fts` (rowid, `name`, `description`, `location`, `category`)
  VALUES (new.`id`, new.`name`, new.`description`, new.`location` || ' ' || new.`town`,
          replace(new.`category`, '-', ' ') || ' ' || replace(new.`subcategory`, '-', ' '));
END;
--> statement-breakpoint
CREATE TRIGGER `services_fts_delete` AFTER DELETE ON `services` BEGIN
  DELETE FROM `services_fts` WHERE rowid = old.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `services_fts_update` AFTER UPDATE ON `services` BEGIN
  DELETE FROM `services_fts` WHERE rowid = old.`id`;
  INSERT INTO `services_fts` (rowid, `name`, `description`, `location`, `category`)
  VALUES (new.`id`, new.`name`, new.`description`, new.`location` || ' ' || new.`town`,
          replace(new.`category`, '-', ' ') || ' ' || replace(new.`subcategory`, '-', ' '));
END;
