import { tipsOf } from '#functions/payments/public';
import { z } from 'zod';
import type { User } from '#functions/accounts/public';
import { decodeCursor, encodeCursor, position } from '#functions/api/cursor';
import type { Page } from '#functions/api/pagination';
import type { Platform } from '#functions/platform/platform';
import { reviewsOf } from '#functions/reviews/service';
import { depositsOf } from '#functions/payments/deposit-view';
import { clientKey, clientRecords } from './reliability-repository';
import type { BookingView } from '#shared/bookings';
import * as lists from './lists-repository';
import * as repo from './repository';
import { toBookingView } from './view';
import { visitsOf } from './visit-repository';

/** The signed-in user's bookings on both sides: as a buyer, and as the seller of listings. */
const BookingCursor = z.object({ startsAt: position, id: position, page: position });

/**
 * One page of a user's bookings on one side, with how many there are in all (counted). Reached
 * with the previous page's `next` cursor; a buyer has no bookings as a seller.
 */
export async function bookingPage(
  platform: Platform,
  user: User,
  side: lists.BookingSide,
  when: lists.BookingWhen,
  paging: { limit: number; cursor?: string | undefined },
  now: number,
): Promise<Page<BookingView> & { total: number }> {
  if (side === 'seller' && user.accountType !== 'seller')
    return { items: [], page: 1, hasMore: false, next: null, total: 0 };
  const from = paging.cursor ? decodeCursor(paging.cursor, BookingCursor) : null;
  const [rows, total] = await Promise.all([
    lists.bookingsOf(platform.db, side, user.id, { when, now, limit: paging.limit + 1, after: from ?? undefined }),
    lists.countBookingsOf(platform.db, side, user.id, when, now),
  ]);
  const shown = rows.slice(0, paging.limit);
  const ids = shown.map((row) => row.booking.id);
  const visitIds = [...new Set(shown.flatMap((row) => (row.booking.visitId === null ? [] : [row.booking.visitId])))];
  const [events, reviews, deposits, records, visits, tips] = await Promise.all([
    repo.eventsOf(platform.db, ids),
    reviewsOf(platform.db, ids),
    depositsOf(platform.db, ids),
    side === 'seller'
      ? clientRecords(
          platform.db,
          shown.map((row) => row.booking),
        )
      : null,
    visitsOf(platform.db, visitIds),
    tipsOf(platform.db, ids),
  ]);
  const page = from?.page ?? 1;
  const last = shown.at(-1)?.booking;
  const hasMore = rows.length > paging.limit;
  return {
    items: shown.map((row) => {
      const view = toBookingView(
        row,
        side,
        events.get(row.booking.id) ?? [],
        now,
        reviews.get(row.booking.id),
        deposits.get(row.booking.id),
        row.booking.visitId === null ? undefined : visits.get(row.booking.visitId),
        tips.get(row.booking.id),
      );
      const clientRecord = records?.get(clientKey(row.booking)) ?? { visits: 0, noShows: 0 };
      return records ? { ...view, clientRecord } : view;
    }),
    page,
    hasMore,
    next: hasMore && last ? encodeCursor({ startsAt: last.startsAt, id: last.id, page: page + 1 }) : null,
    total,
  };
}

/** How many requests to come wait for the seller to confirm or decline (their dashboard's first line). */
export const waitingFor = (platform: Platform, seller: User, now: number) =>
  seller.accountType === 'seller' ? lists.countWaitingOf(platform.db, seller.id, now) : Promise.resolve(0);
