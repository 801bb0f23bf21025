/**
 * GET /api/services/free (decision 041): the listings with a free start in a window, in the order
 * asked. SQL narrows the catalogue to candidates by the free spans; the exact starts come from the
 * same rule as each listing's slots (freeStartsOn, for the candidates of the page shown only), so
 * a listing is in the answer exactly when its slots route would list a start in the window.
 */
import { placesByDistance } from '#shared/gazetteer';
import { whereOf, type FreeSearch } from '#shared/free-search';
import type { Database } from '#functions/db/client';
import { freeStartsOn } from '#functions/scheduling/open-on';
import { SPAN_DAYS } from '#functions/scheduling/free-spans';
import { addDays, nairobiDateKey } from '#shared/booking-time';
import type { Slot } from '#functions/scheduling/slots';
import { findServices } from './repository';
import { WALK_AT, fewThroughFilters, freeCandidates, type Candidate, type FreeWhere } from './free-search-repository';
import { listingJson, type Listing, type ListingJson } from './listing';
import { toFtsQuery } from './search-query';
import { listingsWithMedia, resolveFilter } from './service';

/** Rounds of candidates one page reads at most: past them a short page comes back with `next`. */
const ROUNDS = 6;

/** A listing found free: its starts in the window ("HH:MM"), the option they are for and how far it is. */
export type FreeListing = { listing: Listing; freeAt: string[]; optionId: string | null; distanceKm?: number };
export type FreeListingJson = ListingJson & { freeAt: string[]; distanceKm?: number };

/** The answer on the wire: each listing as the other lists give it, with its free starts. */
export const freeJson = (found: { items: FreeListing[]; next: string | null }) => ({
  items: found.items.map(({ listing, freeAt, distanceKm }): FreeListingJson => ({
    ...listingJson(listing),
    freeAt,
    ...(distanceKm === undefined ? {} : { distanceKm }),
  })),
  next: found.next,
});

/** "HH:MM" of a slot, and its minutes after midnight. */
const clockOf = (slot: Slot) => slot.start.slice(11, 16);
const minutesOfSlot = (slot: Slot) => Number(slot.start.slice(11, 13)) * 60 + Number(slot.start.slice(14, 16));

/** The search's filters as the candidates' query takes them; null when the place has no listings around it. */
export function freeWhereOf(asked: FreeSearch, now: number): Omit<FreeWhere, 'few'> | null {
  const base = resolveFilter(
    { category: asked.category, subcategory: asked.subcategory, minPrice: asked.minPrice, maxPrice: asked.maxPrice },
    now,
  );
  const where = whereOf(asked);
  const around = where && 'around' in where ? where : null;
  const places = around
    ? placesByDistance(around.around)
        .filter((item) => item.km <= around.radiusKm)
        .map((item) => ({ key: item.place.key, metres: Math.round(item.km * 1000) }))
    : undefined;
  if (places && places.length === 0) return null;
  return {
    ...base,
    town: where && 'town' in where ? where.town : undefined,
    date: asked.date,
    from: asked.from,
    to: asked.to,
    words: asked.q ? toFtsQuery(asked.q) : null,
    places,
    atHome: asked.atHome,
    option: asked.option,
    // The last day kept may not be added yet for every seller: it is left to the slower reading.
    spansKept: asked.date <= addDays(nairobiDateKey(now), SPAN_DAYS - 2),
  };
}

export async function freeSearch(
  db: Database,
  asked: FreeSearch,
  now: number,
): Promise<{ items: FreeListing[]; next: string | null }> {
  const filters = freeWhereOf(asked, now);
  if (!filters) return { items: [], next: null };
  const sort = asked.sort === 'nearest' && !filters.places ? 'earliest' : asked.sort;
  // The nearest reads place by place and never asks how many pass the filters.
  const where = { ...filters, few: sort !== 'nearest' && (await fewThroughFilters(db, filters)) };
  const found: Array<{ candidate: Candidate; freeAt: string[] }> = [];
  let after = asked.cursor ? parseCursor(asked.cursor) : null;
  let exhausted = false;
  // With few listings through the filters, one read gives every candidate in order (reading a
  // page of them costs as much, but for the nearest, read place by place), and the rounds take
  // them from it.
  const pool = where.few && sort !== 'nearest' ? await freeCandidates(db, where, sort, after, WALK_AT) : null;
  for (let round = 0; round < ROUNDS && found.length < asked.limit && !exhausted; round++) {
    const size = Math.max(10, Math.ceil((asked.limit - found.length) * 1.25));
    const candidates = pool ? pool.splice(0, size) : await freeCandidates(db, where, sort, after, size);
    exhausted = candidates.length < size;
    const starts = await freeStartsOn(
      db,
      candidates.map(({ optionName, durationMinutes, ...listing }) => ({
        ...listing,
        atHome: asked.atHome,
        option: { name: optionName, durationMinutes },
      })),
      asked.date,
      now,
    );
    for (const candidate of candidates) {
      after = { key: candidate.key, id: candidate.id };
      const freeAt = (starts.get(candidate.id) ?? [])
        .filter((slot) => minutesOfSlot(slot) >= asked.from && minutesOfSlot(slot) < asked.to)
        .map(clockOf);
      if (freeAt.length) found.push({ candidate, freeAt });
      if (found.length === asked.limit) {
        exhausted &&= candidate === candidates.at(-1);
        break;
      }
    }
  }
  const rows = await findServices(
    db,
    found.map(({ candidate }) => candidate.id),
  );
  const listings = new Map((await listingsWithMedia(db, rows)).map((listing) => [listing.id, listing]));
  const metres = new Map(where.places?.map((place) => [place.key, place.metres]));
  const placeOf = new Map(rows.map((row) => [row.id, row.place]));
  const items = found.flatMap(({ candidate, freeAt }) => {
    const listing = listings.get(candidate.id);
    if (!listing) return [];
    const place = placeOf.get(candidate.id);
    const away = place ? metres.get(place) : undefined;
    const optionId = listing.options.find((option) => option.name === candidate.optionName)?.id ?? null;
    return [{ listing, freeAt, optionId, ...(away === undefined ? {} : { distanceKm: away / 1000 }) }];
  });
  return { items, next: exhausted || !after ? null : `${after.key}_${after.id}` };
}

/** "key_id": the last listing examined and its key (a rating's score has decimals). */
const parseCursor = (cursor: string) => {
  const [key, id] = cursor.split('_').map(Number) as [number, number];
  return { key, id };
};
