import { eq } from 'drizzle-orm';
import { addDays, nairobiDateKey } from '#shared/booking-time';
import { nairobiInstant } from '#functions/scheduling/clock';
import { openDatabase } from '#functions/db/client';
import { users } from '#functions/db/schema/accounts';
import { changeBooking, insertBooking } from '#functions/bookings/repository';

const PORT = Number(process.env.E2E_PORT ?? 4399);
const DATABASE = `file:${process.env.TMPDIR ?? '/tmp'}/mabinti-e2e-${PORT}/e2e.db`;

/**
 * A visit that took place: only time makes one, so it is written as the booking dialog and the
 * seller's Confirm would have written it, some days ago. The seller then marks it completed.
 */
export async function pastVisit(buyerEmail: string, serviceId: number, daysAgo: number) {
  const { db, client } = openDatabase(DATABASE);
  try {
    const buyer = (await db.query.users.findFirst({ where: eq(users.email, buyerEmail) }))!;
    const listing = (await db.query.services.findFirst({ where: (s, { eq: is }) => is(s.id, serviceId) }))!;
    const date = addDays(nairobiDateKey(Date.now()), -daysAgo);
    const startsAt = nairobiInstant(date, 10 * 60 + 30);
    const booking = await insertBooking(
      db,
      {
        serviceId,
        serviceName: listing.name,
        sellerId: listing.sellerId,
        buyerId: buyer.id,
        date,
        time: '10:30 AM',
        startsAt,
        status: 'requested',
        name: buyer.userName,
        email: buyer.email,
        phoneNumber: buyer.phoneNumber,
        durationMinutes: 30,
        bufferMinutes: 0,
      },
      { role: 'buyer', id: buyer.id },
      startsAt - 2 * 86_400_000,
    );
    await changeBooking(
      db,
      booking,
      { status: 'confirmed' },
      { role: 'seller', id: listing.sellerId },
      startsAt - 86_400_000,
    );
    return booking.id;
  } finally {
    client.close();
  }
}
