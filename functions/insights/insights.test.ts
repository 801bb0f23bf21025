import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { bookings } from '#functions/db/schema/bookings';
import { listingViews } from '#functions/db/schema/catalogue';
import { addDays, nairobiDateKey } from '#shared/booking-time';
import { nairobiInstant } from '#functions/scheduling/clock';
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

  it('counts bookings and earnings over the same weeks, and every figure equals the rows behind it', async () => {
    const seller = await b.sellerWithListing();
    const client = await b.signUp('buyer');
    const today = nairobiDateKey(Date.now());
    const team: Array<{ id: string }> = [];
    for (const name of ['Wanjiku', 'Akoth']) {
      const added = await t.request('POST', '/api/me/team', { name }, seller.auth);
      team.splice(0, team.length, ...((await added.json()) as Array<{ id: string }>));
    }
    for (const [i, time] of ['9:00 AM', '11:00 AM', '2:00 PM', '4:00 PM', '5:30 PM', '6:00 PM'].entries()) {
      const booked = await b.book(
        b.appointment({ serviceId: seller.serviceId, date: addDays(today, 1), time, memberId: team[i % 2]!.id }),
        client.auth,
      );
      expect(booked.status).toBe(201);
    }
    const rows = await t.platform.db.select().from(bookings).where(eq(bookings.sellerId, seller.id));
    // Spread over the weeks gone, as the seller marked them afterwards.
    const day = 86_400_000;
    const marks = [
      { status: 'completed', back: 7, price: 2000 },
      { status: 'no_show', back: 7, price: 1500 },
      { status: 'completed', back: 15, price: 3000 },
      { status: 'cancelled', back: 22, price: 1000 },
      { status: 'completed', back: 22, price: 2500 },
    ] as const;
    for (const [i, mark] of marks.entries())
      await t.platform.db
        .update(bookings)
        .set({
          status: mark.status,
          optionPrice: mark.price,
          startsAt: rows[i]!.startsAt - mark.back * day,
          endsAt: rows[i]!.endsAt - mark.back * day,
        })
        .where(eq(bookings.id, rows[i]!.id));
    await t.platform.db.insert(listingViews).values({ serviceId: seller.serviceId, date: today, views: 30 });

    const now = Date.now();
    const insights = await insightsOf(t.platform, { id: seller.id } as never, now);
    const { weeks } = insights;
    expect(weeks).toHaveLength(12);
    // Recomputed from the rows: each week's bookings by when they take place, and the rest.
    const after = await t.platform.db.select().from(bookings).where(eq(bookings.sellerId, seller.id));
    const from = nairobiInstant(weeks[0]!.start, 0);
    const inWeek = (w: number) =>
      after.filter((row) => row.startsAt >= from + w * 7 * day && row.startsAt < from + (w + 1) * 7 * day);
    const count = (list: typeof after, status: string) => list.filter((row) => row.status === status).length;
    for (const [w, week] of weeks.entries()) {
      const held = inWeek(w);
      expect(week.booked).toBe(held.length);
      expect(week.completed).toBe(count(held, 'completed'));
      expect(week.noShows).toBe(count(held, 'no_show'));
      expect(week.cancelled).toBe(count(held, 'cancelled'));
      expect(week.revenue).toBe(
        held.filter((row) => row.status === 'completed').reduce((sum, row) => sum + (row.optionPrice ?? 0), 0),
      );
    }
    expect(weeks.reduce((sum, week) => sum + week.revenue, 0)).toBe(7500);
    expect(weeks.at(-1)).toMatchObject({ views: 30, asked: 6, conversion: 20 });
    // The rates, busy days and hours and members, over the rows in the twelve weeks (the booking not
    // marked is tomorrow: in the window or in next week, by the day the test runs).
    const window = weeks.flatMap((_, w) => inWeek(w));
    const of = (status: string) => count(window, status);
    expect(of('completed') + of('no_show')).toBe(4);
    expect(insights.noShowRate).toBe(Math.round((of('no_show') / (of('completed') + of('no_show'))) * 100));
    expect(insights.cancellationRate).toBe(Math.round((of('cancelled') / window.length) * 100));
    const held = window.filter((row) => row.status !== 'cancelled');
    expect(insights.days.reduce((a, c) => a + c, 0)).toBe(held.length);
    expect(insights.hours.reduce((a, c) => a + c, 0)).toBe(held.length);
    for (const row of held) {
      const hour = Number(
        new Intl.DateTimeFormat('en-GB', { hour: 'numeric', hourCycle: 'h23', timeZone: 'Africa/Nairobi' }).format(
          row.startsAt,
        ),
      );
      expect(insights.hours[hour]).toBeGreaterThan(0);
    }
    // Each member's figures add up to the business's.
    expect(insights.members.map((member) => member.name).sort()).toEqual(['Akoth', 'Wanjiku']);
    expect(insights.members.reduce((sum, member) => sum + member.booked, 0)).toBe(window.length);
    expect(insights.members.reduce((sum, member) => sum + member.revenue, 0)).toBe(7500);
  });
});
