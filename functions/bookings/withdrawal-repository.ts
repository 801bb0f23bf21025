/**
 * A listing's upcoming bookings cancelled as its seller removes it, in the caller's batch: refunds
 * owed, money posted, events queued, history written.
 */
import { and, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { postMoney } from '#functions/ledger/ledger';
import { owedBackFor } from '#functions/payments/public';
import { HOLDING_STATUSES } from '#shared/booking-status';
import type { Database, Queries } from '#functions/db/client';
import { bookings } from '#functions/db/schema/bookings';
import { enqueueRows } from '#functions/jobs/queue';
import { BOOKING_EVENT_JOB, causedEventKeyParts, type BookingNotice } from './event-jobs';

/**
 * Events for the bookings a query selects (its `id` column), queued in a batch with the change
 * that sets them off: one each, keyed by booking and `cause` (each happens to a booking once).
 */
function eventsFor(db: Queries, bookingIds: SQL, cause: string, notice: BookingNotice, at: number) {
  const { prefix, suffix } = causedEventKeyParts(cause);
  return enqueueRows(
    db,
    BOOKING_EVENT_JOB,
    sql`SELECT ${prefix} || id || ${suffix} AS key,
      json_object('bookingId', id, 'side', 'buyer', 'notice', ${notice}) AS payload FROM (${bookingIds})`,
    at,
  );
}

/**
 * The statements that cancel a listing's upcoming bookings when its seller removes it, for the
 * caller's batch: each gets its history event and, when its client is to be told, its booking
 * event; the cancelled rows come back. (Unverified requests are cancelled too; nobody confirmed
 * their address, so nobody is told.)
 */
export function cancelUpcomingOf(db: Database, serviceId: number, sellerId: string, now: number) {
  const upcoming = and(
    eq(bookings.serviceId, serviceId),
    inArray(bookings.status, HOLDING_STATUSES),
    gt(bookings.startsAt, now),
  );
  return [
    // The provider withdrew the listing: deposits paid for its bookings are owed back (decision 015).
    owedBackFor(db, sql`SELECT id FROM bookings WHERE ${upcoming}`, 'Listing removed by the provider'),
    postMoney(db, sql`p.booking_id IN (SELECT id FROM bookings WHERE ${upcoming})`, now),
    // Each client whose address was ever confirmed (the request reached `requested`) is told.
    eventsFor(
      db,
      sql`SELECT id FROM bookings WHERE ${upcoming} AND EXISTS (SELECT 1 FROM booking_events e
        WHERE e.booking_id = bookings.id AND e.status = 'requested')`,
      'withdrawn',
      'withdrawn',
      now,
    ),
    db.run(sql`INSERT INTO booking_events (booking_id, status, actor_role, actor_id, previous_starts_at, at)
      SELECT id, 'cancelled', 'seller', ${sellerId}, NULL, ${now} FROM bookings WHERE ${upcoming}`),
    db.update(bookings).set({ status: 'cancelled', holdExpiresAt: null }).where(upcoming).returning(),
  ] as const;
}
