/**
 * Full-text search over listings (decision 005): ranked matches within a bounded set of
 * candidates, and how many match, counted up to a cap.
 */
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#functions/db/client';
import { services } from '#functions/db/schema/catalogue';
import { COUNT_CAP } from '#shared/catalogue-query';
import { searchTerms } from './search-query';
import {
  conditions,
  isFeatured,
  score,
  type ListingWhere,
  type ListingRow,
  type SortKey,
  type Window,
} from './repository';

/** The matches ranked (and counted) for a page: the newest that pass the filters. */
const RANKED_CANDIDATES = COUNT_CAP + 1;
/** The newest matches of the words that the other filters (price, stars, liveness) are tried on. */
const EXAMINED = 5000;

const phrase = (text: string) => `"${searchTerms(text).join(' ')}"`;

/**
 * The visitor's words, narrowed in the index itself by category, subcategory and town: the index
 * holds each listing's catalogue place and town, so a selective filter costs a merge of lists
 * rather than a look at every listing the words match. The SQL filters still decide exactly.
 */
function narrowed(ftsQuery: string, where: ListingWhere): string {
  const columns = [
    where.category && `{category} : ${phrase(where.category.replace(/-/g, ' '))}`,
    where.subcategory && `{category} : ${phrase(where.subcategory.replace(/-/g, ' '))}`,
    where.town && `{location} : ${phrase(where.town)}`,
  ].filter(Boolean);
  return [ftsQuery, ...columns].join(' AND ');
}

/**
 * The listings matching the words, newest first, at most EXAMINED of them, joined to their rows:
 * the bound on what a search can cost, however common the words and however selective the rest.
 */
const matches = (ftsQuery: string, where: ListingWhere) =>
  sql`(SELECT rowid FROM services_fts WHERE services_fts MATCH ${narrowed(ftsQuery, where)}
       ORDER BY rowid DESC LIMIT ${EXAMINED}) AS m JOIN ${services} ON ${services.id} = m.rowid`;

const SEARCH_ORDER: Record<SortKey, SQL> = {
  rating: sql`rated DESC, score, id DESC`,
  'price-asc': sql`price ASC, id ASC`,
  'price-desc': sql`price DESC, id DESC`,
  newest: sql`id DESC`,
};

/**
 * Relevance within the candidates: where each word is found, a name match weighing most (name 10,
 * catalogue place 4, location 3, description 1), negated so that better sorts first. Not bm25:
 * its weighting reads every matching listing of each word to count them, 40 ms and more for a
 * common word at a million listings, whereas this reads only the candidates (decision 019).
 */
function relevance(terms: string[]): SQL {
  const found = (column: SQL, term: string) => sql`(instr(lower(${column}), ${term}) > 0)`;
  const parts = terms.map(
    (term) =>
      sql`${found(sql`${services.name}`, term)} * 10 + ${found(sql`${services.category} || ' ' || ${services.subcategory}`, term)} * 4
          + ${found(sql`${services.location} || ' ' || ${services.town}`, term)} * 3 + ${found(sql`${services.description}`, term)}`,
  );
  return sql`-(${sql.join(parts, sql` + `)})`;
}

/**
 * Ranked full-text search; `ftsQuery` must come from toFtsQuery() and `terms` from searchTerms()
 * of the same text. Ties go to the newest. `total` is how many candidates passed the filters:
 * exact up to COUNT_CAP, among the EXAMINED newest matches of the words.
 * NOTE: the index yields matches newest first and stops at EXAMINED; the filters then keep the
 * first RANKED_CANDIDATES, so relevance runs on a bounded set, and only the requested page's rows
 * are read in full. A word found in thousands of listings is ranked among its newest matches
 * (decisions 005 and 019). The inner LIMITs rely on SQLite running each subquery as a
 * co-routine in its ORDER BY's order.
 */
export async function searchServices(
  db: Database,
  ftsQuery: string,
  terms: string[],
  where: ListingWhere,
  window: Window,
  sort?: SortKey,
  /** Place keys, nearest first: the listings of nearer places come first (a place in the words). */
  near?: readonly string[],
): Promise<{ rows: ListingRow[]; total: number }> {
  const filters = conditions(where);
  const candidates = Math.max(RANKED_CANDIDATES, window.offset + window.limit);
  // Featured listings come first, by relevance among themselves: the visitor asked for something.
  const matching = sql`SELECT ${services.id} AS id, ${relevance(terms)} AS score, ${isFeatured(where.now)} AS featured,
            ${score} AS rated, coalesce(${services.minPrice}, 0) AS price, ${services.place} AS place
            FROM ${matches(ftsQuery, where)} WHERE ${sql.join(filters, sql` AND `)} LIMIT ${candidates}`;
  // A chosen order sorts the matches by it; otherwise featured first, then relevance.
  const nearFirst = near?.length
    ? sql`CASE place ${sql.join(
        near.map((key, index) => sql`WHEN ${key} THEN ${index}`),
        sql` `,
      )} ELSE ${near.length} END, `
    : sql``;
  const order = sort ? SEARCH_ORDER[sort] : sql`${nearFirst}featured DESC, score, id DESC`;
  const ranked = await db.all<{ id: number; total: number }>(
    sql`SELECT id, count(*) OVER () AS total FROM (${matching})
        ORDER BY ${order} LIMIT ${window.limit} OFFSET ${window.offset}`,
  );
  const ids = ranked.map((row) => row.id);
  if (ids.length === 0) return { rows: [], total: 0 };
  const rows = await db.select().from(services).where(inArray(services.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return { rows: ids.flatMap((id) => byId.get(id) ?? []), total: ranked[0]!.total };
}
