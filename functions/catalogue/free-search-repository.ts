/**
 * The candidates of a search by free time (decision 041): live listings that pass the catalogue's
 * filters and whose seller's day has a free span the listing's option fits in, starting within
 * the window, for one of its chairs. A day whose spans are stale or not worked out yet does not
 * narrow anything, so the candidates are never fewer than the listings with a free start; the
 * caller asks freeSlots for the exact starts. Keyset-paged by (key, id) in the order asked.
 *
 * Reading stops as soon as a page's worth is found wherever the order allows: the earliest first
 * reads the listings free from the window's start in id order (most of them), then the rest by
 * their first fit; the nearest reads place by place; price and rating walk their indexes.
 */
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#functions/db/client';
import { services, serviceOptions } from '#functions/db/schema/catalogue';
import { freeDays, freeSpans } from '#functions/db/schema/free-time';
import { memberServices, teamMembers } from '#functions/db/schema/team';
import type { FreeSort } from '#shared/free-search';
import type { RuledListing } from '#functions/scheduling/slots';
import { conditions, score, type ListingWhere } from './repository';

/** What of a listing its slots depend on besides its option: its deposit, own rules and home visits. */
const RULED = sql.raw(
  'l.depositType, l.depositValue, l.noticeMinutes, l.bufferBeforeMinutes, l.bufferAfterMinutes, l.horizonDays, l.homeVisits, l.travelMinutes',
);

export interface Candidate extends RuledListing {
  id: number;
  sellerId: string;
  depositType: string | null;
  depositValue: number | null;
  optionName: string;
  durationMinutes: number;
  /** The order's key: minutes, metres, shillings or the rating's score. */
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
  /** Whether the date is within the days free spans are kept for (else none are trusted). */
  spansKept: boolean;
}

type After = { key: number; id: number } | null;

/** Whether a listing has active members (a team's listing): then their chairs count, else the seller's (member 0). */
const hasTeam = sql`EXISTS (SELECT 1 FROM ${memberServices}
    JOIN ${teamMembers} ON ${teamMembers.id} = ${memberServices.memberId} AND ${teamMembers.active} = 1
    WHERE ${memberServices.serviceId} = ${services.id})`;

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
  const start = sql`max(sp.opens, ${from})`;
  // A chair of the listing: one of its members who does it (a member no longer active has no
  // spans), or the seller for a listing without a team.
  const chair = sql`CASE WHEN l.team THEN EXISTS (SELECT 1 FROM ${memberServices} ms
      WHERE ms.member_id = sp.member_id AND ms.service_id = l.id) ELSE sp.member_id = 0 END`;
  const spans = sql`FROM ${freeSpans} sp WHERE sp.seller_id = l.sellerId AND sp.date = ${date} AND ${chair}`;
  const option = sql`(SELECT o2.id FROM ${serviceOptions} o2 WHERE o2.service_id = ${services.id}
      ${where.option ? sql`AND lower(o2.name) = lower(${where.option})` : sql``} ORDER BY o2.position LIMIT 1)`;
  const filters = [
    ...conditions(where),
    where.words
      ? sql`${services.id} IN (SELECT rowid FROM services_fts WHERE services_fts MATCH ${where.words})`
      : undefined,
    where.places ? sql`${services.place} IN ${where.places.map((place) => place.key)}` : undefined,
    where.atHome && where.places ? reaches(where.places) : undefined,
  ].filter((part): part is SQL => part !== undefined);
  return {
    /** Stale or missing: the day narrows nothing. */
    unknown: sql`NOT EXISTS (SELECT 1 FROM ${freeDays} fd WHERE fd.seller_id = l.sellerId AND fd.date = ${date} AND fd.stale = 0)`,
    /** A span the option fits in from the window's start. */
    fitsAtStart: sql`EXISTS (SELECT 1 ${spans} AND sp.opens <= ${from} AND ${from} + l.durationMinutes <= sp.closes)`,
    /** Where the first span the option fits in, starting within the window, starts; null for none. */
    firstFit: sql`(SELECT min(${start}) ${spans} AND ${start} < ${to} AND ${start} + l.durationMinutes <= sp.closes)`,
    /** The listings passing the catalogue's filters, each with its option, `given` as its key. */
    listings: (given: SQL, extra?: SQL) => sql`(
      SELECT ${services.id} AS id, ${services.sellerId} AS sellerId, ${services.depositType} AS depositType,
             ${services.depositValue} AS depositValue, ${services.noticeMinutes} AS noticeMinutes,
             ${services.bufferBeforeMinutes} AS bufferBeforeMinutes, ${services.bufferAfterMinutes} AS bufferAfterMinutes,
             ${services.horizonDays} AS horizonDays, ${services.homeVisits} AS homeVisits,
             ${services.travelMinutes} AS travelMinutes, o.name AS optionName,
             o.duration_minutes AS durationMinutes, ${given} AS given_key, ${hasTeam} AS team
      FROM ${services} JOIN ${serviceOptions} o ON o.id = ${option}
      WHERE ${sql.join(extra ? [...filters, extra] : filters, sql` AND `)}) AS l`,
  };
}

const rowsOf = async (db: Database, query: SQL): Promise<Candidate[]> =>
  (await db.all<Omit<Candidate, 'key'> & { sort_key: number }>(query)).map(({ sort_key, ...row }) => ({
    ...row,
    key: Number(sort_key),
  }));

