import { afterAll, describe, expect, it } from 'vitest';
import { oldLeftovers, rowCounts, seedRetention, youngRows } from '../../scripts/lib/seed-retention';
import { createTestApp } from '../../tests/support/test-platform';
import { lastRun } from './retention-repository';
import { runRetention } from './retention';

/** The retention job (decision 028): what is past its period goes, nothing else is touched. */
const { platform } = createTestApp();
afterAll(() => platform.close());

describe('the retention job', () => {
  it('removes or blanks every kind past its period, leaves the young rows as they were, and records its run', async () => {
    const now = Date.now();
    await seedRetention(platform.db, { old: 400, young: 15, now });
    const before = await rowCounts(platform.db);
    const young = await youngRows(platform.db, now);
    const counts = await runRetention(platform, now);
    const after = await rowCounts(platform.db);

    expect(await youngRows(platform.db, now)).toEqual(young);
    expect(Object.values(await oldLeftovers(platform.db, now))).toEqual([0, 0, 0]);
    for (const table of ['sessions', 'password_resets', 'rate_limits', 'booking_keys', 'jobs', 'listing_views']) {
      expect(after[table], table).toBeLessThan(before[table]!);
    }
    // Blanked, not removed: the visit, the message and the callback stay for the record.
    for (const table of ['bookings', 'outbox', 'payment_callbacks']) expect(after[table], table).toBe(before[table]);
    expect(counts['guest contact details']).toBeGreaterThanOrEqual(60);
    expect((await lastRun(platform.db))?.counts).toEqual(counts);

    const again = await runRetention(platform, now);
    expect(Object.values(again).every((count) => count === 0)).toBe(true);
  });
});
