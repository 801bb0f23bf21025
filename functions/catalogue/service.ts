import { CATEGORIES, findCategory, findSubcategory, parseSubcategoryPath } from '#shared/categories';
import type { ListingFilter, Paging } from '#shared/catalogue-query';
import { townOf } from '#shared/locations';
import { BOOKING_MESSAGES } from '#shared/booking-messages';
import type { Database } from '#functions/db/client';
import { z } from 'zod';
import { decodeCursor, encodeCursor, position } from '#functions/api/cursor';
import { Refusal } from '#functions/platform/refusal';
import { parseId } from '#functions/api/ids';
import type { Page } from '#functions/api/pagination';
import * as repo from './repository';
import { searchServices } from './search-repository';
import { rankedTerms, searchTerms, toFtsQuery } from './search-query';
import { openOnDay } from './open-on-day';
import { toListing, type Listing } from './listing';

/** Maps request filters (slugs, earlier client ids, subcategory paths, free-text towns) to stored values. */
export function resolveFilter(filter: ListingFilter, now = Date.now()): repo.ListingWhere {
  if (filter.minPrice !== undefined && filter.maxPrice !== undefined && filter.maxPrice < filter.minPrice) {
    throw new Refusal('invalid', 'api.maxBelowMin');
  }
  const where: repo.ListingWhere = {
    now,
    minPrice: filter.minPrice,
    maxPrice: filter.maxPrice,
    minRating: filter.minRating,
  };
  if (filter.location) where.town = townOf(filter.location);
  if (filter.subcategory?.includes('/')) {
    const parsed = parseSubcategoryPath(filter.subcategory);
    if (!parsed) throw new Refusal('not-found', 'api.unknownSubcategory');
    where.category = parsed.category.id;
    where.subcategory = parsed.subcategory.slug;
    return where;
  }
  if (filter.category) {
    const category = findCategory(filter.category);
    if (!category) throw new Refusal('not-found', 'api.unknownCategory');
    where.category = category.id;
    if (filter.subcategory) {
      const subcategory = findSubcategory(category, filter.subcategory);
      if (!subcategory) throw new Refusal('not-found', 'api.unknownSubcategory');
      where.subcategory = subcategory.slug;
    }
  } else if (filter.subcategory) {
    throw new Refusal('invalid', 'api.subcategoryNeedsCategory');
  }
  return where;
}

/** Listings as the API shows them: each row with its media, in one query for all. */
export async function listingsWithMedia(db: Database, rows: repo.ListingRow[]): Promise<Listing[]> {
  const ids = rows.map((row) => row.id);
  const [media, options] = await Promise.all([repo.mediaOf(db, ids), repo.optionsOfMany(db, ids)]);
  return rows.map((row) => toListing(row, media.get(row.id) ?? [], Date.now(), options.get(row.id) ?? []));
}

export const listingOf = async (db: Database, row: repo.ListingRow) => (await listingsWithMedia(db, [row]))[0]!;

/** The featured rotation turns this often; a page and the pages after it keep one turn (the cursor holds it). */
export const ROTATION_MS = 10 * 60_000;
export const rotationSlot = (now: number) => Math.floor(now / ROTATION_MS);

// Past the featured listings, a cursor names the last listing seen; among them, the rotation's
// start and the last position in it.
const BrowseCursor = z.union([
  z.object({ before: position, page: position }),
  z.object({ pivot: position, wrapped: z.number().int().min(0).max(1), after: position, page: position }),
]);
const SearchCursor = z.object({ offset: position, page: position });
const SortCursor = z.object({ value: z.number().min(0), id: position, page: position });

type Start = z.infer<typeof BrowseCursor> | { offset: number };

/**
 * Featured listings first, in turn (each leads the list once every few turns), then the rest
 * newest first. Reads one more row than asked to know whether another page follows.
 */
