import { and, eq, gt } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { bookingHelpers } from '../../tests/support/bookings';
import { createTestApp } from '../../tests/support/test-platform';
import { bookings } from '#functions/db/schema/bookings';
import { services } from '#functions/db/schema/catalogue';
import { CURSOR_MESSAGE } from './cursor';

/**
 * Every list the API returns pages with a cursor (decision 010): following `Link: rel="next"`
 * reaches every row exactly once, and every count is counted, never read off a capped list.
 */
const testApp = createTestApp();
const { platform, get } = testApp;
const { signUp, sellerWithListing } = bookingHelpers(testApp);
afterAll(() => platform.close());

/** Follows rel="next" from `path` to the end; the ids in order and how many requests it took. */
async function follow(path: string, auth: Record<string, string> = {}) {
  const ids: number[] = [];
  let next: string | null = path;
  let requests = 0;
  while (next) {
    const response = await get(next, auth);
    expect(response.status).toBe(200);
    const items = (await response.json()) as Array<{ _id?: string; id?: number }>;
    ids.push(...items.map((item) => Number(item._id ?? item.id)));
    next = /<([^>]+)>; rel="next"/.exec(response.headers.get('Link') ?? '')?.[1] ?? null;
    requests += 1;
  }
  return { ids, requests };
}

describe('catalogue lists', () => {
  it('reach every listing of a category exactly once, featured first, then newest first, by cursor', async () => {
    const all = await platform.db.select().from(services).where(eq(services.category, 'hair'));
    const featured = new Set(all.filter((row) => (row.featuredUntil ?? 0) > Date.now()).map((row) => row.id));
    expect(featured.size).toBeGreaterThan(3); // the featured part spans pages
    const { ids, requests } = await follow('/api/services/hair?limit=3');
    expect(ids).toHaveLength(all.length);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.slice(0, featured.size).every((id) => featured.has(id))).toBe(true);
    const rest = ids.slice(featured.size);
    expect(rest).toEqual([...rest].sort((a, b) => b - a));
    expect(requests).toBe(Math.ceil(all.length / 3));
  });

  it('do not shift when a listing is added while someone pages', async () => {
    const featured = await platform.db.$count(services, gt(services.featuredUntil, Date.now()));
    const first = await get(`/api/services?limit=5&page=${Math.ceil(featured / 5) + 1}`);
    const seen = ((await first.json()) as Array<{ _id: string }>).map((item) => item._id);
    await sellerWithListing(); // newest of all: it would push every offset page along by one
    const second = await get(`/api/services?limit=5&cursor=${first.headers.get('X-Next-Cursor')}`);
    const next = ((await second.json()) as Array<{ _id: string }>).map((item) => item._id);
    expect(next.some((id) => seen.includes(id))).toBe(false);
    expect(Number(next[0])).toBeLessThan(Number(seen.at(-1)));
  });

  it('page search results by cursor without repeats', async () => {
    const { ids } = await follow('/api/services/search?query=hair&limit=4');
    expect(ids.length).toBeGreaterThan(4);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(['not-a-cursor', 'eyJiZWZvcmUiOi0xfQ', btoa('{"offset":"1"}'), 'x'.repeat(201)])(
    'refuses the cursor %j with 400 and a message',
    async (cursor) => {
      const response = await get(`/api/services?cursor=${encodeURIComponent(cursor)}`);
      expect(response.status).toBe(400);
      expect((await response.json()).message).toBeTruthy();
    },
  );

  it('says plainly when a cursor cannot be read', async () => {
    const response = await get('/api/services/search?query=hair&cursor=bm9wZQ');
    expect(await response.json()).toMatchObject({ code: CURSOR_MESSAGE });
  });
});

describe('GET /api/me/bookings', () => {
  it('reaches all of 230 bookings (past the old cap of 200) and counts them', async () => {
    const { serviceId, id: sellerId } = await sellerWithListing();
    const buyer = await signUp('buyer');
    const now = Date.now();
    const hour = 3_600_000;
    const rows = Array.from({ length: 230 }, (_, i) => ({
      serviceId,
      serviceName: 'Knotless Braids in Kasarani',
      sellerId,
      buyerId: buyer.id,
      date: '2030-01-01',
      time: '9:00 AM',
      // 150 to come and 80 past
      startsAt: now + (i < 150 ? (i + 1) * hour : -(i - 149) * hour),
      endsAt: now + (i < 150 ? (i + 1) * hour : -(i - 149) * hour) + hour / 2,
      blocksUntil: now + (i < 150 ? (i + 1) * hour : -(i - 149) * hour) + hour / 2,
      status: 'confirmed' as const,
      name: 'Akinyi Odhiambo',
      email: 'akinyi@example.com',
      phoneNumber: '+254712345678',
    }));
    for (let i = 0; i < rows.length; i += 50) await platform.db.insert(bookings).values(rows.slice(i, i + 50));

    const everything = await follow('/api/me/bookings?limit=40', buyer.auth);
    expect(everything.ids).toHaveLength(230);
    expect(new Set(everything.ids).size).toBe(230);

    const upcoming = await get('/api/me/bookings?when=upcoming&limit=100', buyer.auth);
    expect(upcoming.headers.get('X-Total-Count')).toBe('150');
    const soonest = (await upcoming.json()) as Array<{ startsAt: number }>;
    expect(soonest.map((b) => b.startsAt)).toEqual([...soonest.map((b) => b.startsAt)].sort((a, b) => a - b));
    expect((await follow('/api/me/bookings?when=upcoming&limit=100', buyer.auth)).ids).toHaveLength(150);
    const past = await get('/api/me/bookings?when=past', buyer.auth);
    expect(past.headers.get('X-Total-Count')).toBe('80');

    const asSeller = await get('/api/me/bookings?side=seller&when=upcoming&limit=1', buyer.auth);
    expect(await asSeller.json()).toEqual([]);
    const counted = await platform.db.$count(bookings, and(eq(bookings.buyerId, buyer.id), gt(bookings.startsAt, now)));
    expect(counted).toBe(150);
  });

  it('refuses a bad side, period or limit with 400', async () => {
    const buyer = await signUp('buyer');
    for (const query of ['side=admin', 'when=soon', 'limit=0', 'limit=101', 'cursor=bm9wZQ']) {
      expect((await get(`/api/me/bookings?${query}`, buyer.auth)).status).toBe(400);
    }
  });
});
