/**
 * Creates and migrates the database and writes the packages. In the demo it also loads the sample
 * catalogue and demo accounts when the database is empty; in production (DEMO_DATA off) it never
 * does. Run by `npm start` and `npm run serve` before the server starts; safe to run again.
 */
import { count } from 'drizzle-orm';
import { services } from '#functions/db/schema/catalogue';
import { migrateDatabase } from '#functions/db/migrate';
import { getPlatform } from '#functions/platform/node';
import { restoreSamplePictures, seedCatalogue } from './lib/seed-catalogue';
import { seedBookings } from './lib/seed-bookings';
import { seedReviews } from './lib/seed-reviews';
import { seedViews } from './lib/seed-views';
import { createRandom } from './lib/random';
import { syncPackages } from '#functions/accounts/repository';
import { resolvePlaces } from '#functions/catalogue/nearby';

const { db, storage, config } = getPlatform();
await migrateDatabase(db);
await syncPackages(db);
// Listings from before places existed get theirs now (the sweep does the same, a batch a minute).
while ((await resolvePlaces(db)) > 0);
const [existing] = await db.select({ n: count() }).from(services);
if ((existing?.n ?? 0) === 0 && config.DEMO_DATA) {
  const seeded = await seedCatalogue(db, storage);
  const bookings = await seedBookings(db);
  const reviews = await seedReviews(db, createRandom(20261123));
  await seedViews(db, createRandom(20261126));
  console.log(
    `Loaded sample data: ${seeded.services} services from ${seeded.sellers} sellers, ${bookings} demo bookings, ${reviews} reviews of past visits.`,
  );
} else {
  const restored = config.DEMO_DATA ? await restoreSamplePictures(db, storage) : 0;
  console.log(`Database ready: ${existing!.n} services${restored ? `; ${restored} sample pictures drawn again` : ''}.`);
}
