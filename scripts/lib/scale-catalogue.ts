import { placeKeyOf } from '#functions/catalogue/nearby';
import { sql } from 'drizzle-orm';
import { townOf } from '#shared/locations';
import type { Database } from '#functions/db/client';
import { users } from '#functions/db/schema/accounts';
import { media, services } from '#functions/db/schema/catalogue';
import { refreshVocabulary } from '#functions/catalogue/vocabulary';
import { createRandom } from './random';
import { SAMPLE_NAMES, samplePhone } from './sample-catalogue';

const AREAS = [
  'Westlands',
  'Karen',
  'Kilimani',
  'Nairobi CBD',
  'Ruiru',
  'Juja',
  'Thika',
  'Nakuru',
  'Naivasha',
  'Kisumu',
  'Kiambu',
  'Kasarani',
  'Embakasi',
  'Lavington',
  'Milimani, Kisumu',
];
const QUALITIES = [
  'Affordable',
  'Premium',
  'Express',
  'Luxury',
  'Mobile',
  'Family',
  'Budget',
  'Signature',
  'Classic',
  'Modern',
];
// Descriptive words sellers use; each appears in a few percent of descriptions, as in real listings.
const WORDS = (
  'friendly professional certified experienced punctual hygienic organic bespoke relaxing weekend evening home studio ' +
  'group bridal students discount quality trusted clean tools products natural gentle detailed care booking walk-in ' +
  'packages consultation affordable luxury mobile express reliable creative stylish elegant modern classic traditional ' +
  'vibrant colourful soft bold glam minimal flawless lasting waterproof sensitive skin friendly vegan cruelty-free ' +
  'sterilised licensed insured award-winning top-rated recommended local family-run women-owned youth community ' +
  'accessible parking wifi refreshments music aircon spacious private cosy central convenient flexible same-day ' +
  'next-day early late overnight holiday festive graduation birthday anniversary baby-shower ruracio ngurario ' +
  'dowry church garden beach safari corporate office school hospital estate apartment village town city county ' +
  'mpesa cash card deposit refund guarantee warranty voucher loyalty referral membership monthly weekly daily ' +
  'beginners advanced kids teens adults seniors mothers couples friends colleagues'
).split(' ');

/**
 * Adds `count` generated listings (and a handful of sellers) for load and benchmark runs.
 * Text is varied enough that search selectivity resembles a real catalogue. All listings
 * point at one shared sample picture, so no files are written.
 */
export async function seedScale(db: Database, count: number, seed = 42, onProgress?: (done: number) => void) {
  const random = createRandom(seed);
  const keys = Object.keys(SAMPLE_NAMES);
  const sellerIds = Array.from({ length: 500 }, (_, i) => `seller-scale-${seed}-${i + 1}`);
  for (let i = 0; i < sellerIds.length; i += 100) {
    await db.insert(users).values(
      sellerIds.slice(i, i + 100).map((id, j) => ({
        id,
        userName: `Scale Seller ${i + j + 1}`,
        email: `${id}@sellers.mabinti.test`,
        phoneNumber: samplePhone(random),
        accountType: 'seller' as const,
        packageId: 'standard',
        // Sample sellers have paid for a year, so the demo's catalogue stays public.
        packagePaidUntil: new Date(Date.now() + 365 * 86_400_000),
      })),
    );
  }
  const BATCH = 500;
  for (let done = 0; done < count; done += BATCH) {
    const size = Math.min(BATCH, count - done);
    const rows = Array.from({ length: size }, () => {
      const key = random.pick(keys);
      const [category, subcategory] = key.split('/') as [string, string];
      const location = random.pick(AREAS);
      const minPrice = random.int(1, 100) * 100;
      const words = Array.from({ length: 8 }, () => random.pick(WORDS)).join(' ');
      const name = `${random.pick(QUALITIES)} ${SAMPLE_NAMES[key]![random.int(0, 1)]}`;
      return {
        sellerId: random.pick(sellerIds),
        name,
        description: `${name} in ${location}. We offer ${words}. Book today for ${subcategory.replace(/-/g, ' ')}.`,
        minPrice,
        maxPrice: minPrice + random.int(1, 100) * 100,
        location,
        town: townOf(location),
        place: placeKeyOf(location),
        phoneNumber: samplePhone(random),
        category,
        subcategory,
      };
    });
    await db.transaction(async (tx) => {
      const inserted = await tx.insert(services).values(rows).returning({ id: services.id });
      await tx.insert(media).values(
        inserted.map(({ id }) => ({
          serviceId: id,
          position: 0,
          type: 'image' as const,
          storageKey: 'samples/scale.webp',
          contentType: 'image/webp',
          bytes: 0,
        })),
      );
    });
    onProgress?.(done + size);
  }
  await db.run(sql`INSERT INTO services_fts(services_fts) VALUES ('optimize')`);
  await db.run(sql`ANALYZE`);
  await refreshVocabulary(db);
}
