/**
 * "Open on {day}" (issue 19): which listings have at least one free slot on a Nairobi date, by
 * the same rules the booking dialog offers slots with (freeSlots, for the listing's first option,
 * as the dialog starts with). A batch of listings costs four queries, whatever its size.
 */
import { addDays, nairobiInstant } from '#shared/booking-time';
import type { Database } from '#functions/db/client';
import { optionsOfMany } from '#functions/catalogue/repository';
import { busyOfSellers } from './busy-repository';
import { dayOfSellers } from './hours-repository';
import { freeSlots } from './slots';

export async function openOn(
  db: Database,
  listings: ReadonlyArray<{ id: number; sellerId: string }>,
  date: string,
  now: number,
): Promise<Set<number>> {
  if (listings.length === 0) return new Set();
  const sellerIds = [...new Set(listings.map((listing) => listing.sellerId))];
  const [days, busy, options] = await Promise.all([
    dayOfSellers(db, sellerIds, date),
    busyOfSellers(db, sellerIds, nairobiInstant(date, 0), nairobiInstant(addDays(date, 1), 0), now),
    optionsOfMany(
      db,
      listings.map((listing) => listing.id),
    ),
  ]);
  const open = listings.filter((listing) => {
    const option = options.get(listing.id)?.[0];
    const day = days.get(listing.sellerId)!;
    if (!option) return false;
    const availability = { ...day, busy: busy.get(listing.sellerId) ?? [], durationMinutes: option.durationMinutes };
    return freeSlots(date, availability, now).length > 0;
  });
  return new Set(open.map((listing) => listing.id));
}
