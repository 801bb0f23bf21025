import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from '#shared/booking-messages';
import { SUPPORT_EMAIL } from '#shared/messages';
import { bookingHelpers } from '../../tests/support/bookings';
import { parseCalendar } from '../../tests/support/calendar';
import { createTestApp } from '../../tests/support/test-platform';
import { bookings } from '#functions/db/schema/bookings';

const testApp = createTestApp({ RATE_LIMIT_SCALE: '20' });
const { platform, get, request } = testApp;
const { signUp, sellerWithListing, dayAhead, appointment, book, slotsOf, mailsTo, openGuestLink } =
  bookingHelpers(testApp);
afterAll(() => platform.close());

let seller: Awaited<ReturnType<typeof sellerWithListing>>;
let buyer: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  seller = await sellerWithListing();
  buyer = await signUp('buyer');
});

describe('GET /api/services/{id}/slots', () => {
  it("offers the spec's 32 slots as time and a start with Nairobi's offset", async () => {
    const date = dayAhead();
    const response = await get(`/api/services/${seller.serviceId}/slots?date=${date}`);
    expect(response.status).toBe(200);
    const slots = await response.json();
    expect(slots).toHaveLength(32);
    expect(slots[4]).toEqual({ time: '9:00 AM', start: `${date}T09:00:00+03:00` });
  });

  it('answers 400 for a missing or impossible date and 404 for an unknown listing', async () => {
    for (const query of ['', '?date=', '?date=2026-02-30', '?date=tomorrow', '?date=2026-1-5']) {
      expect((await get(`/api/services/${seller.serviceId}/slots${query}`)).status).toBe(400);
    }
    expect((await get(`/api/services/99999999/slots?date=${dayAhead()}`)).status).toBe(404);
    expect((await get(`/api/services/abc/slots?date=${dayAhead()}`)).status).toBe(404);
  });

  it('offers nothing on past dates and the whole grid to a general enquiry', async () => {
    expect(await slotsOf(seller.serviceId, '2020-01-01')).toEqual([]);
    expect(await (await get(`/api/slots?date=${dayAhead()}`)).json()).toHaveLength(32);
  });
});

