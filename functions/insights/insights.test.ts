import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { bookings } from '#functions/db/schema/bookings';
import { listingViews } from '#functions/db/schema/catalogue';
import { addDays, nairobiDateKey } from '#shared/booking-time';
import { createTestApp } from '../../tests/support/test-platform';
import { bookingHelpers } from '../../tests/support/bookings';
import { insightsOf } from './service';
import { countView, flushViews, FLUSH_MS, isRobot } from './views';

/** A seller's insights: twelve weeks of visits, earnings, no-shows, views and conversion. */
const t = createTestApp({ RATE_LIMIT_SCALE: '100' });
const b = bookingHelpers(t);
afterAll(() => t.platform.close());

describe("a seller's insights", () => {
  it('counts views in memory and writes them together when due, robots left out', async () => {
    const seller = await b.sellerWithListing();
    const now = Date.now();
    await countView(t.platform.db, seller.serviceId, now);
    await countView(t.platform.db, seller.serviceId, now + 1);
    const before = await t.platform.db.select().from(listingViews).where(eq(listingViews.serviceId, seller.serviceId));
    expect(before).toEqual([]);
    await countView(t.platform.db, seller.serviceId, now + FLUSH_MS + 1);
    await countView(t.platform.db, seller.serviceId, now + FLUSH_MS + 2);
    await flushViews(t.platform.db, now + FLUSH_MS + 3);
    const [row] = await t.platform.db.select().from(listingViews).where(eq(listingViews.serviceId, seller.serviceId));
    expect(row!.views).toBe(4);
    expect(isRobot('Mozilla/5.0 (compatible; Googlebot/2.1)')).toBe(true);
    expect(isRobot('WhatsApp/2.23.20.0')).toBe(true);
    expect(isRobot('Mozilla/5.0 (Linux; Android 13) Chrome/120 Mobile Safari/537.36')).toBe(false);
    // A listing removed before its views were written loses them, and no other's.
    const gone = await b.sellerWithListing();
    await countView(t.platform.db, gone.serviceId, now);
    await countView(t.platform.db, seller.serviceId, now);
    await b.removeListing(gone.serviceId);
    await flushViews(t.platform.db, now + 2 * FLUSH_MS);
    const [after] = await t.platform.db.select().from(listingViews).where(eq(listingViews.serviceId, seller.serviceId));
    expect(after!.views).toBe(5);
  });

  it('sums bookings received, visits done and missed, earnings and conversion by week', async () => {
    const seller = await b.sellerWithListing();
    const client = await b.signUp('buyer');
    const today = nairobiDateKey(Date.now());
    for (const time of ['9:00 AM', '11:00 AM', '2:00 PM']) {
      expect(
        (await b.book(b.appointment({ serviceId: seller.serviceId, date: addDays(today, 1), time }), client.auth))
          .status,
      ).toBe(201);
    }
    const rows = await t.platform.db.select().from(bookings).where(eq(bookings.sellerId, seller.id));
    // Last week's visits, as the seller marked them afterwards.
    const lastWeek = Date.now() - 7 * 86_400_000;
    await t.platform.db
      .update(bookings)
      .set({ status: 'completed', startsAt: lastWeek, optionPrice: 2000 })
      .where(eq(bookings.id, rows[0]!.id));
    await t.platform.db
      .update(bookings)
      .set({ status: 'no_show', startsAt: lastWeek + 3_600_000 })
      .where(eq(bookings.id, rows[1]!.id));
    await t.platform.db.insert(listingViews).values({ serviceId: seller.serviceId, date: today, views: 30 });

    const weeks = await insightsOf(t.platform, { id: seller.id } as never);
    expect(weeks).toHaveLength(12);
    const [previous, current] = weeks.slice(-2);
    expect(previous).toMatchObject({ completed: 1, noShows: 1, booked: 0, revenue: 2000 });
    expect(current).toMatchObject({ views: 30, booked: 3, conversion: 10 });
    expect(weeks.slice(0, 10).every((week) => week.booked === 0 && week.views === 0)).toBe(true);
  });
});
