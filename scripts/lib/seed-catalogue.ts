import { placeKeyOf } from '#functions/catalogue/nearby';
import { DEMO_SALON_INDEX, seedTeams } from './seed-teams';
import { refreshVocabulary } from '#functions/catalogue/vocabulary';
import { createHash } from 'node:crypto';
import { townOf } from '#shared/locations';
import type { Database } from '#functions/db/client';
import { users } from '#functions/db/schema/accounts';
import { media, serviceOptions, services } from '#functions/db/schema/catalogue';
import { bookingSettings, workingHours } from '#functions/db/schema/bookings';
import { eq, like } from 'drizzle-orm';
import { seedClasses } from './seed-classes';
import { SAMPLE_DEPOSITS, SAMPLE_OPTIONS, SAMPLE_SETTINGS, sampleWeek } from './sample-options';
import type { MediaStorage } from '#functions/media/storage';
import { createRandom } from './random';
import { hashPassword } from '#functions/accounts/password';
import { findPackage } from '#shared/packages';
import { sampleCatalogue, samplePhone, SAMPLE_SELLERS } from './sample-catalogue';
import { renderSampleImage } from './sample-images';

const sellerEmail = (name: string) => `${name.toLowerCase().replace(/\s+/g, '.')}@sellers.mabinti.test`;
const contentKey = (bytes: Uint8Array, extension: string) =>
  `samples/${createHash('sha256').update(bytes).digest('hex').slice(0, 24)}.${extension}`;

/** Demo accounts anyone can sign in with on a local run (README). */
export const DEMO_PASSWORD = 'mabinti-demo';
export const DEMO_SELLER_EMAIL = 'demo.seller@mabinti.test';
export const DEMO_BUYER_EMAIL = 'demo.buyer@mabinti.test';
export const DEMO_ADMIN_EMAIL = 'demo.admin@mabinti.test';
export const DEMO_MODERATOR_EMAIL = 'demo.moderator@mabinti.test';
/** The bridal glam salon with a team (scripts/lib/seed-teams.ts), and one of its stylists who signs in. */
export const DEMO_SALON_EMAIL = 'demo.salon@mabinti.test';
export const DEMO_STYLIST_EMAIL = 'demo.stylist@mabinti.test';

/**
 * Loads the sample catalogue: sellers, 72 listings, one or two generated pictures each, and two
 * demo accounts. The first sample seller is the demo seller (premium, owns listings); the other
 * sample sellers have no password and cannot sign in.
 */
/** Every third provider is Premium (featured), then Standard, then Basic. */
const packageOf = (sellerIndex: number) => (['premium', 'standard', 'basic'] as const)[sellerIndex % 3];

