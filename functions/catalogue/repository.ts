import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Queries } from '#functions/db/client';
import { catalogueVersion, media, serviceOptions, services } from '#functions/db/schema/catalogue';
import { users } from '#functions/db/schema/accounts';

export type ListingRow = typeof services.$inferSelect;
export type MediaRow = typeof media.$inferSelect;

/**
 * What the public may see: listings whose seller's package is paid (the window triggers copy onto
 * each listing, migration 0012). Lapsed and unpaid sellers' listings are kept, never shown.
 */
export const isLive = (now: number) => gt(services.liveUntil, now);
/** Live listings of a Premium seller (featuredUntil never outlasts liveUntil). */
export const isFeatured = (now: number) => gt(services.featuredUntil, now);
const notFeatured = (now: number) => or(isNull(services.featuredUntil), lte(services.featuredUntil, now));

/** Resolved filters: category/subcategory are canonical slugs, town a picker town; `now` decides what is live. */
export interface ListingWhere {
  now: number;
  category?: string;
  subcategory?: string;
  town?: string;
  minPrice?: number;
  maxPrice?: number;
  minRating?: number;
}

export interface Window {
  limit: number;
  offset: number;
  /** Keyset paging: only listings older than this id (the previous page's last). */
  beforeId?: number;
}

/**
 * The filters of a list. `byPrice: false` keeps the price window from choosing the index a read
 * starts from (a unary `+`): the search by free time reads by place or town and the price index
 * matches its window's expression too well.
 */
export function conditions(where: ListingWhere, { byPrice = true } = {}): SQL[] {
  const parts: SQL[] = [isLive(where.now)];
  const plus = byPrice ? sql`` : sql`+`;
  if (where.category) parts.push(eq(services.category, where.category));
  if (where.subcategory) parts.push(eq(services.subcategory, where.subcategory));
  if (where.town) parts.push(sql`${services.town} = ${where.town} COLLATE NOCASE`);
  // A listing matches a price window when its own range overlaps it.
  if (where.minPrice !== undefined)
    parts.push(gte(sql`${plus}coalesce(${services.maxPrice}, ${services.minPrice}, 0)`, where.minPrice));
  if (where.maxPrice !== undefined) parts.push(lte(sql`${plus}coalesce(${services.minPrice}, 0)`, where.maxPrice));
  // An average of at least minRating stars, without dividing: sum >= min x count.
  if (where.minRating !== undefined) {
    parts.push(
      sql`${services.ratingCount} > 0 AND ${services.ratingSum} >= ${where.minRating} * ${services.ratingCount}`,
    );
  }
  return parts;
}

/** Newest first; `unfeatured` leaves out the featured listings a page has shown above them. */
export async function listServices(
  db: Database,
  where: ListingWhere,
  window: Window,
  unfeatured = false,
): Promise<ListingRow[]> {
  return db
    .select()
    .from(services)
    .where(
      and(
        ...conditions(where),
        unfeatured ? notFeatured(where.now) : undefined,
        window.beforeId === undefined ? undefined : lt(services.id, window.beforeId),
      ),
    )
    .orderBy(desc(services.id))
    .limit(window.limit)
    .offset(window.beforeId === undefined ? window.offset : 0);
}

/**
 * Where this turn of the featured rotation starts: the featured listing at `slot` modulo their
 * number, in id order; null when none matches. Each featured listing leads in turn.
 */
export async function featuredPivot(db: Database, where: ListingWhere, slot: number) {
  const matching = and(...conditions(where), isFeatured(where.now));
  const total = await db.$count(services, matching);
  if (total === 0) return { pivot: null, total };
  const [row] = await db
    .select({ id: services.id })
    .from(services)
    .where(matching)
    .orderBy(asc(services.id))
    .limit(1)
    .offset(slot % total);
  return { pivot: row?.id ?? null, total };
}

/** Position in the rotation: 0 from the pivot on, 1 for those before it (they come after). */
const wrapped = (pivot: number) => sql<number>`(${services.id} < ${pivot})`;

/** Featured listings in rotation order from `pivot`, continuing after `after` (keyset). */
export async function listFeatured(
  db: Database,
  where: ListingWhere,
  pivot: number,
  after: { wrapped: number; id: number } | null,
  limit: number,
  offset = 0,
): Promise<ListingRow[]> {
  const turn = wrapped(pivot);
  const continuing = after
    ? or(gt(turn, after.wrapped), and(eq(turn, after.wrapped), gt(services.id, after.id)))
    : undefined;
  return db
    .select()
    .from(services)
    .where(and(...conditions(where), isFeatured(where.now), continuing))
    .orderBy(turn, asc(services.id))
    .limit(limit)
    .offset(offset);
}

/** The rating order's key: the Bayesian score, listings without reviews last. */
export const score = sql<number>`coalesce(${services.ratingScore}, 0)`;

/** What a chosen order sorts by, and which way; ties go by id the same way. */
export type SortKey = 'rating' | 'price-asc' | 'price-desc' | 'newest';
const SORT_VALUE: Record<SortKey, SQL<number>> = {
  rating: score,
  'price-asc': sql<number>`coalesce(${services.minPrice}, 0)`,
  'price-desc': sql<number>`coalesce(${services.minPrice}, 0)`,
  newest: sql<number>`${services.id}`,
};
export const sortValueOf = (row: ListingRow, key: SortKey) =>
  key === 'rating' ? (row.ratingScore ?? 0) : key === 'newest' ? row.id : (row.minPrice ?? 0);

