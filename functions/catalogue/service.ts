import { CATEGORIES, findCategory, findSubcategory, parseSubcategoryPath } from '#shared/categories';
import type { ListingFilter, Paging } from '#shared/catalogue-query';
import { townOf } from '#shared/locations';
import type { Database } from '#functions/db/client';
import { z } from 'zod';
import { decodeCursor, encodeCursor, position } from '#functions/api/cursor';
import { HttpError } from '#functions/api/http-error';
import { parseId } from '#functions/api/ids';
import type { Page } from '#functions/api/pagination';
import * as repo from './repository';
import { toFtsQuery } from './search-query';
import { toListing, type Listing } from './listing';

export type { Page };

/** Maps request filters (slugs, earlier client ids, subcategory paths, free-text towns) to stored values. */
export function resolveFilter(filter: ListingFilter): repo.ListingWhere {
  if (filter.minPrice !== undefined && filter.maxPrice !== undefined && filter.maxPrice < filter.minPrice) {
    throw new HttpError(400, 'Maximum price cannot be less than minimum price');
  }
  const where: repo.ListingWhere = { minPrice: filter.minPrice, maxPrice: filter.maxPrice };
  if (filter.location) where.town = townOf(filter.location);
  if (filter.subcategory?.includes('/')) {
    const parsed = parseSubcategoryPath(filter.subcategory);
    if (!parsed) throw new HttpError(404, 'Unknown subcategory');
    where.category = parsed.category.id;
    where.subcategory = parsed.subcategory.slug;
    return where;
  }
  if (filter.category) {
    const category = findCategory(filter.category);
    if (!category) throw new HttpError(404, 'Unknown category');
    where.category = category.id;
    if (filter.subcategory) {
      const subcategory = findSubcategory(category, filter.subcategory);
      if (!subcategory) throw new HttpError(404, 'Unknown subcategory');
      where.subcategory = subcategory.slug;
    }
  } else if (filter.subcategory) {
    throw new HttpError(400, 'A subcategory needs its category');
  }
  return where;
}

/** Listings as the API shows them: each row with its media, in one query for all. */
export async function listingsWithMedia(db: Database, rows: repo.ServiceRow[]): Promise<Listing[]> {
  const media = await repo.mediaOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toListing(row, media.get(row.id) ?? []));
}

export const listingOf = async (db: Database, row: repo.ServiceRow) => (await listingsWithMedia(db, [row]))[0]!;

const BrowseCursor = z.object({ before: position, page: position });
const SearchCursor = z.object({ offset: position, page: position });

/** Reads one more row than asked to know whether another page follows, without counting. */
async function paged(
  db: Database,
  paging: Paging,
  window: repo.Window,
  read: (window: repo.Window) => Promise<repo.ServiceRow[]>,
  nextCursor: (last: repo.ServiceRow, page: number) => string,
  page = paging.page,
): Promise<Page<Listing>> {
  const rows = await read({ ...window, limit: paging.limit + 1 });
  const hasMore = rows.length > paging.limit;
  const shown = rows.slice(0, paging.limit);
  const next = hasMore ? nextCursor(shown.at(-1)!, page + 1) : null;
  return { items: await listingsWithMedia(db, shown), page, hasMore, next };
}

const offsetOf = (paging: Paging) => (paging.page - 1) * paging.limit;

/** Newest first, by keyset: a cursor names the last listing seen. */
export function browse(db: Database, filter: ListingFilter, paging: Paging): Promise<Page<Listing>> {
  const where = resolveFilter(filter);
  const from = paging.cursor ? decodeCursor(paging.cursor, BrowseCursor) : null;
  const window = from ? { limit: 0, offset: 0, beforeId: from.before } : { limit: 0, offset: offsetOf(paging) };
  return paged(
    db,
    paging,
    window,
    (w) => repo.listServices(db, where, w),
    (last, page) => encodeCursor({ before: last.id, page }),
    from?.page,
  );
}

export async function search(
  db: Database,
  query: string,
  filter: ListingFilter,
  paging: Paging,
): Promise<Page<Listing>> {
  const where = resolveFilter(filter);
  const fts = toFtsQuery(query);
  if (!fts) return { items: [], page: paging.page, hasMore: false, next: null };
  // Ranked results have no stable key to continue from, so their cursor carries the offset.
  const from = paging.cursor ? decodeCursor(paging.cursor, SearchCursor) : null;
  const offset = from ? from.offset : offsetOf(paging);
  return paged(
    db,
    paging,
    { limit: 0, offset },
    (w) => repo.searchServices(db, fts, where, w),
    (_last, page) => encodeCursor({ offset: offset + paging.limit, page }),
    from?.page,
  );
}

/** The landing page: the newest few listings of every category, in the catalogue's order. */
export async function previewByCategory(db: Database, perCategory: number) {
  return Promise.all(
    CATEGORIES.map(async (category) => {
      const rows = await repo.listServices(db, { category: category.id }, { limit: perCategory, offset: 0 });
      return { category, listings: await listingsWithMedia(db, rows) };
    }),
  );
}

export interface ServiceDetail {
  listing: Listing;
  seller: { id: string; name: string; memberSince: string; listingCount: number } | null;
  sellerListings: Listing[];
  similar: Listing[];
}

export async function getServiceDetail(db: Database, rawId: string): Promise<ServiceDetail> {
  const id = parseId(rawId);
  const row = id === undefined ? undefined : await repo.findService(db, id);
  if (!row) throw new HttpError(404, 'Service not found');
  const [seller, listingCount, sellerRows, similarRows] = await Promise.all([
    repo.findSeller(db, row.sellerId),
    repo.countListingsOf(db, row.sellerId),
    repo.otherListingsOf(db, row.sellerId, row.id, 4),
    repo.similarTo(db, row, 4),
  ]);
  const [[listing], sellerListings, similar] = await Promise.all([
    listingsWithMedia(db, [row]),
    listingsWithMedia(db, sellerRows),
    listingsWithMedia(db, similarRows),
  ]);
  return {
    listing: listing!,
    seller: seller
      ? { id: seller.id, name: seller.userName, memberSince: seller.createdAt.toISOString(), listingCount }
      : null,
    sellerListings,
    similar,
  };
}
