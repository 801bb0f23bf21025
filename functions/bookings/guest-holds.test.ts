import { desc, eq, gt } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { BOOKING_MESSAGES, GUEST_HOLD_MINUTES } from '#shared/booking-messages';
import { bookingHelpers } from '../../tests/support/bookings';
import { createTestApp } from '../../tests/support/test-platform';
import { bookings } from '#functions/db/schema/bookings';
import { outbox } from '#functions/db/schema/mail';
import { guestBooking, viewGuestBooking } from './guests';

/** Limits as they are in production: no RATE_LIMIT_SCALE. */
const testApp = createTestApp();
const { platform, get, request, newClient } = testApp;
const { signUp, sellerWithListing, dayAhead, appointment, book } = bookingHelpers(testApp);
const signUpBuyer = () => signUp('buyer');
afterAll(() => platform.close());
afterEach(() => vi.useRealTimers());

const MINUTE = 60_000;
const lastMailTo = async (email: string) =>
  (await platform.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(desc(outbox.id)).limit(1))[0]!;
const linkIn = (text: string) => /\/booking\/(\d+)\?key=([a-z0-9]+)/.exec(text)!.slice(1) as [string, string];
const offered = async (serviceId: number, date: string) =>
  ((await (await get(`/api/services/${serviceId}/slots?date=${date}`)).json()) as { time: string }[]).map(
    (s) => s.time,
  );

describe('guest requests', () => {
  it(`release their slot when not confirmed within ${GUEST_HOLD_MINUTES} minutes`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { serviceId, auth } = await sellerWithListing();
    const date = dayAhead(5);
    const squatter = `squatter.${Date.now()}@example.com`;
    const first = await book(appointment({ serviceId, date, time: '3:00 PM', email: squatter }));
    expect((await first.json()).status).toBe('unverified');

    vi.setSystemTime(Date.now() + (GUEST_HOLD_MINUTES - 1) * MINUTE);
    expect(await offered(serviceId, date)).not.toContain('3:00 PM');
    expect((await book(appointment({ serviceId, date, time: '3:00 PM', email: 'early@example.com' }))).status).toBe(
      409,
    );

    vi.setSystemTime(Date.now() + 2 * MINUTE);
    expect(await offered(serviceId, date)).toContain('3:00 PM');
    const second = await book(appointment({ serviceId, date, time: '3:00 PM', email: 'patient@example.com' }));
    expect(second.status).toBe(201);

    // The squatter's link, opened late, confirms nothing.
    const [id, key] = linkIn((await lastMailTo(squatter)).text!);
    const late = await guestBooking(platform, id, key, Date.now());
    expect(late).toMatchObject({ notice: BOOKING_MESSAGES.holdExpired, booking: { status: 'expired' } });
    const seen = await (await get('/api/me/bookings?side=seller', auth)).json();
    expect(seen).toEqual([]);
  });

  it('are capped per e-mail address and per client address each day', async () => {
    const { serviceId } = await sellerWithListing();
    const email = `busy.${Date.now()}@example.com`;
    const from = newClient();
    const times = ['7:00 AM', '7:30 AM', '8:00 AM', '8:30 AM', '9:00 AM', '9:30 AM'];
    const statuses = [];
    for (const time of times) {
      statuses.push(
        (await request('POST', '/api/appointments', appointment({ serviceId, time, email }), {}, newClient())).status,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);

    // Forty people behind one address, each once: the forty-first request is one too many.
    const perAddress = [];
    for (let i = 0; i < 41; i++) {
      const body = appointment({
        serviceId,
        date: dayAhead(10 + Math.floor(i / 6)),
        time: times[i % 6],
        email: `p${i}.${email}`,
      });
      perAddress.push((await request('POST', '/api/appointments', body, {}, from)).status);
    }
    expect(perAddress.slice(0, 40).every((status) => status === 201)).toBe(true);
    expect(perAddress[40]).toBe(429);
  });

  it('get a working link of their own in every e-mail about the booking, all ended by asking for it again', async () => {
    const { serviceId, auth } = await sellerWithListing();
    const email = `guest.links.${Date.now()}@example.com`;
    await book(appointment({ serviceId, time: '2:30 PM', email }));
    const [id, firstKey] = linkIn((await lastMailTo(email)).text!);
    await guestBooking(platform, id, firstKey, Date.now());
    expect((await request('POST', `/api/bookings/${id}/confirm`, {}, auth)).status).toBe(200);
    const confirmed = await lastMailTo(email);
    expect(confirmed.subject).toBe('Booking confirmed: Knotless Braids in Kasarani');
    const [, laterKey] = linkIn(confirmed.text!);
    expect(laterKey).not.toBe(firstKey);
    expect((await guestBooking(platform, id, laterKey, Date.now())).booking.status).toBe('confirmed');
    // The text about the same change links to the booking with a key that only shows it.
    const [text] = await platform.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, '+254712345678'))
      .orderBy(desc(outbox.id))
      .limit(1);
    const viewKey = new RegExp(`/booking/${id}\\?view=([a-z0-9]+)$`).exec(text!.text!)?.[1];
    expect(viewKey).toBeTruthy();
    await expect(guestBooking(platform, id, viewKey!, Date.now())).rejects.toThrow(
      expect.objectContaining({ key: BOOKING_MESSAGES.notFound }),
    );
    expect(await viewGuestBooking(platform, id, viewKey!, Date.now())).toMatchObject({
      id: Number(id),
      serviceName: 'Knotless Braids in Kasarani',
      status: 'confirmed',
    });
    expect(await viewGuestBooking(platform, id, viewKey!, Date.now())).not.toHaveProperty('email');

    // A text's key asks for the e-mailed link: it goes to the booking's own address.
    const mails = await platform.db.$count(outbox, eq(outbox.to, email));
    expect((await request('POST', `/api/bookings/${id}/link`, { view: viewKey }, {}, newClient())).status).toBe(202);
    expect(await platform.db.$count(outbox, eq(outbox.to, email))).toBe(mails + 1);
    for (const key of [firstKey, laterKey]) {
      await expect(guestBooking(platform, id, key, Date.now())).rejects.toThrow(
        expect.objectContaining({ key: BOOKING_MESSAGES.notFound }),
      );
    }
    const [, resentKey] = linkIn((await lastMailTo(email)).text!);
    expect((await guestBooking(platform, id, resentKey, Date.now())).booking.status).toBe('confirmed');
    await expect(viewGuestBooking(platform, id, 'not-a-key', Date.now())).rejects.toThrow(
      expect.objectContaining({ key: BOOKING_MESSAGES.notFound }),
    );
  });

  it('can have their link sent again, only to the booking’s own address', async () => {
    const { serviceId } = await sellerWithListing();
    const email = `forgetful.${Date.now()}@example.com`;
    await book(appointment({ serviceId, time: '1:30 PM', email }));
    const [id, oldKey] = linkIn((await lastMailTo(email)).text!);
    const before = await platform.db.$count(outbox);

    const wrong = await request(
      'POST',
      `/api/bookings/${id}/link`,
      { email: 'someone.else@example.com' },
      {},
      newClient(),
    );
    expect(wrong.status).toBe(202);
    expect((await wrong.json()).code).toBe(BOOKING_MESSAGES.linkSent);
    expect(await platform.db.$count(outbox)).toBe(before);

    const form = await testApp.app.request(
      `/api/bookings/${id}/link`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://localhost' },
        body: `email=${encodeURIComponent(email.toUpperCase())}`,
      },
      newClient(),
    );
    expect(form.status).toBe(303);
    expect(form.headers.get('Location')).toBe(`/booking/${id}?sent=1`);
    const again = await lastMailTo(email);
    expect(again.subject).toMatch(/^Your booking link: /);
    const [, newKey] = linkIn(again.text!);
    expect(newKey).not.toBe(oldKey);
    await expect(guestBooking(platform, id, oldKey, Date.now())).rejects.toThrow(
      expect.objectContaining({ key: BOOKING_MESSAGES.notFound }),
    );
    expect((await guestBooking(platform, id, newKey, Date.now())).booking.status).toBe('requested');
    const [row] = await platform.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, Number(id)));
    expect(row!.holdExpiresAt).toBeNull();
  });
});

