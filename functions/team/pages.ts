/** What the team pages show: read here, so pages call services, never repositories. */
import type { User } from '#functions/accounts/public';
import type { Platform } from '#functions/platform/platform';
import { weekOf } from '#functions/scheduling/hours';
import * as repo from './repository';
import { nextOfMembers } from './day-repository';
import { teamOf } from './service';

/**
 * The owner's team page: the members (each with when their next booking starts), the listings
 * they may perform with their options, the business's week.
 */
export async function teamPageOf(platform: Platform, seller: User, now = Date.now()) {
  const [members, options, ownListings, week, next] = await Promise.all([
    teamOf(platform, seller),
    repo.optionsOfSeller(platform.db, seller.id),
    repo.listingNames(platform.db, seller.id),
    weekOf(platform.db, seller.id),
    nextOfMembers(platform.db, seller.id, now),
  ]);
  const listings = ownListings.map((listing) => ({
    id: String(listing.id),
    name: listing.name,
    options: options
      .filter((option) => option.serviceId === listing.id)
      .map((option) => ({ name: option.name, price: option.price })),
  }));
  return { members, listings, week, next: (id: string) => next.get(Number(id)) ?? null };
}
