/**
 * "Near me" (decision 019): listings nearest a point, with their distance. Every
 * listing's location is resolved once to a gazetteer place (`services.place`), so the distance is
 * the place's; the places, a few dozen, are ordered by distance here, and the page walks them
 * nearest first, each newest first by index, until it is full: a page costs at most one short
 * indexed read per place, whatever the size of the catalogue.
 */
import { z } from 'zod';
import { placeOf, placesByDistance } from '#shared/gazetteer';
import type { Paging } from '#shared/catalogue-query';
import type { Database } from '#functions/db/client';
import { decodeCursor, encodeCursor, position } from '#functions/api/cursor';
import type { ListingWhere } from './repository';
import { listingsInPlace, listingsWithoutPlace, setPlace } from './places-repository';
import { listingsWithMedia } from './service';
import { type Page } from '#functions/api/pagination';
import type { ListingRow } from './repository';
import type { Listing } from './listing';

/** The place a location resolves to, as stored: its key, or '' for one the gazetteer lacks. */
export const placeKeyOf = (location: string) => placeOf(location)?.key ?? '';

/** Resolves listings written before places existed, a batch at a time (the sweep, db-setup). */
export async function resolvePlaces(db: Database, batch = 2000): Promise<number> {
  const rows = await listingsWithoutPlace(db, batch);
  const byPlace = new Map<string, number[]>();
  for (const row of rows) {
    const key = placeKeyOf(row.location);
    byPlace.set(key, [...(byPlace.get(key) ?? []), row.id]);
  }
  for (const [place, ids] of byPlace) await setPlace(db, place, ids);
  return rows.length;
}

const NearCursor = z.object({ place: position, before: position, page: position });

export type NearbyListing = Listing & { km: number };

export async function nearest(
  db: Database,
  origin: { lat: number; lng: number },
  where: ListingWhere,
  paging: Pick<Paging, 'limit' | 'cursor' | 'page'>,
): Promise<Page<NearbyListing>> {
  const from = paging.cursor ? decodeCursor(paging.cursor, NearCursor) : { place: 0, before: 0, page: 1 };
  const places = placesByDistance(origin);
  const found: Array<{ row: ListingRow; index: number; km: number }> = [];
  for (let index = from.place; index < places.length && found.length <= paging.limit; index++) {
    const { place, km } = places[index]!;
    const before = index === from.place && from.before > 0 ? from.before : null;
    const rows = await listingsInPlace(db, place.key, before, where, paging.limit + 1 - found.length);
    found.push(...rows.map((row) => ({ row, index, km })));
  }
  const shown = found.slice(0, paging.limit);
  const hasMore = found.length > paging.limit;
  const last = shown.at(-1);
  const items = await listingsWithMedia(
    db,
    shown.map((entry) => entry.row),
  );
  return {
    items: items.map((listing, i) => ({ ...listing, km: shown[i]!.km })),
    page: from.page,
    hasMore,
    next: hasMore && last ? encodeCursor({ place: last.index, before: last.row.id, page: from.page + 1 }) : null,
  };
}
