/**
 * The candidates of a search by free time (decision 041): live listings that pass the catalogue's
 * filters and have a free fit (free_fits) their option fits in, starting within the window, on
 * the day. A seller day not worked out since it changed (stale) narrows nothing: its listings are
 * all candidates, so the candidates are never fewer than the listings with a free start; the
 * caller asks freeSlots for the exact starts. Keyset-paged by (key, id) in the order asked.
 *
 * The earliest first orders by where the first fit opens (the listings of stale days before
 * them). A search whose filters let many listings through walks the fits' index in that order and
 * stops when a page is full; one that lets few through weighs each of them. The nearest reads
 * place by place; price and rating walk their indexes.
 */
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#functions/db/client';
import { services, serviceOptions } from '#functions/db/schema/catalogue';
import { freeDays, freeFits } from '#functions/db/schema/free-time';
import type { FreeSort } from '#shared/free-search';
import type { RuledListing } from '#functions/scheduling/slots';
import { conditions, score, type ListingWhere } from './repository';

/** Past this many listings through the filters, the earliest first walks the fits instead of weighing each. */
export const WALK_AT = 1500;

export interface Candidate extends RuledListing {
  id: number;
  sellerId: string;
  depositType: string | null;
  depositValue: number | null;
  optionName: string;
  durationMinutes: number;
  /** The order's key: minutes (-1 for a stale day), metres, shillings or the rating's score. */
  key: number;
}

export interface FreeWhere extends ListingWhere {
  date: string;
  from: number;
  to: number;
  /** An FTS expression (toFtsQuery) the listing must match. */
  words?: string | null;
  /** The places searched and how far each is, in metres, nearest first (near a point or an area). */
  places?: ReadonlyArray<{ key: string; metres: number }>;
  /** Visits at the client's place, at the point `places` are measured from: listings whose area reaches it. */
  atHome?: boolean;
  option?: string;
  /** Whether the date is within the days fits are kept for (else every listing is a candidate). */
  spansKept: boolean;
  /** Whether fewer than WALK_AT listings pass the filters (throughFilters): each is weighed and sorted, not read in an index's order. */
  few: boolean;
}

type After = { key: number; id: number } | null;

/** Listings that come to the client's place and whose area reaches it: each place's distance against the radius. */
const reaches = (places: ReadonlyArray<{ key: string; metres: number }>) =>
  sql`${services.homeVisits} IS NOT NULL AND ${services.homeRadiusKm} * 1000 >= CASE ${services.place}
      ${sql.join(
        places.map((place) => sql`WHEN ${place.key} THEN ${place.metres}`),
        sql` `,
      )} END`;