async function featuredFirst(db: Database, where: repo.ListingWhere, limit: number, start: Start) {
  const want = limit + 1;
  let featured: repo.ListingRow[] = [];
  let pivot: number | null = null;
  let featuredTotal = 0;
  if ('pivot' in start) {
    pivot = start.pivot;
    featured = await repo.listFeatured(db, where, pivot, { wrapped: start.wrapped, id: start.after }, want);
  } else if (!('before' in start)) {
    ({ pivot, total: featuredTotal } = await repo.featuredPivot(db, where, rotationSlot(where.now)));
    if (pivot !== null && start.offset < featuredTotal) {
      featured = await repo.listFeatured(db, where, pivot, null, want, start.offset);
    }
  }
  const restWindow =
    'before' in start
      ? { limit: want, offset: 0, beforeId: start.before }
      : { limit: want - featured.length, offset: 'offset' in start ? Math.max(0, start.offset - featuredTotal) : 0 };
  const rest = featured.length < want ? await repo.listServices(db, where, restWindow, true) : [];
  const rows = [...featured, ...rest];
  const cursorAfter = (last: repo.ListingRow, page: number) =>
    pivot !== null && featured.includes(last)
      ? encodeCursor({ pivot, wrapped: last.id < pivot ? 1 : 0, after: last.id, page })
      : encodeCursor({ before: last.id, page });
  return { rows, cursorAfter };
}

const offsetOf = (paging: Paging) => (paging.page - 1) * paging.limit;

async function pageOf(
  db: Database,
  paging: Paging,
  rows: repo.ListingRow[],
  cursorAfter: (last: repo.ListingRow, page: number) => string,
  page: number,
): Promise<Page<Listing>> {
  const hasMore = rows.length > paging.limit;
  const shown = rows.slice(0, paging.limit);
  const next = hasMore ? cursorAfter(shown.at(-1)!, page + 1) : null;
  return { items: await listingsWithMedia(db, shown), page, hasMore, next };
}

/** The visitor's chosen order, by keyset on (value, id): the visitor chose, so nothing is featured. */
async function browseSorted(db: Database, where: repo.ListingWhere, paging: Paging, key: repo.SortKey) {
  const from = paging.cursor ? decodeCursor(paging.cursor, SortCursor) : null;
  const rows = await repo.listSorted(db, where, key, {
    limit: paging.limit + 1,
    offset: offsetOf(paging),
    after: from ? { value: from.value, id: from.id } : undefined,
  });
  const cursorAfter = (last: repo.ListingRow, page: number) =>
    encodeCursor({ value: repo.sortValueOf(last, key), id: last.id, page });
  return pageOf(db, paging, rows, cursorAfter, from?.page ?? paging.page);
}

/** Featured first, then newest first by keyset: a cursor names where the next page starts. */
export async function browse(
  db: Database,
  filter: ListingFilter,
  paging: Paging,
  now = Date.now(),
): Promise<Page<Listing>> {
  if (filter.day) {
    const { day, ...rest } = filter;
    return openOnDay(db, day, paging, now, (window) => browse(db, rest, window, now));
  }
  const where = resolveFilter(filter, now);
  if (filter.sort && filter.sort !== 'recommended') return browseSorted(db, where, paging, filter.sort);
  const from = paging.cursor ? decodeCursor(paging.cursor, BrowseCursor) : null;
  const { rows, cursorAfter } = await featuredFirst(db, where, paging.limit, from ?? { offset: offsetOf(paging) });
  return pageOf(db, paging, rows, cursorAfter, from?.page ?? paging.page);
}

/** Ranked search, with how many listings match (up to COUNT_CAP, then "1,000+"). */
export async function search(
  db: Database,
  query: string,
  filter: ListingFilter,
  paging: Paging,
  now = Date.now(),
  /** Places nearest first (keys): their listings come first, unless the visitor chose an order. */
  near?: readonly string[],
): Promise<Page<Listing> & { total: number | null }> {
  if (filter.day) {
    // Counting the open ones would read every match: the page shows no count with this filter.
    const { day, ...rest } = filter;
    return {
      ...(await openOnDay(db, day, paging, now, (window) => search(db, query, rest, window, now, near))),
      total: null,
    };
  }
  const where = resolveFilter(filter, now);
  const fts = toFtsQuery(query);
  if (!fts) return { items: [], page: paging.page, hasMore: false, next: null, total: 0 };
  // Ranked results have no stable key to continue from, so their cursor carries the offset.
  const from = paging.cursor ? decodeCursor(paging.cursor, SearchCursor) : null;
  const offset = from ? from.offset : offsetOf(paging);
  const sort = filter.sort === 'recommended' ? undefined : filter.sort;
  const window = { limit: paging.limit + 1, offset };
  const { rows, total } = await searchServices(db, fts, rankedTerms(searchTerms(query)), where, window, sort, near);
  const cursorAfter = (_last: repo.ListingRow, page: number) => encodeCursor({ offset: offset + paging.limit, page });
  return { ...(await pageOf(db, paging, rows, cursorAfter, from?.page ?? paging.page)), total };
}

