/** A business's bookings by day and by member: the day view and the members' calendar feeds. */
import { and, asc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '#functions/db/client';
import { bookings } from '#functions/db/schema/bookings';
import type { BookingStatus } from '#shared/booking-status';

/** What a provider's day shows: bookings asked for, standing, and done (not declined, cancelled or unconfirmed). */
export const DAY_STATUSES: BookingStatus[] = ['awaiting_deposit', 'requested', 'confirmed', 'completed', 'no_show'];

const dayColumns = {
  id: bookings.id,
  memberId: bookings.memberId,
  startsAt: bookings.startsAt,
  endsAt: bookings.endsAt,
  time: bookings.time,
  status: bookings.status,
  serviceName: bookings.serviceName,
  optionName: bookings.optionName,
  seats: bookings.seats,
  name: bookings.name,
  phoneNumber: bookings.phoneNumber,
};

/** The business's bookings starting in [from, to), or only one member's, by start. */
export const bookingsBetween = (db: Database, sellerId: string, from: number, to: number, memberId?: number) =>
  db
    .select(dayColumns)
    .from(bookings)
    .where(
      and(
        eq(bookings.sellerId, sellerId),
        gte(bookings.startsAt, from),
        lt(bookings.startsAt, to),
        inArray(bookings.status, DAY_STATUSES),
        memberId === undefined ? undefined : eq(bookings.memberId, memberId),
      ),
    )
    .orderBy(asc(bookings.startsAt), asc(bookings.id));

export type DayBooking = Awaited<ReturnType<typeof bookingsBetween>>[number];

/** Each member's next booking still to come (holding their time), by member id. */
export async function nextOfMembers(db: Database, sellerId: string, now: number) {
  const rows = await db
    .select({
      memberId: bookings.memberId,
      startsAt: sql<number>`min(${bookings.startsAt})`,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.sellerId, sellerId),
        gte(bookings.startsAt, now),
        inArray(bookings.status, ['requested', 'confirmed']),
        isNotNull(bookings.memberId),
      ),
    )
    .groupBy(bookings.memberId);
  return new Map(rows.flatMap((row) => (row.memberId === null ? [] : [[row.memberId, Number(row.startsAt)]])));
}
