import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingHelpers } from '../../tests/support/bookings';
import { createTestApp } from '../../tests/support/test-platform';
import { refreshFreeSpans } from '#functions/scheduling/free-spans';
import { freeCandidates } from './free-search-repository';
import { freeWhereOf } from './free-search';
import { FreeSearchSchema } from '#shared/free-search';
import { resolvePlaces } from './nearby';
import { eq, sql } from 'drizzle-orm';
import { serviceOptions, services } from '#functions/db/schema/catalogue';

const testApp = createTestApp({ RATE_LIMIT_SCALE: '20' });
const { platform, get } = testApp;
const { signUp, sellerWithListing, dayAhead, appointment, book, slotsOf } = bookingHelpers(testApp);
afterAll(() => platform.close());

type Found = { items: Array<{ _id: string; freeAt: string[]; distanceKm?: number }>; next: string | null };
const search = async (query: string) => {
  const response = await get(`/api/services/free?${query}`);
  return { status: response.status, body: (await response.json()) as Found & { message?: string } };
};
const inWindow = (slots: Array<{ start: string }>, from: string, to: string) =>
  slots.map((slot) => slot.start.slice(11, 16)).filter((time) => time >= from && time < to);

let seller: Awaited<ReturnType<typeof sellerWithListing>>;
let buyer: Awaited<ReturnType<typeof signUp>>;
const date = dayAhead(4);
beforeAll(async () => {
  seller = await sellerWithListing();
  buyer = await signUp('buyer');
  await resolvePlaces(platform.db);
});

describe('GET /api/services/free', () => {
  it('lists a listing exactly when its slots route has a start in the window, before and after the spans are worked out', async () => {
    const query = `date=${date}&from=09:00&to=11:00&town=Nairobi&category=hair&limit=60`;
    for (const refreshed of [false, true]) {
      if (refreshed) await refreshFreeSpans(platform.db, Date.now());
      const { status, body } = await search(query);
      expect(status).toBe(200);
      const item = body.items.find((found) => found._id === String(seller.serviceId));
      expect(item?.freeAt).toEqual(inWindow(await slotsOf(seller.serviceId, date), '09:00', '11:00'));
    }
  });

  it('drops a start as soon as it is booked, and the listing once its window is full', async () => {
    await refreshFreeSpans(platform.db, Date.now());
    const window = `date=${date}&from=14:00&to=15:00&town=Nairobi&limit=60`;
    for (const time of ['2:00 PM', '2:30 PM']) {
      // A signed-in client's request holds the time firmly (a guest's is held until confirmed).
      const response = await book({ ...appointment({ date, time }), serviceId: String(seller.serviceId) }, buyer.auth);
      expect(response.status).toBe(201);
    }
    const mine = (found: Found) => found.items.find((item) => item._id === String(seller.serviceId));
    expect(mine((await search(window)).body)).toBeUndefined();
    await refreshFreeSpans(platform.db, Date.now());
    expect(mine((await search(window)).body)).toBeUndefined();
    const asked = FreeSearchSchema.parse({ date, from: '14:00', to: '15:00', town: 'Nairobi' });
    // Neither read of the earliest first (weighing each listing, walking the fits) offers it.
    for (const few of [true, false]) {
      const where = { ...freeWhereOf(asked, Date.now())!, few };
      const candidates = await freeCandidates(platform.db, where, 'earliest', null, 60);
      expect(candidates.map((candidate) => candidate.id)).not.toContain(seller.serviceId);
    }
  });

  it('answers 400 with a clear message for a past date, a window the wrong way round, an unknown town or a bad position', async () => {
    const cases: Array<[string, RegExp]> = [
      ['date=2020-01-01', /passed/],
      [`date=${date}&from=11:00&to=09:00`, /after "from"/],
      [`date=${date}&from=9am`, /time like 09:00/],
      [`date=${date}&town=Atlantis`, /do not know the town "Atlantis"/],
      [`date=${date}&near=51.5,-0.12`, /position like/],
      [`date=${date}&town=Nairobi&near=-1.29,36.78`, /not both/],
    ];
    for (const [query, message] of cases) {
      const { status, body } = await search(query);
      expect(status, query).toBe(400);
      expect(body.message, query).toMatch(message);
    }
  });

  it('searches around an area with distances, and pages with a cursor without repeating a listing', async () => {
    const around = await search(`date=${date}&town=Kilimani&radiusKm=20&sort=nearest&limit=60`);
    expect(around.status).toBe(200);
    const distances = around.body.items.map((item) => item.distanceKm!);
    expect(distances.length).toBeGreaterThan(1);
    expect(distances.every((km) => km <= 20)).toBe(true);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // Ratings with decimals, so the rating order's cursor carries one.
    await platform.db.update(services).set({ ratingScore: 4.123456789 }).where(eq(services.id, seller.serviceId));
    const sets = new Map<string, Set<string>>();
    for (const sort of ['earliest', 'rating', 'price']) {
      const seen = new Set<string>();
      let next: string | null = null;
      do {
        const page: { status: number; body: Found } = await search(
          `date=${date}&limit=7&sort=${sort}${next ? `&cursor=${next}` : ''}`,
        );
        expect(page.status, sort).toBe(200);
        for (const item of page.body.items) {
          expect(seen.has(item._id), sort).toBe(false);
          seen.add(item._id);
        }
        next = page.body.next;
      } while (next);
      sets.set(sort, seen);
    }
    // Every order pages through the same listings, each once.
    expect(sets.get('rating')).toEqual(sets.get('earliest'));
    expect(sets.get('price')).toEqual(sets.get('earliest'));
    expect(sets.get('earliest')!.has(String(seller.serviceId))).toBe(true);
  });

  it('marks a seller’s days stale when a listing is added or its options change, so its fits are worked out again', async () => {
    await refreshFreeSpans(platform.db, Date.now());
    const staleDays = async () =>
      (
        await platform.db.all<{ n: number }>(
          sql`SELECT count(*) AS n FROM free_days WHERE seller_id = ${seller.id} AND stale = 1`,
        )
      )[0]!.n;
    expect(await staleDays()).toBe(0);
    await platform.db
      .update(serviceOptions)
      .set({ durationMinutes: 20 })
      .where(eq(serviceOptions.serviceId, seller.serviceId));
    expect(await staleDays()).toBeGreaterThan(0);
    await refreshFreeSpans(platform.db, Date.now());
    const [fit] = await platform.db.all<{ closes: number; latest: number }>(
      sql`SELECT closes, latest FROM free_fits WHERE service_id = ${seller.serviceId} AND date = ${date}`,
    );
    expect(fit!.closes - fit!.latest).toBe(20);
  });
});
