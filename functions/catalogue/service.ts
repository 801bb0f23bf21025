import { CATEGORIES, findCategory, findSubcategory, parseSubcategoryPath } from '../../src/shared/categories';
import type { ListingFilter, Paging } from '../../src/shared/catalogue-query';
import { townOf } from '../../src/shared/locations';
import type { Database } from '../db/client';
import { HttpError } from '../api/http-error';
import * as repo from './repository';
import { toFtsQuery } from './search-query';
import { toListing, type Listing } from './listing';

export interface Page<T> {
  items: T[];
  page: number;
  hasMore: boolean;
}

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

async function withMedia(db: Database, rows: repo.ServiceRow[]): Promise<Listing[]> {
  const media = await repo.mediaOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toListing(row, media.get(row.id) ?? []));
}

/** Reads one more row than asked to know whether another page follows, without counting. */
async function paged(
  db: Database,
  paging: Paging,
  read: (window: repo.Window) => Promise<repo.ServiceRow[]>,
): Promise<Page<Listing>> {
  const rows = await read({ limit: paging.limit + 1, offset: (paging.page - 1) * paging.limit });
  const hasMore = rows.length > paging.limit;
  return { items: await withMedia(db, rows.slice(0, paging.limit)), page: paging.page, hasMore };
}

export function browse(db: Database, filter: ListingFilter, paging: Paging): Promise<Page<Listing>> {
  const where = resolveFilter(filter);
  return paged(db, paging, (window) => repo.listServices(db, where, window));
}

export async function search(
  db: Database,
  query: string,
  filter: ListingFilter,
  paging: Paging,
): Promise<Page<Listing>> {
  const where = resolveFilter(filter);
  const fts = toFtsQuery(query);
  if (!fts) return { items: [], page: paging.page, hasMore: false };
  return paged(db, paging, (window) => repo.searchServices(db, fts, where, window));
}

/** The landing page: the newest few listings of every category, in the catalogue's order. */
export async function previewByCategory(db: Database, perCategory: number) {
  return Promise.all(
    CATEGORIES.map(async (category) => {
      const rows = await repo.listServices(db, { category: category.id }, { limit: perCategory, offset: 0 });
      return { category, listings: await withMedia(db, rows) };
    }),
  );
}

export function parseServiceId(raw: string): number | undefined {
  if (!/^[1-9]\d{0,15}$/.test(raw)) return undefined;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : undefined;
}

export interface ServiceDetail {
  listing: Listing;
  seller: { id: string; name: string; memberSince: string; listingCount: number } | null;
  sellerListings: Listing[];
  similar: Listing[];
}

export async function getServiceDetail(db: Database, rawId: string): Promise<ServiceDetail> {
  const id = parseServiceId(rawId);
  const row = id === undefined ? undefined : await repo.findService(db, id);
  if (!row) throw new HttpError(404, 'Service not found');
  const [seller, listingCount, sellerRows, similarRows] = await Promise.all([
    repo.findSeller(db, row.sellerId),
    repo.countListingsOf(db, row.sellerId),
    repo.otherListingsOf(db, row.sellerId, row.id, 4),
    repo.similarTo(db, row, 4),
  ]);
  const [[listing], sellerListings, similar] = await Promise.all([
    withMedia(db, [row]),
    withMedia(db, sellerRows),
    withMedia(db, similarRows),
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
