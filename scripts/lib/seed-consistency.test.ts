import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestPlatform } from '../../tests/support/test-platform';
import { createRandom } from './random';
import { seedReviews } from './seed-reviews';

/** The sample data agrees with itself, as real data would (issue 58). */
const platform = createTestPlatform();
afterAll(() => platform.close());

describe('the sample data', () => {
  it('has no review older than its provider, and no reply to a review without words', async () => {
    // The demo's reviews, as scripts/db-setup.ts seeds them over the catalogue.
    await seedReviews(platform.db, createRandom(20261123));
    const early = await platform.db.all<{ id: number }>(sql`
      SELECT reviews.id FROM reviews JOIN users ON users.id = reviews.seller_id
      WHERE reviews.created_at < users.created_at`);
    expect(early).toEqual([]);
    const unprompted = await platform.db.all<{ id: number }>(sql`
      SELECT id FROM reviews WHERE coalesce(trim(text), '') = '' AND reply IS NOT NULL`);
    expect(unprompted).toEqual([]);
    const [reviewed] = await platform.db.all<{ n: number }>(sql`SELECT count(*) AS n FROM reviews`);
    expect(reviewed!.n).toBeGreaterThan(0);
  });
});
