/** Bookings made the way clients make them (requestBooking), for a bench that checks what they change. */
import { users } from '#functions/db/schema/accounts';
import { services } from '#functions/db/schema/catalogue';
import { slotsOf } from '#functions/bookings/availability';
import { requestBooking } from '#functions/bookings/request';
import { findUserById, type User } from '#functions/accounts/public';
import type { Platform } from '#functions/platform/platform';
import { createRandom } from './random';

/** Books `count` free times on random listings and dates; a refusal (a time just taken) is counted, not thrown. */
export async function bookSome(platform: Platform, dates: string[], now: number, count: number) {
  const random = createRandom(11);
  const { db } = platform;
  await db.insert(users).values({
    id: 'free-bench-client',
    userName: 'Bench Client',
    email: 'bench.client@example.com',
    phoneNumber: '+254712000999',
    accountType: 'buyer',
  });
  const client = (await findUserById(db, 'free-bench-client')) as unknown as User;
  const listings = (await db.select({ id: services.id }).from(services)).map((row) => row.id);
  const ids: number[] = [];
  let refused = 0;
  for (let tries = 0; ids.length < count && tries < count * 5; tries++) {
    const serviceId = random.pick(listings);
    const date = random.pick(dates);
    const slots = await slotsOf(platform, String(serviceId), date, now);
    if (slots.length === 0) continue;
    const slot = random.pick(slots);
    try {
      const booking = await requestBooking(
        platform,
        client,
        {
          serviceId,
          date,
          time: slot.time,
          name: 'Bench Client',
          email: 'bench.client@example.com',
          phoneNumber: '0712 000 999',
          message: '',
        } as Parameters<typeof requestBooking>[2],
        now,
      );
      ids.push(Number(booking.id));
    } catch {
      refused += 1;
    }
  }
  return { ids, refused };
}