/** The pieces every query shares, for one search. */
function partsOf(where: FreeWhere) {
  const { date, from, to } = where;
  const option = sql`(SELECT o2.id FROM ${serviceOptions} o2 WHERE o2.service_id = ${services.id}
      ${where.option ? sql`AND lower(o2.name) = lower(${where.option})` : sql``} ORDER BY o2.position LIMIT 1)`;
  const filters = [
    ...conditions(where, { byPrice: false }),
    where.words
      ? sql`${services.id} IN (SELECT rowid FROM services_fts WHERE services_fts MATCH ${where.words})`
      : undefined,
    where.places ? sql`${services.place} IN ${where.places.map((place) => place.key)}` : undefined,
    where.atHome && where.places ? reaches(where.places) : undefined,
  ].filter((part): part is SQL => part !== undefined);
  /** A fit of the day (alias `f`) the option fits in from a start within the window: the first option's latest start, or the named option's length. */
  const fits = (f: string) => {
    const start = sql`max(${sql.raw(f)}.opens, ${from})`;
    return where.option
      ? sql`${sql.raw(f)}.date = ${date} AND ${start} < ${to} AND ${start} + o.duration_minutes <= ${sql.raw(f)}.closes`
      : sql`${sql.raw(f)}.date = ${date} AND ${sql.raw(f)}.opens < ${to} AND ${sql.raw(f)}.latest >= ${start}`;
  };
  /** The sellers whose day is stale. */
  const stale = sql`(SELECT fd.seller_id FROM ${freeDays} fd WHERE fd.stale = 1 AND fd.date = ${date})`;
  return {
    fits,
    stale,
    /** Where the listing's first fit opens; null for none. */
    firstFit: sql`(SELECT min(f.opens) FROM ${freeFits} f WHERE f.service_id = ${services.id} AND ${fits('f')})`,
    /** The columns of a candidate, then FROM the listings with their option, and WHERE the filters hold. */
    select: (key: SQL) => sql`SELECT ${services.id} AS id, ${services.sellerId} AS sellerId,
        ${services.depositType} AS depositType, ${services.depositValue} AS depositValue,
        ${services.noticeMinutes} AS noticeMinutes, ${services.bufferBeforeMinutes} AS bufferBeforeMinutes,
        ${services.bufferAfterMinutes} AS bufferAfterMinutes, ${services.horizonDays} AS horizonDays,
        ${services.homeVisits} AS homeVisits, ${services.travelMinutes} AS travelMinutes,
        o.name AS optionName, o.duration_minutes AS durationMinutes, ${key} AS sort_key`,
    listings: sql`${services} JOIN ${serviceOptions} o ON o.id = ${option}`,
    filters: sql.join(filters, sql` AND `),
    /** Free that day as far as its fits tell, or its day not worked out: a candidate. */
    free: where.spansKept
      ? sql`(${services.sellerId} IN ${stale}
          OR EXISTS (SELECT 1 FROM ${freeFits} f WHERE f.service_id = ${services.id} AND ${fits('f')}))`
      : sql`1`,
  };
}

const rowsOf = async (db: Database, query: SQL): Promise<Candidate[]> =>
  (await db.all<Omit<Candidate, 'key'> & { sort_key: number }>(query)).map(({ sort_key, ...row }) => ({
    ...row,
    key: Number(sort_key),
  }));

/** Candidates in a fixed key's tier (`only` narrowing them further), in id order: a read that stops at `limit`. */
function tier(db: Database, where: FreeWhere, key: number, only: SQL, after: After, limit: number) {
  const parts = partsOf(where);
  return rowsOf(
    db,
    sql`${parts.select(sql`${key}`)} FROM ${parts.listings}
        WHERE ${parts.filters} AND ${only} ${after && after.key === key ? sql`AND ${services.id} > ${after.id}` : sql``}
        ORDER BY ${services.id} LIMIT ${limit}`,
  );
}

export async function freeCandidates(
  db: Database,
  where: FreeWhere,
  sort: FreeSort,
  after: After,
  limit: number,
): Promise<Candidate[]> {
  const parts = partsOf(where);
  if (sort === 'nearest' && where.places) {
    const found: Candidate[] = [];
    for (const place of where.places) {
      if (found.length >= limit) break;
      if (after && place.metres < after.key) continue;
      const only = sql`${services.place} = ${place.key} AND ${parts.free}`;
      found.push(...(await tier(db, where, place.metres, only, after, limit - found.length)));
    }
    return found;
  }
  if (sort === 'earliest') return earliest(db, where, after, limit);
  // Price (cheapest first) and rating (best first) walk their expression indexes and stop at
  // `limit`; with few listings through the filters, `+` keeps the read from walking the whole index.
  const [order, beyond, reached] = sort === 'price' ? [sql`ASC`, sql`>`, sql`>=`] : [sql`DESC`, sql`<`, sql`<=`];
  const key = sql`${where.few ? sql`+` : sql``}${sort === 'price' ? sql`coalesce(${services.minPrice}, 0)` : score}`;
  const cut = after
    ? sql`AND ${key} ${reached} ${after.key} AND (${key} ${beyond} ${after.key} OR ${services.id} ${beyond} ${after.id})`
    : sql``;
  return rowsOf(
    db,
    sql`${parts.select(key)} FROM ${parts.listings} WHERE ${parts.filters} AND ${parts.free} ${cut}
        ORDER BY ${key} ${order}, ${services.id} ${order} LIMIT ${limit}`,
  );
}

