import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '#functions/db/client';
import { bookings } from '#functions/db/schema/bookings';
import { HOLDING_STATUSES } from '#shared/booking-status';

/** A client's bookings that still hold a provider's time, soonest first. */
export const upcomingAsClient = (db: Database, userId: string, now: number) =>
  db
    .select({ id: bookings.id, startsAt: bookings.startsAt })
    .from(bookings)
    .where(and(eq(bookings.buyerId, userId), inArray(bookings.status, HOLDING_STATUSES), gt(bookings.startsAt, now)))
    .orderBy(asc(bookings.startsAt));
