/**
 * A sample class (decision 049): the HIIT and spin studio sells seats in sessions that meet every
 * week, so the demo shows booking several seats, a session filling up and its roster.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { users } from '#functions/db/schema/accounts';
import type { Database } from '#functions/db/client';
import { serviceOptions, services } from '#functions/db/schema/catalogue';
import { saveClassWeek } from '#functions/scheduling/classes';

export const SAMPLE_CLASS = 'Sunrise HIIT and Spin Studio';
/** The studio's owner signs in with the demo password to see its rosters and call a session off. */
export const DEMO_STUDIO_EMAIL = 'demo.studio@mabinti.test';

export async function seedClasses(db: Database, demoHash: string) {
  const [listing] = await db.select().from(services).where(eq(services.name, SAMPLE_CLASS)).limit(1);
  if (!listing) return 0;
  await db
    .update(users)
    .set({ email: DEMO_STUDIO_EMAIL, passwordHash: demoHash })
    .where(and(eq(users.id, listing.sellerId), isNull(users.passwordHash)));
  const [hiit, spin] = await db
    .insert(serviceOptions)
    .values([
      { serviceId: listing.id, position: 1, name: 'HIIT class', price: 500, durationMinutes: 45 },
      { serviceId: listing.id, position: 2, name: 'Spin class', price: 600, durationMinutes: 45 },
    ])
    .returning({ id: serviceOptions.id });
  await db.update(services).set({ minPrice: 500 }).where(eq(services.id, listing.id));
  // Mondays, Wednesdays and Fridays at 7:00 AM and Saturdays at 8:00 AM, HIIT; Tuesdays and
  // Thursdays at 6:00 PM, spin on ten bikes.
  const times = [
    ...[1, 3, 5].map((weekday) => ({ weekday, minutes: 7 * 60, optionId: hiit!.id, seats: 12 })),
    { weekday: 6, minutes: 8 * 60, optionId: hiit!.id, seats: 16 },
    ...[2, 4].map((weekday) => ({ weekday, minutes: 18 * 60, optionId: spin!.id, seats: 10 })),
  ];
  await saveClassWeek(db, listing.id, times);
  return times.length;
}