describe('removing a listing', () => {
  it('cancels its upcoming bookings in the same step and tells only the people who confirmed', async () => {
    const seller = await sellerWithListing();
    const { serviceId } = seller;
    const stamp = Date.now();
    const signedIn = await (await book(appointment({ serviceId, time: '8:00 AM' }), (await signUpBuyer()).auth)).json();
    const verifiedEmail = `verified.${stamp}@example.com`;
    await book(appointment({ serviceId, time: '8:30 AM', email: verifiedEmail }));
    const [vid, vkey] = linkIn((await lastMailTo(verifiedEmail)).text!);
    await guestBooking(platform, vid, vkey, Date.now());
    const silentEmail = `silent.${stamp}@example.com`;
    const silent = await (await book(appointment({ serviceId, time: '9:00 AM', email: silentEmail }))).json();
    // One already past stays as it was.
    await platform.db
      .update(bookings)
      .set({
        startsAt: Date.now() - 3_600_000,
        endsAt: Date.now() - 1_800_000,
        blocksUntil: Date.now() - 1_800_000,
        status: 'confirmed',
      })
      .where(eq(bookings.id, Number(vid)));
    const mailsBefore = await platform.db.$count(outbox);

    expect((await request('DELETE', `/api/services/${serviceId}`, undefined, seller.auth)).status).toBe(200);
    const rows = await platform.db
      .select()
      .from(bookings)
      .where(eq(bookings.serviceName, 'Knotless Braids in Kasarani'));
    const statusOf = (id: number) => rows.find((row) => row.id === id)!.status;
    expect(statusOf(signedIn.id)).toBe('cancelled');
    expect(statusOf(silent.id)).toBe('cancelled');
    expect(statusOf(Number(vid))).toBe('confirmed');
    const mails = await platform.db.select().from(outbox).where(gt(outbox.id, mailsBefore));
    expect(mails.map((m) => [m.channel, m.to, m.subject])).toEqual([
      ['sms', '+254712345678', 'SMS'],
      ['email', 'akinyi@example.com', 'Booking cancelled: Knotless Braids in Kasarani'],
    ]);
    expect(mails[1]!.text).toContain('The provider has removed this service');
  });
});