/** A few listings to offer when a search finds nothing: featured first, then the newest. */
export async function popularListings(db: Database, where: repo.ListingWhere, limit: number) {
  const { rows } = await featuredFirst(db, where, limit, { offset: 0 });
  return listingsWithMedia(db, rows.slice(0, limit));
}

/** A section opens on a listing people have reviewed, where one is among those shown; the rest keep their order. */
function reviewedFirst<Row extends { ratingCount: number }>(rows: Row[]): Row[] {
  const reviewed = rows.findIndex((row) => row.ratingCount > 0);
  return reviewed <= 0 ? rows : [rows[reviewed]!, ...rows.filter((_, index) => index !== reviewed)];
}

/** The landing page: a few listings of every category (featured first, then the newest), in the catalogue's order. */
export async function previewByCategory(db: Database, perCategory: number, now = Date.now()) {
  return Promise.all(
    CATEGORIES.map(async (category) => {
      const { rows } = await featuredFirst(db, { now, category: category.id }, perCategory, { offset: 0 });
      return { category, listings: await listingsWithMedia(db, reviewedFirst(rows.slice(0, perCategory))) };
    }),
  );
}

export interface ServiceDetail {
  listing: Listing;
  seller: {
    id: string;
    name: string;
    memberSince: string;
    listingCount: number;
    /** Across all their listings, from visible reviews; null without any. */
    rating: number | null;
    reviewCount: number;
  } | null;
  sellerListings: Listing[];
  similar: Listing[];
}

/** Whether the public may see a listing now: its seller's package is paid. */
export const isPublic = (row: Pick<repo.ListingRow, 'liveUntil'>, now: number) => (row.liveUntil ?? 0) > now;

/** A listing that can be booked (public: not while the seller's package is unpaid or run out), or 404. */
export async function listingOrThrow(db: Database, rawId: string | number, now = Date.now()) {
  const id = parseId(String(rawId));
  const listing = id === undefined ? undefined : await repo.findService(db, id);
  if (!listing || !isPublic(listing, now)) throw new Refusal('not-found', BOOKING_MESSAGES.serviceNotFound);
  return listing;
}

/**
 * A listing's page. One that is not public (its seller's package unpaid or run out) is a 404 for
 * everyone but its seller, who sees it as it will look (`live` false).
 */
export async function getServiceDetail(
  db: Database,
  rawId: string,
  viewerId: string | null = null,
  now = Date.now(),
): Promise<ServiceDetail & { live: boolean }> {
  const id = parseId(rawId);
  const row = id === undefined ? undefined : await repo.findService(db, id);
  const live = row ? isPublic(row, now) : false;
  if (!row || (!live && row.sellerId !== viewerId)) throw new Refusal('not-found', 'bookingMessages.serviceNotFound');
  const [seller, listingCount, sellerRows, similarRows] = await Promise.all([
    repo.findSeller(db, row.sellerId),
    repo.countListingsOf(db, row.sellerId, now),
    repo.otherListingsOf(db, row.sellerId, row.id, 4, now),
    repo.similarTo(db, row, 4, now),
  ]);
  const [[listing], sellerListings, similar] = await Promise.all([
    listingsWithMedia(db, [row]),
    listingsWithMedia(db, sellerRows),
    listingsWithMedia(db, similarRows),
  ]);
  return {
    listing: listing!,
    seller: seller
      ? {
          id: seller.id,
          name: seller.userName,
          memberSince: seller.createdAt.toISOString(),
          listingCount,
          rating: seller.ratingCount ? Math.round((seller.ratingSum / seller.ratingCount) * 10) / 10 : null,
          reviewCount: seller.ratingCount,
        }
      : null,
    sellerListings,
    similar,
    live,
  };
}