/** Whether fewer than WALK_AT listings pass the search's filters: asked once per search. */
export async function fewThroughFilters(db: Database, where: Omit<FreeWhere, 'few'>) {
  const [row] = await db.all<{ many: number }>(
    sql`SELECT count(*) AS many FROM (SELECT 1 FROM ${services} WHERE ${partsOf({ ...where, few: false }).filters} LIMIT ${WALK_AT})`,
  );
  return Number(row?.many ?? 0) < WALK_AT;
}

/** The earliest first: the listings of stale days (key -1), then by where the first fit opens. */
async function earliest(db: Database, where: FreeWhere, after: After, limit: number) {
  // Past the days fits are kept for, every listing is a candidate: the window's start, by id.
  if (!where.spansKept) return tier(db, where, where.from, sql`1`, after, limit);
  const parts = partsOf(where);
  const found =
    after && after.key > -1 ? [] : await tier(db, where, -1, sql`${services.sellerId} IN ${parts.stale}`, after, limit);
  if (found.length === limit) return found;
  const past = after && after.key > -1 ? after : null;
  return [...found, ...(await (where.few ? weighEach : walk)(db, where, past, limit - found.length))];
}

/** Few listings through the filters: each weighed by its first fit, in order. */
function weighEach(db: Database, where: FreeWhere, after: After, limit: number) {
  const parts = partsOf(where);
  return rowsOf(
    db,
    sql`SELECT * FROM (${parts.select(parts.firstFit)} FROM ${parts.listings}
          WHERE ${parts.filters} AND ${services.sellerId} NOT IN ${parts.stale})
        WHERE sort_key IS NOT NULL
          ${after ? sql`AND (sort_key > ${after.key} OR (sort_key = ${after.key} AND id > ${after.id}))` : sql``}
        ORDER BY sort_key, id LIMIT ${limit}`,
  );
}

/**
 * Many listings through the filters: the fits of the day in the order of their opening (the
 * index's), each taken when its listing passes the filters and it is the listing's first fit.
 * CROSS JOIN keeps the fits the outer loop, so the read stops at `limit`.
 */
function walk(db: Database, where: FreeWhere, after: After, limit: number) {
  const parts = partsOf(where);
  return rowsOf(
    db,
    sql`${parts.select(sql`f.opens`)} FROM ${freeFits} f CROSS JOIN ${parts.listings}
        WHERE ${parts.fits('f')}
          ${after ? sql`AND f.opens >= ${after.key} AND (f.opens > ${after.key} OR f.service_id > ${after.id})` : sql``}
          AND ${services.id} = f.service_id AND ${parts.filters} AND f.seller_id NOT IN ${parts.stale}
          AND NOT EXISTS (SELECT 1 FROM ${freeFits} e WHERE e.service_id = f.service_id AND e.opens < f.opens AND ${parts.fits('e')})
        ORDER BY f.opens, f.service_id LIMIT ${limit}`,
  );
}

/** What of several listings their slots depend on besides their options (decisions 042 and 043), by id. */
export async function rulesOfMany(db: Database, serviceIds: number[]) {
  if (serviceIds.length === 0) return new Map<number, never>();
  const rows = await db
    .select({
      id: services.id,
      noticeMinutes: services.noticeMinutes,
      bufferBeforeMinutes: services.bufferBeforeMinutes,
      bufferAfterMinutes: services.bufferAfterMinutes,
      horizonDays: services.horizonDays,
      homeVisits: services.homeVisits,
      travelMinutes: services.travelMinutes,
    })
    .from(services)
    .where(inArray(services.id, serviceIds));
  return new Map(rows.map(({ id, ...rules }) => [id, rules]));
}
