/**
 * Twelve weeks of page views for the demo seller's and the demo salon's listings (issue 39), so
 * their insights show a trend from the start: a few dozen a day, more at weekends.
 */
import { inArray } from 'drizzle-orm';
import type { Database } from '#functions/db/client';
import { users } from '#functions/db/schema/accounts';
import { services } from '#functions/db/schema/catalogue';
import { addViews } from '#functions/insights/repository';
import { addDays, nairobiDateKey } from '#shared/booking-time';
import { weekdayOf } from '#functions/scheduling/clock';
import type { Random } from './random';
import { DEMO_SALON_EMAIL, DEMO_SELLER_EMAIL } from './seed-catalogue';

export async function seedViews(db: Database, random: Random, now = Date.now()) {
  const owners = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.email, [DEMO_SELLER_EMAIL, DEMO_SALON_EMAIL]));
  const listings = owners.length
    ? await db
        .select({ id: services.id })
        .from(services)
        .where(
          inArray(
            services.sellerId,
            owners.map((owner) => owner.id),
          ),
        )
    : [];
  const today = nairobiDateKey(now);
  let total = 0;
  for (let ago = 83; ago >= 0; ago--) {
    const date = addDays(today, -ago);
    const weekend = [0, 6].includes(weekdayOf(date));
    const counts = listings.map(({ id }): [number, number] => [id, random.int(2, weekend ? 30 : 18)]);
    total += counts.reduce((sum, [, views]) => sum + views, 0);
    await addViews(db, date, counts);
  }
  return total;
}
