/**
 * "Open on {day}" (decision 019) and the free starts the search by free time shows (decision 041):
 * which listings have free slots on a Nairobi date, by
 * the same rules the booking dialog offers slots with (freeSlots, for the listing's first option,
 * as the dialog starts with, which the caller names). A team's listing is open when one of its
 * members has a free slot, each member with their own week, days off and bookings. A batch of
 * listings costs six queries, whatever its size.
 */
import { addDays } from '#shared/booking-time';
import { nairobiInstant } from './clock';
import type { Busy } from '#shared/booking-settings';
import type { Database } from '#functions/db/client';
import { holdingOfSellers, keepsSeller } from './holds-repository';
import { daysOffOf, membersOfListings, skipsOf } from './staff-repository';
import { dayOfSellers } from './hours-repository';
import { freeSlots, listingSettings, type RuledListing, type Slot } from './slots';
import { unionOfSlots } from './team-time';

export async function openOn(db: Database, listings: ReadonlyArray<Asked>, date: string, now: number) {
  const starts = await freeStartsOn(db, listings, date, now);
  return new Set([...starts].filter(([, slots]) => slots.length > 0).map(([id]) => id));
}

type Asked = { id: number; sellerId: string; option?: { name: string; durationMinutes: number } } & RuledListing;

/**
 * The free starts of each listing's option on a Nairobi date, exactly as its slots route gives
 * them (the search by free time asks this for the page it shows): a team's listing has the
 * starts any member who does the option has free, in time order, each once.
 */
export async function freeStartsOn(
  db: Database,
  listings: ReadonlyArray<Asked>,
  date: string,
  now: number,
): Promise<Map<number, Slot[]>> {
  if (listings.length === 0) return new Map();
  const sellerIds = [...new Set(listings.map((listing) => listing.sellerId))];
  const ids = listings.map((listing) => listing.id);
  const [days, holding, members] = await Promise.all([
    dayOfSellers(db, sellerIds, date),
    holdingOfSellers(db, sellerIds, nairobiInstant(date, 0), nairobiInstant(addDays(date, 1), 0), now),
    membersOfListings(db, ids),
  ]);
  const memberIds = [...new Set(members.map((member) => member.id))];
  const [off, skips] = await Promise.all([daysOffOf(db, memberIds, date, date), skipsOf(db, memberIds)]);
  /** Whether a member does the option the filter reads (the listing's first). */
  const does = (memberId: number, serviceId: number, option: string) =>
    !(skips.get(memberId) ?? []).some((skip) => skip.serviceId === serviceId && skip.optionName === option);
  /** The seller's bookings holding the member's time (one of theirs, or one given to nobody); all of them for no member. */
  const busyOf = (sellerId: string, memberId?: number): Busy[] =>
    holding
      .filter(
        (row) =>
          row.sellerId === sellerId &&
          (memberId === undefined ? keepsSeller(row) : row.memberId === null || row.memberId === memberId),
      )
      .map(({ blocksFrom, blocksUntil, whole }) => ({ blocksFrom, blocksUntil, whole }));
  const startsOf = (listing: Asked): Slot[] => {
    const option = listing.option;
    const seller = days.get(listing.sellerId)!;
    const day = { ...seller, settings: listingSettings(seller.settings, listing) };
    if (!option) return [];
    const team = members.filter(
      (member) => member.serviceId === listing.id && does(member.id, listing.id, option.name),
    );
    const hasTeam = members.some((member) => member.serviceId === listing.id);
    if (hasTeam && team.length === 0) return [];
    if (team.length === 0) {
      const availability = { ...day, busy: busyOf(listing.sellerId), durationMinutes: option.durationMinutes };
      return freeSlots(date, availability, now);
    }
    const memberDays = team.map((member) => ({
      dayOn: () => ({
        week: member.week ?? day.week,
        blocked: day.blocked || off.has(member.id),
        settings: { ...day.settings, capacity: 1 },
        busy: busyOf(listing.sellerId, member.id),
        durationMinutes: option.durationMinutes,
      }),
    }));
    return unionOfSlots(date, memberDays, now);
  };
  return new Map(listings.map((listing) => [listing.id, startsOf(listing)]));
}
