import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createRandom } from '../../scripts/lib/random';
import { createTestApp } from '../../tests/support/test-platform';
import { bookings } from '#functions/db/schema/bookings';
import { services } from '#functions/db/schema/catalogue';
import { reviews } from '#functions/db/schema/trust';
import { bayesianScore } from '#shared/reviews';
import { ratingsFromScratch } from './repository';

/** Ratings are computed by the database from the reviews themselves: no write, however mixed, leaves them adrift. */
const { platform, get } = createTestApp();
afterAll(() => platform.close());

describe('stored ratings', () => {
  it('equal a count from scratch after 1,000 random review writes (add, change, hide, show, remove)', async () => {
    const random = createRandom(2026);
    const { db } = platform;
    const listings = await db
      .select({ id: services.id, sellerId: services.sellerId, name: services.name })
      .from(services)
      .limit(12);
    const live: number[] = [];
    for (let write = 0; write < 1000; write++) {
      const op = live.length < 20 ? 0 : random.int(0, 4);
      if (op === 0) {
        const listing = random.pick(listings);
        const [booking] = await db
          .insert(bookings)
          .values({
            serviceId: listing.id,
            serviceName: listing.name,
            sellerId: listing.sellerId,
            date: '2026-10-01',
            time: '9:00 AM',
            startsAt: Date.UTC(2026, 9, 1, 6) + write * 60_000,
            endsAt: Date.UTC(2026, 9, 1, 6) + write * 60_000 + 1_800_000,
            blocksUntil: Date.UTC(2026, 9, 1, 6) + write * 60_000 + 1_800_000,
            status: 'completed',
            name: 'Random Reviewer',
            email: 'random@example.com',
            phoneNumber: '+254712345678',
          })
          .returning({ id: bookings.id });
        const [row] = await db
          .insert(reviews)
          .values({
            bookingId: booking!.id,
            serviceId: listing.id,
            sellerId: listing.sellerId,
            reviewerName: 'Random',
            visitDate: '2026-10-01',
            rating: random.int(1, 5),
            createdAt: new Date(),
            updatedAt: new Date(),
          })
          .returning({ id: reviews.id });
        live.push(row!.id);
        continue;
      }
      const id = random.pick(live);
      if (op === 1)
        await db
          .update(reviews)
          .set({ rating: random.int(1, 5) })
          .where(eq(reviews.id, id));
      else if (op === 2) await db.update(reviews).set({ hiddenAt: new Date() }).where(eq(reviews.id, id));
      else if (op === 3) await db.update(reviews).set({ hiddenAt: null }).where(eq(reviews.id, id));
      else {
        await db.delete(reviews).where(eq(reviews.id, id));
        live.splice(live.indexOf(id), 1);
      }
    }
    const figures = await ratingsFromScratch(db);
    const drift = figures.filter((row) => row.stored !== row.counted || row.storedSum !== row.summed);
    expect(drift).toEqual([]);
    expect(figures.some((row) => row.counted > 0)).toBe(true);

    const sellers = await db.all<{ stored: number; counted: number; storedSum: number; summed: number }>(sql`
      SELECT u.rating_count AS stored, u.rating_sum AS storedSum,
        (SELECT count(*) FROM reviews r WHERE r.seller_id = u.id AND r.hidden_at IS NULL) AS counted,
        (SELECT coalesce(sum(r.rating), 0) FROM reviews r WHERE r.seller_id = u.id AND r.hidden_at IS NULL) AS summed
      FROM users u`);
    expect(sellers.filter((row) => row.stored !== row.counted || row.storedSum !== row.summed)).toEqual([]);

    // The sort key is the Bayesian average of src/shared/reviews.ts, or none without reviews.
    for (const row of await db.select().from(services)) {
      const expected = row.ratingCount ? bayesianScore(row.ratingSum, row.ratingCount) : null;
      if (expected === null) expect(row.ratingScore).toBeNull();
      else expect(row.ratingScore).toBeCloseTo(expected, 10);
    }
  }, 120_000);

  it('sort lists best rated first by that score, page by cursor, and filter "4 stars and up"', async () => {
    const ids: number[] = [];
    let next: string | null = '/api/services?sort=rating&limit=7';
    while (next) {
      const response = await get(next);
      ids.push(...((await response.json()) as Array<{ _id: string }>).map((item) => Number(item._id)));
      next = /<([^>]+)>; rel="next"/.exec(response.headers.get('Link') ?? '')?.[1] ?? null;
    }
    const rows = await platform.db.select().from(services);
    const live = rows.filter((row) => (row.liveUntil ?? 0) > Date.now());
    expect(ids).toHaveLength(live.length);
    expect(new Set(ids).size).toBe(ids.length);
    const scoreOf = new Map(rows.map((row) => [row.id, row.ratingScore ?? 0]));
    const scores = ids.map((id) => scoreOf.get(id)!);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));

    const fourUp = (await (await get('/api/services?minRating=4&limit=60')).json()) as Array<{
      rating: number;
      reviewCount: number;
    }>;
    const expected = live.filter((row) => row.ratingCount > 0 && row.ratingSum >= 4 * row.ratingCount);
    expect(fourUp).toHaveLength(Math.min(60, expected.length));
    expect(fourUp.every((item) => item.reviewCount > 0 && item.rating >= 4)).toBe(true);
    expect((await get('/api/services?minRating=6')).status).toBe(400);
  });
});
