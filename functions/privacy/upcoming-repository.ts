import { and, asc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '#functions/db/client';
import { bookings } from '#functions/db/schema/bookings';
import { HOLDING_STATUSES } from '#shared/booking-status';

/**
 * A client's bookings that still hold a provider's time, soonest first: the account's and those
 * its proven number made (`identityId`).
 */
export const upcomingAsClient = (db: Database, userId: string, identityId: number | undefined, now: number) =>
  db
    .select({
      id: bookings.id,
      visitId: bookings.visitId,
      serviceName: bookings.serviceName,
      date: bookings.date,
      time: bookings.time,
      startsAt: bookings.startsAt,
      /** Its deposit, paid and not refunded (whole Ksh); null when there is none. */
      paidDeposit: sql<number | null>`(SELECT amount FROM payments
        WHERE payments.booking_id = ${bookings.id} AND payments.purpose = 'deposit' AND payments.status = 'paid'
        AND payments.refund IS NULL
        ORDER BY payments.id DESC LIMIT 1)`,
    })
    .from(bookings)
    .where(
      and(
        or(eq(bookings.buyerId, userId), identityId === undefined ? sql`0` : eq(bookings.phoneIdentityId, identityId)),
        inArray(bookings.status, HOLDING_STATUSES),
        gt(bookings.startsAt, now),
      ),
    )
    .orderBy(asc(bookings.startsAt));
