-- Search at a million listings (issue 19, decision 019): the index keeps prefix entries for the
-- first 1 to 8 letters of every word, so the word being typed ("b", "bo", "book", "nairob") is
-- read as one list, newest first, and stops at the candidates it needs, instead of merging every
-- word that starts with it. Words longer than 8 letters are rare enough to merge cheaply.
-- The triggers name the table, so they keep working once it is made again; the vocabulary view
-- is made again with it.
DROP TABLE `services_fts_vocab`;
--> statement-breakpoint
DROP TABLE `services_fts`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `services_fts` USING fts5(
  `name`, `description`, `location`, `category`,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '1 2 3 4 5 6 7 8'
);
--> statement-breakpoint
INSERT INTO `services_fts` (rowid, `name`, `description`, `location`, `category`)
  SELECT `id`, `name`, `description`, `location` || ' ' || `town`,
         replace(`category`, '-', ' ') || ' ' || replace(`subcategory`, '-', ' ')
  FROM `services`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `services_fts_vocab` USING fts5vocab(`services_fts`, 'row');
--> statement-breakpoint
INSERT INTO `services_fts` (`services_fts`) VALUES ('optimize');
--> statement-breakpoint
-- The words "did you mean" compares against, with how many listings hold each: a copy of the
-- index's vocabulary made once an hour (functions/catalogue/vocabulary.ts), because reading the
-- vocabulary view counts every listing of every word it passes.
CREATE TABLE `search_vocabulary` (
  `term` text PRIMARY KEY NOT NULL,
  `listings` integer NOT NULL
) WITHOUT ROWID;
--> statement-breakpoint
INSERT INTO `search_vocabulary` (`term`, `listings`) SELECT `term`, `doc` FROM `services_fts_vocab`;
