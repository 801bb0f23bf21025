/**
 * Full-text search over listings (decision 005): ranked matches within a bounded set of
 * candidates, and how many match, counted up to a cap (issue 19).
 */
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#functions/db/client';
import { services } from '#functions/db/schema/catalogue';
import {
  conditions,
  isFeatured,
  score,
  type ListingWhere,
  type ServiceRow,
  type SortKey,
  type Window,
} from './repository';

const RANKED_CANDIDATES = 2000;

const SEARCH_ORDER: Record<SortKey, SQL> = {
  rating: sql`rated DESC, score, id DESC`,
  'price-asc': sql`price ASC, id ASC`,
  'price-desc': sql`price DESC, id DESC`,
  newest: sql`id DESC`,
};

/** bm25 column weights: name, description, location, category. A name match weighs most. */
const RANK = sql`bm25(services_fts, 10.0, 1.0, 3.0, 4.0)`;

/**
 * Ranked full-text search; `ftsQuery` must come from toFtsQuery(). Ties go to the newest.
 * NOTE: the FTS table drives the join newest-first and stops after RANKED_CANDIDATES matches
 * that pass the filters, so bm25 runs on a bounded set; only the requested page's rows are then
 * read in full. A word found in thousands of listings is ranked among its newest matches
 * (docs/decisions/005-search.md).
 */
export async function searchServices(
  db: Database,
  ftsQuery: string,
  where: ListingWhere,
  window: Window,
  sort?: SortKey,
): Promise<ServiceRow[]> {
  const filters = conditions(where);
  const candidates = Math.max(RANKED_CANDIDATES, window.offset + window.limit);
  // The FTS table drives a join to `services` for the filters, liveness among them. Featured
  // listings come first, by relevance among themselves: the visitor asked for something.
  const matching = sql`SELECT ${services.id} AS id, ${RANK} AS score, ${isFeatured(where.now)} AS featured,
            ${score} AS rated, coalesce(${services.minPrice}, 0) AS price
            FROM services_fts JOIN ${services} ON ${services.id} = services_fts.rowid
            WHERE services_fts MATCH ${ftsQuery} AND ${sql.join(filters, sql` AND `)}`;
  // A chosen order sorts the matches by it; otherwise featured first, then relevance.
  const order = sort ? SEARCH_ORDER[sort] : sql`featured DESC, score, id DESC`;
  const ranked = await db.all<{ id: number }>(
    sql`SELECT id FROM (${matching} ORDER BY services_fts.rowid DESC LIMIT ${candidates})
        ORDER BY ${order} LIMIT ${window.limit} OFFSET ${window.offset}`,
  );
  const ids = ranked.map((row) => row.id);
  if (ids.length === 0) return [];
  const rows = await db.select().from(services).where(inArray(services.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** How many listings match, counted up to `cap` (a page says "1,000+" past it). */
export async function countMatches(db: Database, ftsQuery: string, where: ListingWhere, cap: number) {
  const [row] = await db.all<{ n: number }>(
    sql`SELECT count(*) AS n FROM (SELECT 1 FROM services_fts JOIN ${services} ON ${services.id} = services_fts.rowid
        WHERE services_fts MATCH ${ftsQuery} AND ${sql.join(conditions(where), sql` AND `)} LIMIT ${cap + 1})`,
  );
  return row?.n ?? 0;
}
