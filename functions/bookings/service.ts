import type { BookingView } from '#shared/bookings';
import type { Platform } from '#functions/platform/platform';
import { runNow } from '#functions/jobs/soon';
import type * as repo from './repository';
import { causedEventKey, type BookingEvent } from './event-jobs';
import { viewOf } from './view-of';

/**
 * The booking as `side` sees it, after the event its change queued (if any) has run: the request
 * that made a change tells the people concerned before it answers (bookings/events.ts).
 */
export async function announceBooking(
  platform: Platform,
  booking: repo.BookingRow,
  side: 'buyer' | 'seller',
  now: number,
  event?: BookingEvent,
): Promise<BookingView> {
  if (event) await runNow(platform, [event.key], now);
  return (await viewOf(platform.db, booking, side, now)).view;
}

/**
 * Tells the buyers of bookings cancelled because their listing was removed: the events the removal
 * queued with it (cancelUpcomingOf), run now. A failed message is retried and does not undo it.
 */
export async function tellBuyersOfWithdrawal(platform: Platform, cancelled: repo.BookingRow[], now: number) {
  await runNow(
    platform,
    cancelled.map((booking) => causedEventKey(booking.id, 'withdrawn')),
    now,
  );
}
