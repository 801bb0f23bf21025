/** What the team pages show: read here, so pages call services, never repositories. */
import type { User } from '#functions/accounts/public';
import type { Platform } from '#functions/platform/platform';
import { weekOf } from '#functions/scheduling/hours';
import * as repo from './repository';
import { teamOf } from './service';

/** The owner's team page: the members, the listings they may perform with their options, the business's week. */
export async function teamPageOf(platform: Platform, seller: User) {
  const [members, options, ownListings, week] = await Promise.all([
    teamOf(platform, seller),
    repo.optionsOfSeller(platform.db, seller.id),
    repo.listingNames(platform.db, seller.id),
    weekOf(platform.db, seller.id),
  ]);
  const listings = ownListings.map((listing) => ({
    id: String(listing.id),
    name: listing.name,
    options: options
      .filter((option) => option.serviceId === listing.id)
      .map((option) => ({ name: option.name, price: option.price })),
  }));
  return { members, listings, week };
}
