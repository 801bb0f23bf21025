import { and, desc, eq, gte, inArray, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#functions/db/client';
import { media, services } from '#functions/db/schema/catalogue';
import { users } from '#functions/db/schema/accounts';

export type ServiceRow = typeof services.$inferSelect;
export type MediaRow = typeof media.$inferSelect;

/** Resolved filters: category/subcategory are canonical slugs, town a picker town. */
export interface ListingWhere {
  category?: string;
  subcategory?: string;
  town?: string;
  minPrice?: number;
  maxPrice?: number;
}

export interface Window {
  limit: number;
  offset: number;
  /** Keyset paging: only listings older than this id (the previous page's last). */
  beforeId?: number;
}

function conditions(where: ListingWhere): SQL[] {
  const parts: SQL[] = [];
  if (where.category) parts.push(eq(services.category, where.category));
  if (where.subcategory) parts.push(eq(services.subcategory, where.subcategory));
  if (where.town) parts.push(sql`${services.town} = ${where.town} COLLATE NOCASE`);
  // A listing matches a price window when its own range overlaps it.
  if (where.minPrice !== undefined)
    parts.push(gte(sql`coalesce(${services.maxPrice}, ${services.minPrice}, 0)`, where.minPrice));
  if (where.maxPrice !== undefined) parts.push(lte(sql`coalesce(${services.minPrice}, 0)`, where.maxPrice));
  return parts;
}

/** Newest first. */
export async function listServices(db: Database, where: ListingWhere, window: Window): Promise<ServiceRow[]> {
  return db
    .select()
    .from(services)
    .where(and(...conditions(where), window.beforeId === undefined ? undefined : lt(services.id, window.beforeId)))
    .orderBy(desc(services.id))
    .limit(window.limit)
    .offset(window.beforeId === undefined ? window.offset : 0);
}

const RANKED_CANDIDATES = 2000;

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
): Promise<ServiceRow[]> {
  const filters = conditions(where);
  const candidates = Math.max(RANKED_CANDIDATES, window.offset + window.limit);
  // Without filters the FTS table alone answers; with them it drives a join to `services`.
  const matching =
    filters.length === 0
      ? sql`SELECT rowid AS id, ${RANK} AS score FROM services_fts WHERE services_fts MATCH ${ftsQuery}`
      : sql`SELECT ${services.id} AS id, ${RANK} AS score
            FROM services_fts JOIN ${services} ON ${services.id} = services_fts.rowid
            WHERE services_fts MATCH ${ftsQuery} AND ${sql.join(filters, sql` AND `)}`;
  const ranked = await db.all<{ id: number }>(
    sql`SELECT id FROM (${matching} ORDER BY services_fts.rowid DESC LIMIT ${candidates})
        ORDER BY score, id DESC LIMIT ${window.limit} OFFSET ${window.offset}`,
  );
  const ids = ranked.map((row) => row.id);
  if (ids.length === 0) return [];
  const rows = await db.select().from(services).where(inArray(services.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function findService(db: Database, id: number): Promise<ServiceRow | undefined> {
  return db.query.services.findFirst({ where: eq(services.id, id) });
}

export async function mediaOf(db: Database, serviceIds: number[]): Promise<Map<number, MediaRow[]>> {
  const byService = new Map<number, MediaRow[]>();
  if (serviceIds.length === 0) return byService;
  const rows = await db
    .select()
    .from(media)
    .where(inArray(media.serviceId, serviceIds))
    .orderBy(media.serviceId, media.position);
  for (const row of rows) {
    const list = byService.get(row.serviceId) ?? [];
    list.push(row);
    byService.set(row.serviceId, list);
  }
  return byService;
}

export async function findSeller(db: Database, sellerId: string) {
  return db.query.users.findFirst({
    where: eq(users.id, sellerId),
    columns: { id: true, userName: true, email: true, createdAt: true },
  });
}

export async function otherListingsOf(db: Database, sellerId: string, exceptId: number, limit: number) {
  return db
    .select()
    .from(services)
    .where(and(eq(services.sellerId, sellerId), ne(services.id, exceptId)))
    .orderBy(desc(services.id))
    .limit(limit);
}

/** How many listings a seller has: counted, never read off a capped list. */
export async function countListingsOf(db: Database, sellerId: string): Promise<number> {
  return db.$count(services, eq(services.sellerId, sellerId));
}

export async function similarTo(db: Database, service: ServiceRow, limit: number) {
  return db
    .select()
    .from(services)
    .where(
      and(
        eq(services.category, service.category),
        eq(services.subcategory, service.subcategory),
        ne(services.id, service.id),
      ),
    )
    .orderBy(desc(services.id))
    .limit(limit);
}

export const countListings = (db: Database) => db.$count(services);

/** Ids and last changes, newest first: one sitemap file's worth. */
export const listingsForSitemap = (db: Database, window: Window) =>
  db
    .select({ id: services.id, updatedAt: services.updatedAt })
    .from(services)
    .orderBy(desc(services.id))
    .limit(window.limit)
    .offset(window.offset);
