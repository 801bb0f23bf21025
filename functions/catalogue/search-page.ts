/**
 * The search page: the results and how many there are; a place in the words
 * ("makeup westlands") orders them nearest that place first, with distances; when the words as
 * typed find nothing, the results for the closest words the index knows ("brades" finds braids);
 * and when nothing at all matches, listings to go on with: the nearest to the place, or the
 * catalogue's featured and newest.
 */
import type { ListingFilter, Paging } from '#shared/catalogue-query';
import { distanceKm, findPlace, placeOf, placesByDistance, type Place } from '#shared/gazetteer';
import type { Database } from '#functions/db/client';
import { nearest } from './nearby';
import { searchTerms } from './search-query';
import { popularListings, search } from './service';
import { suggestQuery } from './suggest';
import type { Listing } from './listing';

/** How many listings are offered when a search finds nothing. */
const OFFERED = 8;

/**
 * A known place among the words, and the words without it: two-word places first ("south b",
 * "nairobi cbd"). Null when the words name no place, or only a place (then its name is searched,
 * and the location column finds its listings).
 */
export function placeInQuery(query: string): { words: string; place: Place } | null {
  const terms = searchTerms(query);
  for (const size of [2, 1]) {
    for (let at = 0; at + size <= terms.length; at++) {
      const place = findPlace(terms.slice(at, at + size).join(' '));
      const rest = [...terms.slice(0, at), ...terms.slice(at + size)];
      if (place && rest.length > 0) return { words: rest.join(' '), place };
    }
  }
  return null;
}

/** A listing's distance from a place, by the place its location names (undefined for an unknown one). */
export function kmFrom(place: Place, listing: Pick<Listing, 'location'>): number | undefined {
  const at = placeOf(listing.location);
  return at ? distanceKm(place, at) : undefined;
}

/**
 * The one search, for the page and the API alike: a place in the words orders results nearest it
 * first, and words that find nothing are tried as the closest words the index knows.
 */
export async function findListings(
  db: Database,
  query: string,
  filter: ListingFilter,
  paging: Paging,
  now = Date.now(),
) {
  const placed = placeInQuery(query);
  const near = placed ? placesByDistance(placed.place).map((item) => item.place.key) : undefined;
  const run = async (text: string) => {
    const { total, ...page } = await search(db, text, filter, paging, now, near);
    return { page, total };
  };
  const words = placed?.words ?? query;
  let found = { ...(await run(words)), shownFor: null as string | null };
  if (found.total === 0 && !paging.cursor && paging.page <= 1) {
    const suggestion = await suggestQuery(db, words);
    const corrected = suggestion ? await run(suggestion) : null;
    if (corrected && corrected.total !== 0) found = { ...corrected, shownFor: suggestion };
  }
  return { ...found, near: placed?.place ?? null, words };
}

export async function searchPage(db: Database, query: string, filter: ListingFilter, paging: Paging, now = Date.now()) {
  const found = await findListings(db, query, filter, paging, now);
  const offered =
    found.total === 0 && paging.page <= 1 && !paging.cursor
      ? found.near
        ? (await nearest(db, found.near, { now }, { limit: OFFERED, page: 1 })).items
        : await popularListings(db, { now }, OFFERED)
      : [];
  return { ...found, offered };
}
