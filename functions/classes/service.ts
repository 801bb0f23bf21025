/**
 * Classes (decision 049): a listing's class week as its provider sets it, and its sessions with
 * the seats left, as anyone sees them. Booking a seat is a booking (bookings/request.ts); the
 * roster and calling a session off are the bookings' own (bookings/class-sessions.ts).
 */
import type { User } from '#functions/accounts/public';
import { findService, optionsOf } from '#functions/catalogue/public';
import { listingOrThrow } from '#functions/catalogue/service';
import type { Platform } from '#functions/platform/platform';
import { Refusal } from '#functions/platform/refusal';
import { classWeekOf, saveClassWeek, sessionsOf } from '#functions/scheduling/classes';
import { BOOKING_MESSAGES } from '#shared/booking-messages';
import { addDays, nairobiDateKey } from '#shared/booking-time';
import { CLASS_DAYS_SHOWN, type ClassTimeInput } from '#shared/classes';
import { parseId } from '#functions/api/ids';
import { listingsOf } from '#functions/listings/service';

/** The seller's own listing; 404 for anyone else's. */
async function ownListing(platform: Platform, seller: User, rawId: string) {
  const id = parseId(rawId);
  const listing = id === undefined ? undefined : await findService(platform.db, id);
  if (!listing || listing.sellerId !== seller.id) throw new Refusal('not-found', BOOKING_MESSAGES.serviceNotFound);
  return listing;
}

/** A listing's class week and the options it may teach, for its provider. */
export async function classWeek(platform: Platform, seller: User, rawId: string) {
  const listing = await ownListing(platform, seller, rawId);
  const options = await optionsOf(platform.db, listing.id);
  return { serviceId: listing.id, times: await classWeekOf(platform.db, listing.id), options };
}

/** Sets a listing's class week: each time teaches one of the listing's own options. */
export async function setClassWeek(platform: Platform, seller: User, rawId: string, times: ClassTimeInput[]) {
  const listing = await ownListing(platform, seller, rawId);
  const options = new Set((await optionsOf(platform.db, listing.id)).map((option) => option.id));
  if (times.some((time) => !options.has(time.optionId))) throw new Refusal('invalid', BOOKING_MESSAGES.optionNotFound);
  await saveClassWeek(platform.db, listing.id, times);
  return classWeek(platform, seller, rawId);
}

/** A public listing's sessions over the next CLASS_DAYS_SHOWN days (none: it is not a class). */
export async function upcomingSessions(platform: Platform, rawId: string, now: number) {
  const listing = await listingOrThrow(platform.db, rawId, now);
  const week = await classWeekOf(platform.db, listing.id);
  const today = nairobiDateKey(now);
  const sessions = week.length
    ? await sessionsOf(platform.db, listing, week, today, addDays(today, CLASS_DAYS_SHOWN - 1), now)
    : [];
  return { listing, sessions };
}

/**
 * A seller's listings for their classes page: each with its class week and options, and, for a
 * class, its sessions over the next CLASS_DAYS_SHOWN days with the seats taken.
 */
export async function myClasses(platform: Platform, seller: User, now: number) {
  const today = nairobiDateKey(now);
  return Promise.all(
    (await listingsOf(platform, seller)).map(async (listing) => {
      const row = (await findService(platform.db, Number(listing.id)))!;
      const times = await classWeekOf(platform.db, row.id);
      const sessions = times.length
        ? await sessionsOf(platform.db, row, times, today, addDays(today, CLASS_DAYS_SHOWN - 1), now)
        : [];
      return { id: row.id, name: row.name, options: listing.options, times, sessions };
    }),
  );
}
