/** Favourites: listings a signed-in user saved, shown even after a listing lapsed or was removed. */
import type { User } from '#functions/accounts/public';
import { Refusal } from '#functions/platform/refusal';
import { parseId } from '#functions/api/ids';
import { findService, findServices } from '#functions/catalogue/public';
import { isPublic, listingsWithMedia } from '#functions/catalogue/service';
import type { Listing } from '#functions/catalogue/listing';
import type { Platform } from '#functions/platform/platform';
import { FAVOURITE_MESSAGES } from '#shared/favourites';
import * as repo from './repository';

/** Saves a public listing (or one's own); saving twice is the same as once. */
export async function saveFavourite(platform: Platform, user: User, rawServiceId: string, now = Date.now()) {
  const id = parseId(rawServiceId);
  const listing = id === undefined ? undefined : await findService(platform.db, id);
  if (!listing || (!isPublic(listing, now) && listing.sellerId !== user.id)) {
    throw new Refusal('not-found', FAVOURITE_MESSAGES.notFound);
  }
  await repo.addFavourite(platform.db, user.id, listing.id, listing.name);
  return { serviceId: String(listing.id), saved: true };
}

export async function removeFavourite(platform: Platform, user: User, rawServiceId: string) {
  const id = parseId(rawServiceId);
  if (id === undefined) throw new Refusal('not-found', FAVOURITE_MESSAGES.notFound);
  await repo.removeFavourite(platform.db, user.id, id);
  return { serviceId: String(id), saved: false };
}

export interface Favourite {
  serviceId: string;
  name: string;
  savedAt: string;
  /** live: public now; hidden: its seller's package lapsed; removed: the listing is gone. */
  state: 'live' | 'hidden' | 'removed';
  listing: Listing | null;
}

export async function favouritesOf(platform: Platform, user: User, now = Date.now()): Promise<Favourite[]> {
  const saved = await repo.favouritesOfUser(platform.db, user.id);
  const ids = saved.map((row) => row.serviceId);
  const rows = await findServices(platform.db, ids);
  const listings = new Map((await listingsWithMedia(platform.db, rows)).map((listing) => [listing.id, listing]));
  const liveIds = new Set(rows.filter((row) => isPublic(row, now)).map((row) => row.id));
  return saved.map((row) => {
    const listing = listings.get(row.serviceId) ?? null;
    const state = !listing ? 'removed' : liveIds.has(row.serviceId) ? 'live' : 'hidden';
    return {
      serviceId: String(row.serviceId),
      name: listing?.name ?? row.serviceName,
      savedAt: row.createdAt.toISOString(),
      state,
      listing: state === 'live' ? listing : null,
    };
  });
}

/** Which of the listed ids the viewer saved (hearts on cards); empty for a visitor. */
export const savedAmong = (platform: Platform, user: User | null, listingIds: number[]) =>
  user ? repo.savedAmong(platform.db, user.id, listingIds) : Promise.resolve(new Set<number>());

export const savedCounts = (platform: Platform, listingIds: number[]) => repo.savedCounts(platform.db, listingIds);
