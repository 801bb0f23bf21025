/** The provider's marks on the trip to a home visit, and the link its client shares (decision 043). */
import { and, eq, isNull } from 'drizzle-orm';
import type { Queries } from '#functions/db/client';
import { users } from '#functions/db/schema/accounts';
import { bookings } from '#functions/db/schema/bookings';
import { services } from '#functions/db/schema/catalogue';
import { teamMembers } from '#functions/db/schema/team';
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

/** Sets the hash of the visit's shared link (null: none); the link before it stops working. */
export const setShareHash = (db: Queries, bookingId: number, shareHash: string | null) =>
  db.update(bookings).set({ shareHash }).where(eq(bookings.id, bookingId));

/** The visit a shared link opens, with who comes (the provider, their member) and the listing's phone. */
export async function sharedBooking(db: Queries, shareHash: string) {
  const [found] = await db
    .select({
      booking: bookings,
      provider: users.userName,
      phone: services.phoneNumber,
      member: teamMembers.name,
    })
    .from(bookings)
    .leftJoin(users, eq(users.id, bookings.sellerId))
    .leftJoin(services, eq(services.id, bookings.serviceId))
    .leftJoin(teamMembers, eq(teamMembers.id, bookings.memberId))
    .where(eq(bookings.shareHash, shareHash));
  return found;
}