const afterKey = (key: SQL, after: After) =>
  after ? sql`AND (${key} > ${after.key} OR (${key} = ${after.key} AND l.id > ${after.id}))` : sql``;

/** Candidates in a fixed key's tier, in id order: a read that stops at `limit`. */
const tier = (db: Database, where: FreeWhere, key: number, extra: SQL | undefined, after: After, limit: number) => {
  const parts = partsOf(where);
  return rowsOf(
    db,
    sql`SELECT l.id, l.sellerId, ${RULED}, l.optionName, l.durationMinutes, ${key} AS sort_key
        FROM ${parts.listings(sql`${key}`, extra)}
        WHERE (${parts.unknown} OR ${parts.firstFit} IS NOT NULL) ${after && after.key === key ? sql`AND l.id > ${after.id}` : sql``}
        ORDER BY l.id LIMIT ${limit}`,
  );
};

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
      const placeOnly = sql`${services.place} = ${place.key}`;
      found.push(...(await tier(db, where, place.metres, placeOnly, after, limit - found.length)));
    }
    return found;
  }
  if (sort === 'earliest') return earliest(db, where, after, limit);
  // Price (cheapest first) and rating (best first) walk their expression indexes and stop at `limit`.
  const [value, beyond, order] =
    sort === 'price' ? [sql`coalesce(${services.minPrice}, 0)`, sql`>`, sql`ASC`] : [score, sql`<`, sql`DESC`];
  const cut = after
    ? sql`AND (${value} ${beyond} ${after.key} OR (${value} = ${after.key} AND ${services.id} ${beyond} ${after.id}))`
    : sql``;
  return rowsOf(
    db,
    sql`SELECT l.id, l.sellerId, ${RULED}, l.optionName, l.durationMinutes, l.given_key AS sort_key
        FROM ${parts.listings(value, sql`1 ${cut}`)}
        WHERE ${parts.unknown} OR ${parts.firstFit} IS NOT NULL
        ORDER BY l.given_key ${order}, l.id ${order} LIMIT ${limit}`,
  );
}

/**
 * The earliest first, tier by tier: the first fits the spans of the day offer (the window's start
 * for a day not worked out), ascending, and in each the listings whose first fit it is, by id,
 * read from the sellers whose spans start there. A page stops at the first tiers it fills.
 */
async function earliest(db: Database, where: FreeWhere, after: After, limit: number): Promise<Candidate[]> {
  const { date, from, to } = where;
  if (!where.spansKept) return everyListing(db, where, after, limit);
  const parts = partsOf(where);
  const starts = await db.all<{ k: number }>(
    sql`SELECT DISTINCT max(opens, ${from}) AS k FROM ${freeSpans}
        WHERE date = ${date} AND opens < ${to} AND closes > ${from} ORDER BY k`,
  );
  const keys = [...new Set([from, ...starts.map((row) => Number(row.k))])].filter(
    (k) => k < to && (!after || k >= after.key),
  );
  const found: Candidate[] = [];
  for (const key of keys) {
    const sellers =
      key === from
        ? sql`(SELECT seller_id FROM ${freeSpans} WHERE date = ${date} AND opens <= ${from}
               UNION SELECT seller_id FROM ${freeDays} WHERE date = ${date} AND stale = 1)`
        : sql`(SELECT seller_id FROM ${freeSpans} WHERE date = ${date} AND opens = ${key})`;
    const inTier =
      key === from
        ? sql`(${parts.unknown} OR ${parts.fitsAtStart})`
        : sql`(NOT ${parts.unknown} AND ${parts.firstFit} = ${key})`;
    found.push(
      ...(await rowsOf(
        db,
        sql`SELECT l.id, l.sellerId, ${RULED}, l.optionName, l.durationMinutes, ${key} AS sort_key
            FROM ${parts.listings(sql`0`, sql`${services.sellerId} IN ${sellers}`)}
            WHERE ${inTier} ${after && after.key === key ? sql`AND l.id > ${after.id}` : sql``}
            ORDER BY l.id LIMIT ${limit - found.length}`,
      )),
    );
    if (found.length >= limit) break;
  }
  return found;
}

/** The earliest first past the days spans are kept for: every listing weighed (slower, as exact). */
async function everyListing(db: Database, where: FreeWhere, after: After, limit: number): Promise<Candidate[]> {
  const parts = partsOf(where);
  // Free from the window's start (or a day not worked out): the key is the start, by id.
  const first =
    after && after.key > where.from
      ? []
      : await rowsOf(
          db,
          sql`SELECT l.id, l.sellerId, ${RULED}, l.optionName, l.durationMinutes, ${where.from} AS sort_key
              FROM ${parts.listings(sql`0`)}
              WHERE (${parts.unknown} OR ${parts.fitsAtStart}) ${after ? sql`AND l.id > ${after.id}` : sql``}
              ORDER BY l.id LIMIT ${limit}`,
        );
  if (first.length === limit) return first;
  const later = await rowsOf(
    db,
    sql`SELECT l.id, l.sellerId, ${RULED}, l.optionName, l.durationMinutes, fit AS sort_key FROM (
          SELECT l.*, ${parts.firstFit} AS fit FROM ${parts.listings(sql`0`)}
          WHERE NOT ${parts.unknown} AND NOT ${parts.fitsAtStart}) AS l
        WHERE fit IS NOT NULL ${after && after.key > where.from ? afterKey(sql`fit`, after) : sql``}
        ORDER BY fit, id LIMIT ${limit - first.length}`,
  );
  return [...first, ...later];
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