describe('POST /api/appointments', () => {
  it('holds a slot for a guest (201) until they confirm their e-mail, then mails both sides an .ics', async () => {
    const listing = await sellerWithListing();
    const { serviceId } = listing;
    const date = dayAhead(4);
    const response = await book(appointment({ serviceId, date, time: '2:30 PM', email: 'guest.one@example.com' }));
    expect(response.status).toBe(201);
    const booking = await response.json();
    expect(booking).toMatchObject({
      serviceId,
      date,
      time: '2:30 PM',
      start: `${date}T14:30:00+03:00`,
      status: 'unverified',
      phoneNumber: '+254712345678',
    });
    expect(booking.whatsappUrl).toMatch(/^https:\/\/wa\.me\/254711000111\?text=/);
    expect((await slotsOf(serviceId, date)).map((slot) => slot.time)).not.toContain('2:30 PM');

    const [stored] = await platform.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(stored!.startsAt).toBe(Date.parse(`${date}T11:30:00Z`));

    // Only a link goes to the unconfirmed address: nothing the requester typed, no calendar file.
    const [ask] = await mailsTo('guest.one@example.com');
    expect(ask!.subject).toBe('Please confirm your booking request: Knotless Braids in Kasarani');
    expect(ask!.text).not.toContain('Akinyi');
    expect(ask!.text).not.toContain('Shoulder length');
    expect(ask!.attachments).toBeNull();
    expect(await mailsTo(listing.email)).toHaveLength(1); // the welcome e-mail only
    const seen = await (await get('/api/me/bookings?side=seller', listing.auth)).json();
    expect(seen).toEqual([]);

    const opened = await openGuestLink(ask!.text!);
    expect(opened).toMatchObject({ notice: BOOKING_MESSAGES.confirmed, booking: { status: 'requested' } });
    const [toBuyer] = await mailsTo('guest.one@example.com');
    expect(toBuyer!.subject).toBe('Booking request received: Knotless Braids in Kasarani');
    const ics = parseCalendar(toBuyer!.attachments![0]!.content);
    expect(ics).toMatchObject({ method: 'REQUEST', status: 'TENTATIVE', uid: `booking-${booking.id}@mabinti.co.ke` });
    expect(ics.start).toBe(stored!.startsAt);
    expect(ics.end - ics.start).toBe(30 * 60_000);
    const [toProvider] = await mailsTo(listing.email);
    expect(toProvider!.subject).toBe('New booking request: Knotless Braids in Kasarani');
    expect(toProvider!.text).toContain('Shoulder length');
    expect(await (await get('/api/me/bookings?side=seller', listing.auth)).json()).toHaveLength(1);
  });

  it('answers 409 to a second request for the same slot and keeps one booking', async () => {
    const { serviceId } = await sellerWithListing();
    const body = appointment({ serviceId, time: '10:00 AM' });
    expect((await book(body)).status).toBe(201);
    const second = await book({ ...body, email: 'someone.else@example.com' });
    expect(second.status).toBe(409);
    expect((await second.json()).code).toBe(BOOKING_MESSAGES.slotTaken);
    const rows = await platform.db.select().from(bookings).where(eq(bookings.serviceId, serviceId));
    expect(rows).toHaveLength(1);
  });

  it("links a signed-in buyer's booking to the account", async () => {
    const response = await book(appointment({ serviceId: seller.serviceId, time: '7:30 AM' }), buyer.auth);
    expect(response.status).toBe(201);
    const mine = await (await get('/api/me/bookings', buyer.auth)).json();
    expect(mine.map((b: { id: number }) => b.id)).toContain((await response.json()).id);
  });

  it('takes a general enquiry to the platform, mailed to support once confirmed', async () => {
    const response = await book(appointment({ time: '11:30 AM', email: 'enquirer@example.com' }));
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ serviceId: null, serviceName: 'General enquiry' });
    await openGuestLink((await mailsTo('enquirer@example.com'))[0]!.text!);
    const [toSupport] = await mailsTo(SUPPORT_EMAIL);
    expect(toSupport!.text).toContain('enquirer@example.com');
  });

  it('refuses past slots, blocked dates, closed hours, dates beyond the horizon and booking oneself', async () => {
    const listing = await sellerWithListing();
    const past = await book(appointment({ serviceId: listing.serviceId, date: '2024-05-06' }));
    expect(past.status).toBe(400);
    expect((await past.json()).code).toBe(BOOKING_MESSAGES.pastSlot);

    const blockedDay = dayAhead(5);
    await request('POST', '/api/me/availability/blocked-dates', { date: blockedDay }, listing.auth);
    const blocked = await book(appointment({ serviceId: listing.serviceId, date: blockedDay }));
    expect(blocked.status).toBe(409);
    expect(await slotsOf(listing.serviceId, blockedDay)).toEqual([]);

    const closed = Array.from({ length: 7 }, () => ({ opens: 9 * 60, closes: 12 * 60 }));
    await request('PUT', '/api/me/availability/week', { days: closed }, listing.auth);
    expect((await book(appointment({ serviceId: listing.serviceId, time: '8:30 AM' }))).status).toBe(409);
    expect((await book(appointment({ serviceId: listing.serviceId, time: '11:30 AM' }))).status).toBe(201);

    expect((await book(appointment({ serviceId: listing.serviceId, date: dayAhead(91) }))).status).toBe(409);
    const own = await book(appointment({ serviceId: listing.serviceId, time: '9:30 AM' }), listing.auth);
    expect(own.status).toBe(403);
  });

  it("answers 400 with the spec's message when a required field is missing", async () => {
    for (const field of ['date', 'time', 'name', 'email', 'phoneNumber']) {
      const body: Record<string, unknown> = appointment({ serviceId: seller.serviceId });
      delete body[field];
      const response = await book(body);
      expect(response.status, field).toBe(400);
      expect((await response.json()).code, field).toBe(BOOKING_MESSAGES.required);
    }
    const badEmail = await book(appointment({ serviceId: seller.serviceId, email: 'not-an-email' }));
    expect((await badEmail.json()).message).toBe('Please enter a valid email address');
    expect((await book(appointment({ serviceId: 99999999 }))).status).toBe(404);
  });
});

