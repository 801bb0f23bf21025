import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { distanceKm, findPlace, formatDistance, placeOf } from '#shared/gazetteer';
import { createTestPlatform } from '../../tests/support/test-platform';
import { nearest, resolvePlaces } from './nearby';
import { resolveFilter } from './service';

/** "Near me" on the sample catalogue. */
const platform = createTestPlatform();
afterAll(() => platform.close());
const at = (key: string) => findPlace(key)!;

describe('near me', () => {
  it('measures distances as computed by hand', () => {
    // Nairobi CBD (-1.2841, 36.8233) to Westlands (-1.2667, 36.8083): 0.0174° north, 0.0150° west,
    // sqrt(0.0174² + (0.0150 × cos 1.28°)²) = 0.02297° × 111.195 km = 2.554 km.
    expect(distanceKm(at('nairobi cbd'), at('westlands'))).toBeCloseTo(2.554, 2);
    // Nakuru (-0.3031, 36.08) to Kisumu (-0.1022, 34.7617): 1.3336° × 111.195 km = 148.28 km.
    expect(distanceKm(at('nakuru'), at('kisumu'))).toBeCloseTo(148.28, 1);
    expect([0.4, 2.554, 38.2].map(formatDistance)).toEqual(['Under 1 km', '2.6 km', '38 km']);
    expect(placeOf('Milimani, Kisumu')?.name).toBe('Milimani');
    expect(placeOf('Mombasa')).toBeUndefined();
  });

  it('sorts by distance from a place, each with its own distance, and pages without repeats', async () => {
    const from = at('westlands');
    const where = resolveFilter({});
    const seen: string[] = [];
    let previous = 0;
    let cursor: string | undefined;
    do {
      const page = await nearest(platform.db, from, where, { limit: 10, cursor, page: 1 });
      for (const item of page.items) {
        const place = placeOf(item.location)!;
        expect(item.km).toBeCloseTo(distanceKm(from, place), 6);
        expect(item.km).toBeGreaterThanOrEqual(previous);
        previous = item.km;
        seen.push(String(item.id));
      }
      cursor = page.next ?? undefined;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    const [{ n } = { n: 0 }] = await platform.db.all<{ n: number }>(
      sql`SELECT count(*) AS n FROM services WHERE place <> '' AND live_until > ${Date.now()}`,
    );
    expect(seen.length).toBe(n);
    expect(seen.length).toBeGreaterThan(20);
  });

  it('narrows by category, from a point the browser gave', async () => {
    const page = await nearest(platform.db, { lat: -0.3, lng: 36.07 }, resolveFilter({ category: 'hair' }), {
      limit: 5,
      page: 1,
    });
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((item) => item.category === 'hair')).toBe(true);
    // Nakuru is nearest that point: its listings come first.
    expect(placeOf(page.items[0]!.location)?.town).toBe('Nakuru');
  });

  it('gives listings written before places existed their place', async () => {
    await platform.db.run(sql`UPDATE services SET place = NULL WHERE id IN (SELECT id FROM services LIMIT 5)`);
    expect(await resolvePlaces(platform.db)).toBe(5);
    expect(await resolvePlaces(platform.db)).toBe(0);
  });
});
