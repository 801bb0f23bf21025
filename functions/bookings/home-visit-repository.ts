/** The provider's marks on the trip to a home visit (decision 043). */
import { and, eq, isNull } from 'drizzle-orm';
import type { Queries } from '#functions/db/client';
import { bookings } from '#functions/db/schema/bookings';
import type { TripStep } from '#shared/home-visits';
import type { BookingRow } from './repository';

/** Marks a step of the trip, once: the row as marked, or undefined when it already was. */
export async function markTrip(tx: Queries, booking: BookingRow, step: TripStep, at: number) {
  const column = step === 'on-my-way' ? bookings.onMyWayAt : bookings.arrivedAt;
  const [row] = await tx
    .update(bookings)
    .set(step === 'on-my-way' ? { onMyWayAt: at } : { arrivedAt: at })
    .where(and(eq(bookings.id, booking.id), isNull(column)))
    .returning();
  return row;
}
