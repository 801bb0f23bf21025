import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../tests/support/test-platform';

/** The visitor's orders and the price range, followed page by page with the cursor. */
const testApp = createTestApp({ RATE_LIMIT_SCALE: '100' });
afterAll(() => testApp.platform.close());

type Item = { _id: string; minPrice: number | null; maxPrice: number | null };

/** Every page of a list, following X-Next-Cursor. */
async function allPages(path: string) {
  const items: Item[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 50; page++) {
    const response = await testApp.get(`${path}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(response.status, path).toBe(200);
    items.push(...((await response.json()) as Item[]));
    cursor = response.headers.get('X-Next-Cursor');
    if (!cursor) break;
  }
  return items;
}

const price = (item: Item) => item.minPrice ?? 0;

describe('sorting and the price range', () => {
  it('goes by price either way, and newest first, across pages, with every listing once', async () => {
    const recommended = await allPages('/api/services?category=hair&limit=7');
    const ascending = await allPages('/api/services?category=hair&limit=7&sort=price-asc');
    const descending = await allPages('/api/services?category=hair&limit=7&sort=price-desc');
    const newest = await allPages('/api/services?category=hair&limit=7&sort=newest');
    const ids = (items: Item[]) => items.map((item) => item._id).sort();
    for (const list of [ascending, descending, newest]) expect(ids(list)).toEqual(ids(recommended));
    expect(ascending.map(price)).toEqual([...ascending.map(price)].sort((a, b) => a - b));
    expect(descending.map(price)).toEqual([...descending.map(price)].sort((a, b) => b - a));
    expect(newest.map((item) => Number(item._id))).toEqual(
      newest.map((item) => Number(item._id)).sort((a, b) => b - a),
    );
  });

  it('keeps only listings whose prices meet the range, in search too', async () => {
    const ranged = await allPages('/api/services?category=hair&limit=10&minPrice=2000&maxPrice=5000&sort=price-asc');
    expect(ranged.length).toBeGreaterThan(0);
    for (const item of ranged) {
      expect(item.maxPrice ?? item.minPrice ?? 0).toBeGreaterThanOrEqual(2000);
      expect(price(item)).toBeLessThanOrEqual(5000);
    }
    const found = (await (
      await testApp.get('/api/services/search?query=hair&sort=price-desc&limit=20')
    ).json()) as Item[];
    expect(found.map(price)).toEqual([...found.map(price)].sort((a, b) => b - a));
    const refused = await testApp.get('/api/services?category=hair&sort=cheapest');
    expect(refused.status).toBe(400);
  });
});
