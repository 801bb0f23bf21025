/** A booking as one side sees it, with everything its page shows: history, review, deposit, visit and tip. */
import type { BookingView } from '#shared/bookings';
import type { Queries } from '#functions/db/client';
import { depositsOf } from '#functions/payments/deposit-view';
import { tipsOf } from '#functions/payments/public';
import { reviewsOf } from '#functions/reviews/service';
import * as repo from './repository';
import { visitsOf } from './visit-repository';
import { toBookingView } from './view';

export async function viewOf(db: Queries, booking: repo.BookingRow, side: 'buyer' | 'seller', now: number) {
  const [full, events, reviews, deposits, visits, tips] = await Promise.all([
    repo.withListing(db, booking),
    repo.eventsOf(db, [booking.id]),
    reviewsOf(db, [booking.id]),
    depositsOf(db, [booking.visitId ?? booking.id]),
    visitsOf(db, booking.visitId === null ? [] : [booking.visitId]),
    tipsOf(db, [booking.id]),
  ]);
  const history = events.get(booking.id) ?? [];
  const deposit = deposits.get(booking.visitId ?? booking.id);
  const visit = booking.visitId === null ? undefined : visits.get(booking.visitId);
  const view: BookingView = toBookingView(
    full,
    side,
    history,
    now,
    reviews.get(booking.id),
    deposit,
    visit,
    tips.get(booking.id),
  );
  return { full, view, history };
}
