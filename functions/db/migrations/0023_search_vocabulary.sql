-- The search index's vocabulary, one row per term with the number of listings holding it: what
-- "did you mean" suggestions are drawn from (functions/catalogue/suggest.ts, decision 019).
CREATE VIRTUAL TABLE `services_fts_vocab` USING fts5vocab(`services_fts`, 'row');