/** Listings in the visitor's chosen order, by keyset on (value, id): nothing is featured. */
export async function listSorted(
  db: Database,
  where: ListingWhere,
  key: SortKey,
  window: { limit: number; offset: number; after?: { value: number; id: number } },
): Promise<ListingRow[]> {
  const after = window.after;
  const value = SORT_VALUE[key];
  const ascending = key === 'price-asc';
  const [beyond, order] = ascending ? [gt, asc] : [lt, desc];
  return db
    .select()
    .from(services)
    .where(
      and(
        ...conditions(where),
        after ? or(beyond(value, after.value), and(eq(value, after.value), beyond(services.id, after.id))) : undefined,
      ),
    )
    .orderBy(order(value), order(services.id))
    .limit(window.limit)
    .offset(after ? 0 : window.offset);
}

export async function findService(db: Queries, id: number): Promise<ListingRow | undefined> {
  return db.query.services.findFirst({ where: eq(services.id, id) });
}

/** Rows of many listings, grouped by listing, in the order read. */
function byServiceId<T extends { serviceId: number }>(rows: T[]): Map<number, T[]> {
  const grouped = new Map<number, T[]>();
  for (const row of rows) grouped.set(row.serviceId, [...(grouped.get(row.serviceId) ?? []), row]);
  return grouped;
}

/** The media of many listings at once, in their order, by listing. */
export async function mediaOf(db: Database, serviceIds: number[]): Promise<Map<number, MediaRow[]>> {
  if (serviceIds.length === 0) return new Map();
  return byServiceId(
    await db.select().from(media).where(inArray(media.serviceId, serviceIds)).orderBy(media.serviceId, media.position),
  );
}

/** Where a seller hears of their bookings: their account's e-mail and phone. */
export const findSellerContact = (db: Queries, sellerId: string) =>
  db.query.users.findFirst({
    where: eq(users.id, sellerId),
    columns: { id: true, email: true, phoneNumber: true },
  });

export async function findSeller(db: Database, sellerId: string) {
  return db.query.users.findFirst({
    where: eq(users.id, sellerId),
    columns: { id: true, userName: true, email: true, createdAt: true, ratingCount: true, ratingSum: true },
  });
}

export async function otherListingsOf(db: Database, sellerId: string, exceptId: number, limit: number, now: number) {
  return db
    .select()
    .from(services)
    .where(and(eq(services.sellerId, sellerId), ne(services.id, exceptId), isLive(now)))
    .orderBy(desc(services.id))
    .limit(limit);
}

/** How many public listings a seller has: counted, never read off a capped list. */
export async function countListingsOf(db: Database, sellerId: string, now: number): Promise<number> {
  return db.$count(services, and(eq(services.sellerId, sellerId), isLive(now)));
}

export async function similarTo(db: Database, service: ListingRow, limit: number, now: number) {
  return db
    .select()
    .from(services)
    .where(
      and(
        eq(services.category, service.category),
        eq(services.subcategory, service.subcategory),
        ne(services.id, service.id),
        isLive(now),
      ),
    )
    .orderBy(desc(services.id))
    .limit(limit);
}

export const countListings = (db: Database, now: number) => db.$count(services, isLive(now));

/** Ids and last changes of public listings, newest first: one sitemap file's worth. */
export const listingsForSitemap = (db: Database, window: Window, now: number) =>
  db
    .select({ id: services.id, updatedAt: services.updatedAt })
    .from(services)
    .where(isLive(now))
    .orderBy(desc(services.id))
    .limit(window.limit)
    .offset(window.offset);

/** A seller's live listings, oldest first: what one visit may hold. */
export const liveListingsOfSeller = (db: Database, sellerId: string, now: number, limit: number) =>
  db
    .select({
      id: services.id,
      name: services.name,
      depositType: services.depositType,
      depositValue: services.depositValue,
    })
    .from(services)
    .where(and(eq(services.sellerId, sellerId), isLive(now)))
    .orderBy(services.id)
    .limit(limit);

/** Listings by id, whatever their state (favourites show lapsed ones as such). */
export const findServices = (db: Database, ids: number[]) =>
  ids.length ? db.select().from(services).where(inArray(services.id, ids)) : Promise.resolve([]);

export type OptionRow = typeof serviceOptions.$inferSelect;

/** A seller's most recently posted listing, public or not: where a new one's fields start from. */
export const latestListingOf = (db: Database, sellerId: string) =>
  db.query.services.findFirst({ where: eq(services.sellerId, sellerId), orderBy: desc(services.id) });

/** A listing's price options in their order. */
export const optionsOf = (db: Database, serviceId: number) =>
  db.select().from(serviceOptions).where(eq(serviceOptions.serviceId, serviceId)).orderBy(asc(serviceOptions.position));

/** One option of a listing, or its first when no id is given; undefined when it is not the listing's. */
export async function optionOf(db: Database, serviceId: number, optionId?: number): Promise<OptionRow | undefined> {
  const [row] = await db
    .select()
    .from(serviceOptions)
    .where(
      and(
        eq(serviceOptions.serviceId, serviceId),
        optionId === undefined ? undefined : eq(serviceOptions.id, optionId),
      ),
    )
    .orderBy(asc(serviceOptions.position))
    .limit(1);
  return row;
}

/** The options of many listings at once, in their order, by listing. */
export async function optionsOfMany(db: Database, serviceIds: number[]): Promise<Map<number, OptionRow[]>> {
  if (serviceIds.length === 0) return new Map();
  return byServiceId(
    await db
      .select()
      .from(serviceOptions)
      .where(inArray(serviceOptions.serviceId, serviceIds))
      .orderBy(serviceOptions.serviceId, serviceOptions.position),
  );
}

/** The catalogue's version: one row the database's triggers bump on every change to a listing (decision 019). */
export const catalogueVersionOf = async (db: Database) =>
  (await db.select({ version: catalogueVersion.version }).from(catalogueVersion).where(eq(catalogueVersion.id, 1)))[0]
    ?.version ?? 0;