describe('seller availability', () => {
  it('saves a week and days off that change the slots offered', async () => {
    const listing = await sellerWithListing();
    const week = [null, ...Array.from({ length: 6 }, () => ({ opens: 10 * 60, closes: 14 * 60 }))];
    const saved = await request('PUT', '/api/me/availability/week', { days: week }, listing.auth);
    expect(saved.status).toBe(200);
    expect((await saved.json()).week).toEqual(week);
    // Find a Sunday and a weekday ahead.
    const dates = Array.from({ length: 7 }, (_, i) => dayAhead(i + 2));
    const sunday = dates.find((date) => new Date(`${date}T12:00:00Z`).getUTCDay() === 0)!;
    const weekday = dates.find((date) => new Date(`${date}T12:00:00Z`).getUTCDay() === 3)!;
    expect(await slotsOf(listing.serviceId, sunday)).toEqual([]);
    expect((await slotsOf(listing.serviceId, weekday)).map((slot) => slot.time)).toEqual([
      '10:00 AM',
      '10:30 AM',
      '11:00 AM',
      '11:30 AM',
      '12:00 PM',
      '12:30 PM',
      '1:00 PM',
      '1:30 PM',
    ]);

    const blocked = await request('POST', '/api/me/availability/blocked-dates', { date: weekday }, listing.auth);
    expect((await blocked.json()).blockedDates).toEqual([weekday]);
    expect(await slotsOf(listing.serviceId, weekday)).toEqual([]);
    await request('DELETE', `/api/me/availability/blocked-dates/${weekday}`, undefined, listing.auth);
    expect(await slotsOf(listing.serviceId, weekday)).toHaveLength(8);
  });

  it('refuses bad hours, buyers and visitors', async () => {
    const bad = [
      { days: [] },
      { days: Array(7).fill({ opens: 9 * 60, closes: 9 * 60 }) },
      { days: Array(7).fill({ opens: 6 * 60, closes: 9 * 60 }) },
      { days: Array(7).fill({ opens: 9 * 60 + 15, closes: 12 * 60 }) },
      { days: 'always' },
    ];
    for (const body of bad) {
      expect((await request('PUT', '/api/me/availability/week', body, seller.auth)).status).toBe(400);
    }
    const week = { days: Array(7).fill(null) };
    expect((await request('PUT', '/api/me/availability/week', week, buyer.auth)).status).toBe(403);
    expect((await request('PUT', '/api/me/availability/week', week)).status).toBe(401);
    expect(
      (await request('POST', '/api/me/availability/blocked-dates', { date: '2020-01-01' }, seller.auth)).status,
    ).toBe(400);
  });
});

describe('a booking action posted as a plain form', () => {
  it('names the refusal it met on the page it returns to, never "something went wrong"', async () => {
    const seller = await sellerWithListing();
    const buyer = await signUp('buyer');
    const made = await (
      await book(appointment({ serviceId: seller.serviceId, email: buyer.email }), buyer.auth)
    ).json();
    // Too late to cancel: the visit starts within the cut-off.
    const soon = Date.now() + 3_600_000;
    await platform.db
      .update(bookings)
      .set({ startsAt: soon, endsAt: soon + 1_800_000 })
      .where(eq(bookings.id, made.id));
    const cancel = await testApp.postForm(
      `/api/bookings/${made.id}/cancel`,
      { return: '/account/bookings' },
      buyer.auth,
    );
    expect(cancel.status).toBe(303);
    expect(cancel.headers.get('Location')).toContain('problem=bookingMessages.tooLate');
    // The provider's action, tried by the buyer.
    const confirm = await testApp.postForm(
      `/api/bookings/${made.id}/confirm`,
      { return: '/account/bookings' },
      buyer.auth,
    );
    expect(confirm.headers.get('Location')).toContain('problem=bookingMessages.notAllowed');
  });
});
