import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingHelpers } from '../../tests/support/bookings';
import { createTestApp } from '../../tests/support/test-platform';
import { refreshFreeSpans } from '#functions/scheduling/free-spans';
import { resolvePlaces } from '#functions/catalogue/nearby';
import { BLOCKS_PER_DAY_MAX } from '#shared/calendar';

/** Blocked time (decision 045): nothing is offered or booked over it, in the dialog, the search or a claim. */
const testApp = createTestApp({ RATE_LIMIT_SCALE: '50' });
const { platform, request, get, postForm } = testApp;
const { signUp, sellerWithListing, dayAhead, appointment, book, slotsOf } = bookingHelpers(testApp);
afterAll(() => platform.close());

let seller: Awaited<ReturnType<typeof sellerWithListing>>;
let buyer: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  seller = await sellerWithListing();
  buyer = await signUp('buyer');
  await resolvePlaces(platform.db);
});
const times = async (date: string) => (await slotsOf(seller.serviceId, date)).map((slot) => slot.time);
const block = (fields: Record<string, string>, auth = seller.auth) =>
  request('POST', '/api/me/time-blocks', fields, auth);

describe('blocked time', () => {
  it('takes an afternoon out of the slots, the free search and any booking, and gives it back when removed', async () => {
    const date = dayAhead(5);
    const free = `/api/services/free?date=${date}&from=13:00&to=17:00&town=Nairobi&limit=60`;
    const listed = async () =>
      ((await (await get(free)).json()) as { items: Array<{ _id: string }> }).items.map((item) => item._id);
    expect(await times(date)).toContain('2:00 PM');
    await refreshFreeSpans(platform.db, Date.now());
    expect(await listed()).toContain(String(seller.serviceId));
    const made = await block({ date, from: '13:00', to: '17:00', note: 'Training' });
    expect(made.status).toBe(201);
    const { id } = (await made.json()) as { id: number };

    const left = await times(date);
    for (const time of ['1:00 PM', '2:00 PM', '4:30 PM']) expect(left).not.toContain(time);
    expect(left).toContain('5:00 PM');
    expect(left).toContain('11:00 AM');
    const taken = await book(
      { ...appointment({ date, time: '2:00 PM' }), serviceId: String(seller.serviceId) },
      buyer.auth,
    );
    expect(taken.status).toBe(409);

    // The free search drops the listing from the afternoon once the day's fits are worked out again.
    await refreshFreeSpans(platform.db, Date.now());
    expect(await listed()).not.toContain(String(seller.serviceId));

    expect((await request('DELETE', `/api/me/time-blocks/${id}`, undefined, seller.auth)).status).toBe(200);
    expect(await times(date)).toContain('2:00 PM');
  });

  it('keeps one member’s time on a team, and everyone’s when no member is named', async () => {
    const salon = await sellerWithListing();
    const team: Array<{ id: string }> = [];
    for (const name of ['Wanjiku', 'Akoth']) {
      const added = await request('POST', '/api/me/team', { name }, salon.auth);
      team.splice(0, team.length, ...((await added.json()) as Array<{ id: string }>));
    }
    const date = dayAhead(5);
    const slots = async (member?: string) =>
      (
        (await (
          await get(`/api/services/${salon.serviceId}/slots?date=${date}${member ? `&member=${member}` : ''}`)
        ).json()) as Array<{ time: string }>
      ).map((slot) => slot.time);
    expect((await block({ date, from: '10:00', to: '12:00', member: team[0]!.id }, salon.auth)).status).toBe(201);
    expect(await slots(team[0]!.id)).not.toContain('10:00 AM');
    expect(await slots(team[1]!.id)).toContain('10:00 AM');
    expect(await slots()).toContain('10:00 AM');
    expect((await block({ date, from: '15:00', to: '16:00' }, salon.auth)).status).toBe(201);
    expect(await slots()).not.toContain('3:00 PM');
    expect(await slots(team[1]!.id)).not.toContain('3:30 PM');
  });

  it('refuses a time already past, an end before the start, another business’s member and block, and a full day', async () => {
    const today = dayAhead(0);
    const date = dayAhead(6);
    expect((await block({ date: dayAhead(-1), from: '09:00', to: '10:00' })).status).toBe(400);
    const backwards = await block({ date, from: '15:00', to: '14:00' });
    expect(backwards.status).toBe(400);
    expect((await backwards.json()).code).toBe('calendar.block.time');
    expect((await block({ date, from: '09:00', to: '10:00', member: '999999' })).status).toBe(404);
    expect((await block({ date: today, from: '9:00', to: '10:00' })).status).toBe(400);

    const other = await sellerWithListing();
    const theirs = await block({ date, from: '09:00', to: '10:00' }, other.auth);
    const { id } = (await theirs.json()) as { id: number };
    expect((await request('DELETE', `/api/me/time-blocks/${id}`, undefined, seller.auth)).status).toBe(404);
    expect((await request('DELETE', `/api/me/time-blocks/${id}`, undefined, buyer.auth)).status).toBe(403);

    for (let i = 0; i < BLOCKS_PER_DAY_MAX; i++)
      expect((await block({ date, from: '20:00', to: '21:00' })).status).toBe(201);
    expect((await block({ date, from: '21:00', to: '22:00' })).status).toBe(409);
  });

  it('keeps a plain form on the calendar, saying what happened', async () => {
    const date = dayAhead(7);
    const form = { date, from: '10:00', to: '11:00', member: '', note: '', return: '/account/day' };
    const saved = await postForm('/api/me/time-blocks', form, seller.auth);
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe('/account/day?notice=block-saved');
    const failed = await postForm('/api/me/time-blocks', { ...form, from: '11:00', to: '10:00' }, seller.auth);
    expect(failed.headers.get('location')).toMatch(/notice=block-failed&problem=calendar\.block\.time/);
  });
});
