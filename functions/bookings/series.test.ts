import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gt } from 'drizzle-orm';
import { bookings } from '#functions/db/schema/bookings';
import { addDays } from '#shared/booking-time';
import { bookingHelpers } from '../../tests/support/bookings';
import { createTestApp, runJobs } from '../../tests/support/test-platform';

/** Bookings that repeat (decision 047): checked as a whole, booked as a whole, answered and cancelled as one. */
const testApp = createTestApp({ RATE_LIMIT_SCALE: '50' });
const { platform, request } = testApp;
const { signUp, sellerWithListing, dayAhead, appointment, book } = bookingHelpers(testApp);
afterAll(() => platform.close());

let seller: Awaited<ReturnType<typeof sellerWithListing>>;
let client: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  seller = await sellerWithListing();
  client = await signUp('buyer');
});

const who = { name: 'Wanjiku Kamau', email: 'wanjiku@example.com', phoneNumber: '0712 345 600' };
type Planned = { visits: Array<{ date: string; time: string; free: boolean; alternatives: string[] }> };

describe('a series of visits', () => {
  it('plans ten weekly visits, offers alternatives for two clashing dates, and books all ten at once', async () => {
    const first = dayAhead(2);
    // Two of the ten Tuesdays-or-whatever are taken at 9:00 by others.
    for (const week of [3, 7]) {
      const other = await signUp('buyer');
      const taken = await book(
        { ...appointment({ date: addDays(first, week * 7) }), serviceId: String(seller.serviceId) },
        other.auth,
      );
      expect(taken.status).toBe(201);
    }
    const plan = { serviceId: seller.serviceId, date: first, time: '9:00 AM', everyWeeks: 1, visits: 10 };
    const planned = (await (await request('POST', '/api/series/plan', plan)).json()) as Planned;
    expect(planned.visits).toHaveLength(10);
    const clashes = planned.visits.filter((visit) => !visit.free);
    expect(clashes.map((visit) => visit.date)).toEqual([addDays(first, 21), addDays(first, 49)]);
    for (const clash of clashes) expect(clash.alternatives).toEqual(['8:00 AM', '8:30 AM', '9:30 AM']);

    // As asked, the clashes refuse the whole series, naming the dates; nothing is written.
    const asAsked = planned.visits.map(({ date, time }) => ({ date, time }));
    const refused = await request('POST', '/api/series', { ...plan, ...who, choices: asAsked }, client.auth);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toContain(addDays(first, 21));
    const chosen = planned.visits.map((visit) => ({
      date: visit.date,
      time: visit.free ? visit.time : visit.alternatives[2]!,
    }));
    const made = await request('POST', '/api/series', { ...plan, ...who, choices: chosen }, client.auth);
    expect(made.status).toBe(201);
    const { seriesId, bookings: visits } = (await made.json()) as {
      seriesId: number;
      bookings: Array<{ id: number; time: string }>;
    };
    expect(visits.map((visit) => visit.time)).toEqual(chosen.map((choice) => choice.time));
    const rows = await platform.db.select().from(bookings).where(eq(bookings.seriesId, seriesId));
    expect(rows).toHaveLength(10);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(['requested']));

    // The provider confirms the first: the series is confirmed; the client cancels the rest from the sixth.
    const confirm = await request('POST', `/api/bookings/${visits[0]!.id}/confirm`, {}, seller.auth);
    expect(confirm.status).toBe(200);
    const confirmed = await platform.db.select().from(bookings).where(eq(bookings.seriesId, seriesId));
    expect(new Set(confirmed.map((row) => row.status))).toEqual(new Set(['confirmed']));
    const rest = await request('POST', `/api/bookings/${visits[5]!.id}/cancel`, { rest: true }, client.auth);
    expect(rest.status).toBe(200);
    await runJobs(platform);
    const after = await platform.db.select().from(bookings).where(eq(bookings.seriesId, seriesId));
    expect(after.filter((row) => row.status === 'cancelled')).toHaveLength(5);
    expect(after.filter((row) => row.status === 'confirmed')).toHaveLength(5);
    // One of them alone: only that visit.
    const one = await request('POST', `/api/bookings/${visits[1]!.id}/cancel`, {}, client.auth);
    expect(one.status).toBe(200);
    const left = await platform.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.seriesId, seriesId), eq(bookings.status, 'confirmed'), gt(bookings.id, 0)));
    expect(left).toHaveLength(4);
  });

  it('asks for an account, at least two visits, and dates of the plan only', async () => {
    const plan = { serviceId: seller.serviceId, date: dayAhead(3), time: '11:00 AM', everyWeeks: 2, visits: 3 };
    const choices = [0, 14, 28].map((days) => ({ date: addDays(dayAhead(3), days), time: '11:00 AM' }));
    expect((await request('POST', '/api/series', { ...plan, ...who, choices })).status).toBe(401);
    expect((await request('POST', '/api/series/plan', { ...plan, visits: 1 })).status).toBe(400);
    const off = [...choices.slice(0, 2), { date: addDays(dayAhead(3), 21), time: '11:00 AM' }];
    expect((await request('POST', '/api/series', { ...plan, ...who, choices: off }, client.auth)).status).toBe(400);
    const until = { ...plan, visits: undefined, until: addDays(dayAhead(3), 30) };
    const planned = (await (await request('POST', '/api/series/plan', until)).json()) as Planned;
    expect(planned.visits.map((visit) => visit.date)).toEqual(choices.map((choice) => choice.date));
  });
});
