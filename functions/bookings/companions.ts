/**
 * GET /api/services/{id}/companions: what else a client may book in the same visit:
 * the provider's other live listings, each with its options (price, duration, deposit) and the
 * team members who perform it.
 */
import { liveListingsOfSeller, optionsOfMany } from '#functions/catalogue/public';
import type { Platform } from '#functions/platform/platform';
import { membersOfListing } from '#functions/team/service';
import { depositAmount, depositRuleOf } from '#shared/deposits';
import { listingOrThrow } from '#functions/catalogue/service';

/** Enough for a salon's menu; a provider with more lists their most established ones. */
const MOST = 20;

export async function companionsOf(platform: Platform, rawServiceId: string) {
  const listing = await listingOrThrow(platform.db, rawServiceId);
  const others = (await liveListingsOfSeller(platform.db, listing.sellerId, Date.now(), MOST + 1)).filter(
    (other) => other.id !== listing.id,
  );
  const options = await optionsOfMany(
    platform.db,
    others.map((other) => other.id),
  );
  return Promise.all(
    others.slice(0, MOST).map(async (other) => ({
      id: String(other.id),
      name: other.name,
      options: (options.get(other.id) ?? []).map((option) => ({
        id: String(option.id),
        name: option.name,
        price: option.price,
        durationMinutes: option.durationMinutes,
        deposit: depositAmount(depositRuleOf(other), option.price),
      })),
      members: await membersOfListing(platform, String(other.id)),
    })),
  );
}
