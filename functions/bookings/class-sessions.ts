/**
 * A provider's class sessions (decision 049): who booked seats in one, marking who came (the
 * booking's own complete and no-show actions), and calling it off: every seat cancelled, each
 * client told with the provider's reason, each paid deposit owed back, in one write.
 */
import type { User } from '#functions/accounts/public';
import { findService } from '#functions/catalogue/public';
import { runNow } from '#functions/jobs/soon';
import type { Platform } from '#functions/platform/platform';
import { Refusal } from '#functions/platform/refusal';
import { nairobiInstant, weekdayOf } from '#functions/scheduling/clock';
import { classWeekOf } from '#functions/scheduling/classes';
import { BOOKING_MESSAGES } from '#shared/booking-messages';
import { slotMinutes } from '#shared/booking-time';
import { CLASS_MESSAGES } from '#shared/classes';
import { bookingEvent } from './event-jobs';
import { callOffSession, rosterOf } from './class-repository';
import { viewOf } from './view-of';

/** The seller's own class listing and the session at a date and time of it; 404 for anyone else's. */
async function sessionOf(platform: Platform, seller: User, serviceId: number, date: string, time: string) {
  const listing = await findService(platform.db, serviceId);
  if (!listing || listing.sellerId !== seller.id) throw new Refusal('not-found', BOOKING_MESSAGES.serviceNotFound);
  const minutes = slotMinutes(time);
  const week = await classWeekOf(platform.db, listing.id);
  const meets = week.find((each) => each.weekday === weekdayOf(date) && each.minutes === minutes);
  if (!meets || minutes === null) throw new Refusal('not-found', CLASS_MESSAGES.notASession);
  return { listing, meets, startsAt: nairobiInstant(date, minutes) };
}

/** Who booked seats in a session, as the provider sees each booking (its actions: came, did not come). */
export async function sessionRoster(
  platform: Platform,
  seller: User,
  serviceId: number,
  date: string,
  time: string,
  now: number,
) {
  const { listing, meets, startsAt } = await sessionOf(platform, seller, serviceId, date, time);
  const rows = await rosterOf(platform.db, listing.id, startsAt);
  const bookings = await Promise.all(rows.map(async (row) => (await viewOf(platform.db, row, 'seller', now)).view));
  const taken = rows.filter((row) => row.status !== 'no_show').reduce((sum, row) => sum + (row.seats ?? 0), 0);
  return { serviceName: listing.name, date, time, seats: meets.seats, taken, bookings };
}

/** Calls a session to come off; how many bookings it cancelled. */
export async function callOffClassSession(
  platform: Platform,
  seller: User,
  serviceId: number,
  asked: { date: string; time: string; reason?: string },
  now: number,
) {
  const { listing, startsAt } = await sessionOf(platform, seller, serviceId, asked.date, asked.time);
  if (startsAt <= now) throw new Refusal('conflict', BOOKING_MESSAGES.pastSlot);
  const reason = asked.reason?.trim() ?? '';
  const events: string[] = [];
  const cancelled = await callOffSession(
    platform.db,
    { serviceId: listing.id, startsAt, reason },
    { role: 'seller', id: seller.id },
    now,
    (row) => {
      // A request the client never confirmed ends without a word, as any other does.
      if (row.status === 'unverified') return {};
      const event = bookingEvent('seller', 'providerCancelled');
      events.push(event.key);
      return { reason: reason || null, refund: 'Cancelled by the provider', event };
    },
  );
  if (!cancelled) throw new Refusal('conflict', CLASS_MESSAGES.alreadyOff);
  await runNow(platform, events, now);
  return { cancelled: cancelled.length };
}
