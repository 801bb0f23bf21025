import { asc, eq } from 'drizzle-orm';
import { addDays, nairobiDateKey, slotMinutes } from '#shared/booking-time';
import { nairobiInstant } from '#functions/scheduling/clock';
import type { Database } from '#functions/db/client';
import { users } from '#functions/db/schema/accounts';
import { services, serviceOptions } from '#functions/db/schema/catalogue';
import { changeBooking, insertBooking } from '#functions/bookings/repository';
import { DEMO_BUYER_EMAIL, DEMO_SELLER_EMAIL } from './seed-catalogue';

/**
 * Two bookings between the demo accounts, so My Bookings has something to show on both sides:
 * one the buyer asked for the day after tomorrow, one that took place last week. Times are
 * relative to `now`, with the same history a real booking would have.
 */
export async function seedBookings(db: Database, now = Date.now()) {
  const buyer = await db.query.users.findFirst({ where: eq(users.email, DEMO_BUYER_EMAIL) });
  const seller = await db.query.users.findFirst({ where: eq(users.email, DEMO_SELLER_EMAIL) });
  if (!buyer || !seller) return 0;
  const listings = await db
    .select()
    .from(services)
    .where(eq(services.sellerId, seller.id))
    .orderBy(asc(services.id))
    .limit(2);
  const today = nairobiDateKey(now);
  const plans = [
    { listing: listings[0], date: addDays(today, 2), time: '2:00 PM', past: false },
    { listing: listings[1], date: addDays(today, -7), time: '11:00 AM', past: true },
  ];
  let made = 0;
  for (const { listing, date, time, past } of plans) {
    if (!listing) continue;
    const startsAt = nairobiInstant(date, slotMinutes(time)!);
    const requestedAt = past ? startsAt - 3 * 86_400_000 : now;
    const [option] = await db
      .select()
      .from(serviceOptions)
      .where(eq(serviceOptions.serviceId, listing.id))
      .orderBy(asc(serviceOptions.position))
      .limit(1);
    const booking = await insertBooking(
      db,
      {
        serviceId: listing.id,
        serviceName: listing.name,
        sellerId: seller.id,
        buyerId: buyer.id,
        date,
        time,
        startsAt,
        status: 'requested',
        name: buyer.userName,
        email: buyer.email,
        phoneNumber: buyer.phoneNumber,
        message: past ? '' : 'Is there parking near you?',
        optionId: option?.id ?? null,
        optionName: option?.name ?? null,
        optionPrice: option?.price ?? null,
        durationMinutes: option?.durationMinutes ?? 60,
        bufferMinutes: 0,
      },
      { role: 'buyer', id: buyer.id },
      requestedAt,
    );
    if (past) {
      const bySeller = { role: 'seller', id: seller.id } as const;
      const confirmed = await changeBooking(db, booking, { status: 'confirmed' }, bySeller, requestedAt + 3_600_000);
      if (confirmed) await changeBooking(db, confirmed, { status: 'completed' }, bySeller, startsAt + 3_600_000);
    }
    made++;
  }
  return made;
}