export async function seedCatalogue(db: Database, storage: MediaStorage, seed = 20261122) {
  const random = createRandom(seed);
  const sellerIds = SAMPLE_SELLERS.map((_, index) => `seller-sample-${index + 1}`);
  const demoHash = await hashPassword(DEMO_PASSWORD);
  await db.insert(users).values([
    {
      id: 'buyer-demo',
      userName: 'Neema Wairimu',
      email: DEMO_BUYER_EMAIL,
      phoneNumber: '+254700000100',
      passwordHash: demoHash,
      accountType: 'buyer',
    },
    // Staff for trying the admin area (issue 18); in production the first admin comes from
    // `npm run admin:create`, and demo data is refused.
    {
      id: 'admin-demo',
      userName: 'Amani Admin',
      email: DEMO_ADMIN_EMAIL,
      phoneNumber: '+254700000101',
      passwordHash: demoHash,
      accountType: 'buyer',
      role: 'admin',
    },
    {
      id: 'stylist-demo',
      userName: 'Akoth Atieno',
      email: DEMO_STYLIST_EMAIL,
      phoneNumber: '+254700000103',
      passwordHash: demoHash,
      accountType: 'buyer',
    },
    {
      id: 'moderator-demo',
      userName: 'Mwajuma Moderator',
      email: DEMO_MODERATOR_EMAIL,
      phoneNumber: '+254700000102',
      passwordHash: demoHash,
      accountType: 'buyer',
      role: 'moderator',
    },
  ]);
  await db.insert(users).values(
    SAMPLE_SELLERS.map((name, index) => ({
      id: sellerIds[index]!,
      userName: name,
      email: index === 0 ? DEMO_SELLER_EMAIL : index === DEMO_SALON_INDEX ? DEMO_SALON_EMAIL : sellerEmail(name),
      passwordHash: index === 0 || index === DEMO_SALON_INDEX ? demoHash : null,
      phoneNumber: samplePhone(random),
      accountType: 'seller' as const,
      packageId: packageOf(index),
      // Sample sellers have paid for a year, so the demo's catalogue stays public.
      packagePaidUntil: new Date(Date.now() + 365 * 86_400_000),
      // They joined before their listings went up (1 October 2026) and before any visit reviewed.
      createdAt: new Date(Date.UTC(2026, 8, 1) + index * 3_600_000),
    })),
  );

  const listings = sampleCatalogue(random);
  const hoursSet = new Set<number>();
  for (const [index, listing] of listings.entries()) {
    const key = `${listing.category}/${listing.subcategory}`;
    const options = SAMPLE_OPTIONS[key] ?? [[listing.name, listing.minPrice, 60] as const];
    const prices = options.map(([, price]) => price);
    const deposit = SAMPLE_DEPOSITS[listing.category];
    const [row] = await db
      .insert(services)
      .values({
        sellerId: sellerIds[listing.sellerIndex]!,
        name: listing.name,
        description: listing.description,
        minPrice: Math.min(...prices),
        maxPrice: Math.max(...prices),
        ...(deposit ? { depositType: deposit.type, depositValue: deposit.value } : {}),
        location: listing.location,
        town: townOf(listing.location),
        place: placeKeyOf(listing.location),
        phoneNumber: listing.phoneNumber,
        category: listing.category,
        subcategory: listing.subcategory,
        // Spread creation times so "newest first" has a stable, meaningful order.
        createdAt: new Date(Date.UTC(2026, 9, 1) + index * 3_600_000),
        updatedAt: new Date(Date.UTC(2026, 9, 1) + index * 3_600_000),
      })
      .returning({ id: services.id });
    // The listing's own options in place of the one every new listing gets (migration 0014).
    await db.delete(serviceOptions).where(eq(serviceOptions.serviceId, row!.id));
    await db.insert(serviceOptions).values(
      options.map(([name, price, durationMinutes], position) => ({
        serviceId: row!.id,
        position,
        name,
        price,
        durationMinutes,
      })),
    );
    const week = sampleWeek(listing.sellerIndex, listing.category);
    if (!hoursSet.has(listing.sellerIndex)) {
      hoursSet.add(listing.sellerIndex);
      await db.insert(bookingSettings).values({ sellerId: sellerIds[listing.sellerIndex]!, ...SAMPLE_SETTINGS });
      await db.insert(workingHours).values(
        week.map((hours, weekday) => ({
          sellerId: sellerIds[listing.sellerIndex]!,
          weekday,
          opens: hours?.[0] ?? null,
          closes: hours?.[1] ?? null,
        })),
      );
    }
    // Two pictures for some listings, never more than the seller's package allows.
    const pictures = Math.min(index % 3 === 0 ? 2 : 1, findPackage(packageOf(listing.sellerIndex))!.photoUploads);
    for (let position = 0; position < pictures; position++) {
      const image = await renderSampleImage(listing.category, random);
      const storageKey = contentKey(image.full, 'webp');
      const thumbnailKey = contentKey(image.thumbnail, 'webp');
      await storage.put(storageKey, image.full, 'image/webp');
      await storage.put(thumbnailKey, image.thumbnail, 'image/webp');
      const mediumKey = contentKey(image.medium, 'webp');
      await storage.put(mediumKey, image.medium, 'image/webp');
      await db.insert(media).values({
        serviceId: row!.id,
        position,
        type: 'image',
        storageKey,
        thumbnailKey,
        mediumKey,
        contentType: 'image/webp',
        bytes: image.full.byteLength,
        width: image.width,
        height: image.height,
      });
    }
  }
  await seedTeams(db, sellerIds, 'stylist-demo');
  await seedClasses(db, demoHash);
  await refreshVocabulary(db);
  return { sellers: sellerIds.length, services: listings.length };
}

/**
 * Makes sure every sample listing's pictures are on disk (issue 40): a demo database kept while
 * its media folder went (deleted, or another MEDIA_DIR) would otherwise answer 404 for every
 * sample picture. A missing one is drawn again, and its row points at the new files.
 */
export async function restoreSamplePictures(db: Database, storage: MediaStorage, seed = 20261126) {
  const random = createRandom(seed);
  const rows = await db
    .select({ media, category: services.category })
    .from(media)
    .innerJoin(services, eq(services.id, media.serviceId))
    .where(like(media.storageKey, 'samples/%'));
  let restored = 0;
  for (const { media: row, category } of rows) {
    const keys = [row.storageKey, row.thumbnailKey, row.mediumKey].filter((key): key is string => Boolean(key));
    const present = await Promise.all(keys.map((key) => storage.head(key)));
    if (present.every(Boolean)) continue;
    const image = await renderSampleImage(category, random);
    const stored = {
      storageKey: contentKey(image.full, 'webp'),
      thumbnailKey: contentKey(image.thumbnail, 'webp'),
      mediumKey: contentKey(image.medium, 'webp'),
    };
    await storage.put(stored.storageKey, image.full, 'image/webp');
    await storage.put(stored.thumbnailKey, image.thumbnail, 'image/webp');
    await storage.put(stored.mediumKey, image.medium, 'image/webp');
    await db
      .update(media)
      .set({ ...stored, bytes: image.full.byteLength, width: image.width, height: image.height })
      .where(eq(media.id, row.id));
    restored++;
  }
  return restored;
}
