/**
 * Adds many generated listings to the database named by DATABASE_URL (default: the local file).
 *   npm run seed:scale -- --services 100000
 */
import { parseArgs } from 'node:util';
import { migrateDatabase } from '#functions/db/migrate';
import { getPlatform } from '#functions/platform/node';
import { seedScale } from './lib/scale-catalogue';

const { values } = parseArgs({
  options: { services: { type: 'string', default: '10000' }, seed: { type: 'string', default: '42' } },
});
const count = Number(values.services);
if (!Number.isInteger(count) || count < 1 || count > 5_000_000) {
  console.error('--services must be a whole number from 1 to 5,000,000');
  process.exit(1);
}
const { db } = getPlatform();
await migrateDatabase(db);
const started = performance.now();
await seedScale(db, count, Number(values.seed), (done) => {
  if (done % 10_000 === 0 || done === count)
    process.stdout.write(`\r${done.toLocaleString('en')} / ${count.toLocaleString('en')} listings`);
});
console.log(
  `\nAdded ${count.toLocaleString('en')} listings in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
);
