import { afterAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { bookings } from '#functions/db/schema/bookings';
import { serviceOptions, services } from '#functions/db/schema/catalogue';
import { outbox } from '#functions/db/schema/mail';
import { waitlistEntries } from '#functions/db/schema/waitlist';
import { weekdayOf } from '#functions/scheduling/clock';
import { bookingHelpers } from '../../tests/support/bookings';
import { ussdHandset } from '../../tests/support/ussd';
import { createTestApp, runJobs } from '../../tests/support/test-platform';
import { backgroundSettled } from '#functions/jobs/soon';
import { waitlistOffers } from '#functions/db/schema/waitlist';

/** Classes with seats (decision 049): a week of sessions, seats counted in the write, a roster, calling one off. */
const USSD_KEY = 'ussd-test-key-0123456789';
const testApp = createTestApp({ RATE_LIMIT_SCALE: '100', AT_USSD_KEY: USSD_KEY });
const { platform, request, get } = testApp;
const { signUp, sellerWithListing, dayAhead, appointment, book } = bookingHelpers(testApp);
afterAll(() => platform.close());

/** A listing made a class: HIIT at 7:00 AM on the weekday `days` ahead, `seats` seats at Ksh 500 each. */
async function aClass(days: number, seats = 12) {
  const seller = await sellerWithListing();
  const [option] = await platform.db
    .insert(serviceOptions)
    .values({ serviceId: seller.serviceId, position: 5, name: 'HIIT', price: 500, durationMinutes: 60 })
    .returning();
  const week = { times: [{ weekday: weekdayOf(dayAhead(days)), minutes: 420, optionId: option!.id, seats }] };
  const set = await request('POST', `/api/me/classes/${seller.serviceId}/week`, week, seller.auth);
  expect(set.status).toBe(200);
  return { ...seller, optionId: option!.id, date: dayAhead(days) };
}

const seat = (made: Awaited<ReturnType<typeof aClass>>, extra: Record<string, unknown> = {}) => ({
  ...appointment({ date: made.date, time: '7:00 AM' }),
  serviceId: String(made.serviceId),
  optionId: String(made.optionId),
  ...extra,
});

const seatsHeld = async (serviceId: number) =>
  (await platform.db.select().from(bookings).where(eq(bookings.serviceId, serviceId)))
    .filter((row) => ['requested', 'confirmed', 'awaiting_deposit', 'unverified'].includes(row.status))
    .reduce((sum, row) => sum + (row.seats ?? 0), 0);

describe('a class', () => {
  it('of 12 booked by 20 clients at once: 12 seats taken, 8 on the waitlist, overbooked: 0', async () => {
    const made = await aClass(4);
    const clients = await Promise.all(Array.from({ length: 20 }, () => signUp('buyer')));
    const answers = await Promise.all(clients.map((client) => book(seat(made), client.auth)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(12);
    expect(statuses.filter((status) => status === 409)).toHaveLength(8);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(((await refused.json()) as { code: string }).code).toBe('class.full');
    // Those turned away wait for a seat.
    for (const [index, answer] of answers.entries()) {
      if (answer.status !== 409) continue;
      const joined = await request(
        'POST',
        '/api/waitlist',
        {
          serviceId: String(made.serviceId),
          optionId: String(made.optionId),
          fromDate: made.date,
          toDate: made.date,
          earliest: '7:00 AM',
          latest: '7:00 AM',
          name: 'Waiting client',
          email: clients[index]!.email,
          phoneNumber: `0712 3456${String(index).padStart(2, '0')}`,
        },
        clients[index]!.auth,
        testApp.newClient(),
      );
      expect(joined.status).toBe(201);
    }
    expect(await platform.db.$count(waitlistEntries, eq(waitlistEntries.serviceId, made.serviceId))).toBe(8);
    expect(await seatsHeld(made.serviceId)).toBe(12);
    const { sessions } = (await (await get(`/api/services/${made.serviceId}/sessions`)).json()) as {
      sessions: Array<{ date: string; left: number; seats: number }>;
    };
    expect(sessions.find((session) => session.date === made.date)).toMatchObject({ seats: 12, left: 0 });
    // A full session is no slot: the dialog and the phone channels offer none that day.
    const slots = (await (
      await get(`/api/services/${made.serviceId}/slots?date=${made.date}&option=${made.optionId}`)
    ).json()) as unknown[];
    expect(slots).toEqual([]);
  });

  it('books several seats, priced by the seat, and never more than are left', async () => {
    const made = await aClass(5, 4);
    const client = await signUp('buyer');
    const three = await book(seat(made, { seats: 3 }), client.auth);
    expect(three.status).toBe(201);
    expect(await three.json()).toMatchObject({ seats: 3, price: 1500 });
    const two = await book(seat(made, { seats: 2 }), (await signUp('buyer')).auth);
    expect(two.status).toBe(409);
    expect(((await two.json()) as { code: string }).code).toBe('class.fewerLeft');
    expect((await book(seat(made, { seats: 1 }), (await signUp('buyer')).auth)).status).toBe(201);
    expect(await seatsHeld(made.serviceId)).toBe(4);
    // Not a session of the class, and seats of a listing that is not a class.
    expect((await book(seat(made, { time: '9:00 AM' }), client.auth)).status).toBe(409);
    const plain = await sellerWithListing();
    const asked = await book({ ...appointment(), serviceId: String(plain.serviceId), seats: 2 }, client.auth);
    expect(asked.status).toBe(400);
  });

  it('shows its provider the roster, and calling a session off cancels every seat and tells each client why', async () => {
    const made = await aClass(6);
    const clients = await Promise.all([signUp('buyer'), signUp('buyer')]);
    for (const client of clients) expect((await book(seat(made, { seats: 2 }), client.auth)).status).toBe(201);
    const query = `date=${made.date}&time=${encodeURIComponent('7:00 AM')}`;
    const roster = (await (
      await request('GET', `/api/me/classes/${made.serviceId}/roster?${query}`, undefined, made.auth)
    ).json()) as { seats: number; taken: number; bookings: Array<{ seats: number }> };
    expect(roster).toMatchObject({ seats: 12, taken: 4 });
    expect(roster.bookings.map((one) => one.seats)).toEqual([2, 2]);
    // Someone else's class is not theirs to see.
    const other = await signUp('seller');
    expect(
      (await request('GET', `/api/me/classes/${made.serviceId}/roster?${query}`, undefined, other.auth)).status,
    ).toBe(404);
    const off = await request(
      'POST',
      `/api/me/classes/${made.serviceId}/call-off`,
      { date: made.date, time: '7:00 AM', reason: 'The hall is closed for repairs' },
      made.auth,
    );
    expect(off.status).toBe(200);
    expect(await off.json()).toEqual({ cancelled: 2 });
    const rows = await platform.db.select().from(bookings).where(eq(bookings.serviceId, made.serviceId));
    expect(rows.map((row) => row.status)).toEqual(['cancelled', 'cancelled']);
    // Each client hears it, with the provider's reason, at the address they booked with.
    const told = (await platform.db.select().from(outbox).where(eq(outbox.to, 'akinyi@example.com'))).filter((mail) =>
      mail.text?.includes('The hall is closed for repairs'),
    );
    expect(told).toHaveLength(2);
    // Called off: no seat in it, and not twice.
    const late = await book(seat(made), (await signUp('buyer')).auth);
    expect(late.status).toBe(409);
    expect(((await late.json()) as { code: string }).code).toBe('class.calledOff');
    const again = await request(
      'POST',
      `/api/me/classes/${made.serviceId}/call-off`,
      { date: made.date, time: '7:00 AM' },
      made.auth,
    );
    expect(again.status).toBe(409);
    expect(
      await platform.db.$count(bookings, and(eq(bookings.serviceId, made.serviceId), eq(bookings.status, 'cancelled'))),
    ).toBe(2);
  });

  it('offers a seat that frees to the first on the waitlist, who takes it by its link', async () => {
    const made = await aClass(7, 1);
    const holder = await signUp('buyer');
    const held = await book(seat(made), holder.auth);
    expect(held.status).toBe(201);
    const waiting = {
      serviceId: String(made.serviceId),
      optionId: String(made.optionId),
      fromDate: made.date,
      toDate: made.date,
      earliest: '7:00 AM',
      latest: '7:00 AM',
      name: 'Njeri Wambui',
      email: 'njeri.class@example.com',
      phoneNumber: '0722 000 901',
    };
    expect((await request('POST', '/api/waitlist', waiting, {}, testApp.newClient())).status).toBe(201);
    const { id } = (await held.json()) as { id: number };
    expect((await request('POST', `/api/bookings/${id}/cancel`, {}, holder.auth)).status).toBe(200);
    await backgroundSettled();
    await runJobs(platform);
    const [offer] = await platform.db.select().from(waitlistOffers).where(eq(waitlistOffers.serviceId, made.serviceId));
    expect(offer).toMatchObject({ date: made.date, time: '7:00 AM', status: 'open' });
    const mail = (await platform.db.select().from(outbox).where(eq(outbox.to, waiting.email))).find((one) =>
      one.text?.includes('/waitlist/offer/'),
    );
    const key = /\/waitlist\/offer\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')![1];
    expect((await request('POST', `/api/waitlist/offers/${key}/take`, {})).status).toBe(200);
    expect(await seatsHeld(made.serviceId)).toBe(1);
  });

  it('sells a seat to a feature phone: its days and times are the sessions', async () => {
    const made = await aClass(8, 3);
    // The class's option alone, so the phone goes straight to the days.
    await platform.db
      .delete(serviceOptions)
      .where(and(eq(serviceOptions.serviceId, made.serviceId), eq(serviceOptions.position, 0)));
    const phone = ussdHandset(testApp.app, USSD_KEY)('0722 400 555', [String(made.serviceId)]);
    expect(await phone.dial()).toMatch(/^CON Knotless Braids in Kasarani\nChoose a day\n1 /);
    expect(await phone.say('1')).toMatch(/^CON Choose a time\n1 7:00 AM\n/);
    await phone.say('1');
    await phone.say('Akinyi');
    expect(await phone.say('1')).toMatch(/^END Booked! Ref #\d+/);
    const [row] = await platform.db.select().from(bookings).where(eq(bookings.serviceId, made.serviceId));
    expect(row).toMatchObject({ channel: 'ussd', seats: 1, time: '7:00 AM' });
    expect(weekdayOf(row!.date)).toBe(weekdayOf(made.date));
  });

  it('refuses a week whose times teach another listing’s option or meet twice at once', async () => {
    const made = await aClass(3);
    const [foreign] = await platform.db.select().from(services).limit(1);
    expect(foreign).toBeDefined();
    const twice = { weekday: 1, minutes: 600, optionId: made.optionId, seats: 5 };
    expect(
      (await request('POST', `/api/me/classes/${made.serviceId}/week`, { times: [twice, twice] }, made.auth)).status,
    ).toBe(400);
    const offGrid = { ...twice, minutes: 605 };
    expect(
      (await request('POST', `/api/me/classes/${made.serviceId}/week`, { times: [offGrid] }, made.auth)).status,
    ).toBe(400);
    const notTheirs = { ...twice, optionId: made.optionId + 100_000 };
    expect(
      (await request('POST', `/api/me/classes/${made.serviceId}/week`, { times: [notTheirs] }, made.auth)).status,
    ).toBe(400);
  });
});
