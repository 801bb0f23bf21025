/**
 * Creates and migrates the embedded database and loads the sample catalogue when it is empty.
 * Run by `npm start` before the server starts; safe to run again.
 */
import { count } from 'drizzle-orm';
import { services } from '../functions/db/schema/catalogue';
import { migrateDatabase } from '../functions/db/migrate';
import { getPlatform } from '../functions/platform/node';
import { seedCatalogue } from './lib/seed-catalogue';
import { seedBookings } from './lib/seed-bookings';
import { syncPackages } from '../functions/accounts/repository';

const { db, storage } = getPlatform();
await migrateDatabase(db);
await syncPackages(db);
const [existing] = await db.select({ n: count() }).from(services);
if ((existing?.n ?? 0) === 0) {
  const seeded = await seedCatalogue(db, storage);
  const bookings = await seedBookings(db);
  console.log(
    `Loaded sample data: ${seeded.services} services from ${seeded.sellers} sellers, ${bookings} demo bookings.`,
  );
} else {
  console.log(`Database ready: ${existing!.n} services.`);
}
