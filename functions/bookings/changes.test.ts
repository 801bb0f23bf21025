import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nairobiInstant } from '#functions/scheduling/clock';
import { BOOKING_MESSAGES } from '#shared/booking-messages';
import { bookingHelpers } from '../../tests/support/bookings';
import { parseCalendar } from '../../tests/support/calendar';
import { createTestApp } from '../../tests/support/test-platform';
import { bookingEvents, bookings } from '#functions/db/schema/bookings';

const testApp = createTestApp({ RATE_LIMIT_SCALE: '20' });
const { platform, get, request } = testApp;
const { signUp, sellerWithListing, removeListing, dayAhead, appointment, book, slotsOf, mailsTo, openGuestLink } =
  bookingHelpers(testApp);
afterAll(() => platform.close());

let buyer: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  buyer = await signUp('buyer');
});

/** What buyers and sellers do with a booking once it is made. */
describe('a booking after it is made', () => {
  it('records every change with who made it and when, and moves to another time', async () => {
    const listing = await sellerWithListing();
    const date = dayAhead(6);
    const made = await (
      await book(appointment({ serviceId: listing.serviceId, date, time: '4:00 PM', email: buyer.email }), buyer.auth)
    ).json();

    const confirmed = await request('POST', `/api/bookings/${made.id}/confirm`, {}, listing.auth);
    expect(confirmed.status).toBe(200);
    expect((await confirmed.json()).status).toBe('confirmed');
    const [toBuyer] = await mailsTo(buyer.email);
    expect(toBuyer!.subject).toBe('Booking confirmed: Knotless Braids in Kasarani');
    expect(parseCalendar(toBuyer!.attachments![0]!.content)).toMatchObject({ status: 'CONFIRMED', sequence: 1 });

    const moved = await request('POST', `/api/bookings/${made.id}/reschedule`, { date, time: '5:00 PM' }, buyer.auth);
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ status: 'requested', time: '5:00 PM', start: `${date}T17:00:00+03:00` });
    const times = (await slotsOf(listing.serviceId, date)).map((slot) => slot.time);
    expect(times).toContain('4:00 PM');
    expect(times).not.toContain('5:00 PM');

    const events = await platform.db
      .select()
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, made.id))
      .orderBy(bookingEvents.id);
    expect(events.map((e) => [e.status, e.actorRole, e.actorId])).toEqual([
      ['requested', 'buyer', buyer.id],
      ['confirmed', 'seller', listing.id],
      ['requested', 'buyer', buyer.id],
    ]);
    expect(events[2]!.previousStartsAt).toBe(nairobiInstant(date, 16 * 60));
    expect(events.every((e) => Math.abs(e.at.getTime() - Date.now()) < 60_000)).toBe(true);

    const sellerView = await (await get('/api/me/bookings?side=seller', listing.auth)).json();
    expect(sellerView[0]).toMatchObject({ id: made.id, actions: ['confirm', 'decline'] });
    expect(sellerView[0].history.map((h: { by: string }) => h.by)).toEqual(['client', 'provider', 'client']);
    expect(sellerView[0].whatsappUrl).toMatch(/^https:\/\/wa\.me\/254712345678\?text=/);
  });

  it('will not move a booking onto a taken slot', async () => {
    const listing = await sellerWithListing();
    const date = dayAhead(7);
    await book(appointment({ serviceId: listing.serviceId, date, time: '1:00 PM' }));
    const mine = await (
      await book(appointment({ serviceId: listing.serviceId, date, time: '1:30 PM' }), buyer.auth)
    ).json();
    const clash = await request('POST', `/api/bookings/${mine.id}/reschedule`, { date, time: '1:00 PM' }, buyer.auth);
    expect(clash.status).toBe(409);
    const bad = await request('POST', `/api/bookings/${mine.id}/reschedule`, { date: 'soon' }, buyer.auth);
    expect(bad.status).toBe(400);
  });

  it('lets the provider move a confirmed booking, which stays confirmed and tells the client the new time', async () => {
    const listing = await sellerWithListing();
    const date = dayAhead(8);
    const made = await (
      await book(appointment({ serviceId: listing.serviceId, date, time: '10:00 AM', email: buyer.email }), buyer.auth)
    ).json();
    await request('POST', `/api/bookings/${made.id}/confirm`, {}, listing.auth);
    const byClient = await request('POST', `/api/bookings/${made.id}/move`, { date, time: '11:00 AM' }, buyer.auth);
    expect(byClient.status).toBe(403);
    const noTime = await request('POST', `/api/bookings/${made.id}/move`, {}, listing.auth);
    expect(noTime.status).toBe(400);

    const moved = await request('POST', `/api/bookings/${made.id}/move`, { date, time: '11:00 AM' }, listing.auth);
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ status: 'confirmed', time: '11:00 AM' });
    const [told] = await mailsTo(buyer.email);
    expect(told!.subject).toBe('Your appointment has a new time: Knotless Braids in Kasarani');
    expect(told!.text).toContain('11:00 AM');
    expect(parseCalendar(told!.attachments![0]!.content)).toMatchObject({ status: 'CONFIRMED', sequence: 2 });
    const times = (await slotsOf(listing.serviceId, date)).map((slot) => slot.time);
    expect(times).toContain('10:00 AM');
    expect(times).not.toContain('11:00 AM');
  });

  it('keeps the history of a booking whose listing was removed', async () => {
    const listing = await sellerWithListing();
    const made = await (await book(appointment({ serviceId: listing.serviceId, time: '8:00 PM' }), buyer.auth)).json();
    await removeListing(listing.serviceId);
    const view = await (await get('/api/me/bookings?side=seller', listing.auth)).json();
    expect(view[0]).toMatchObject({ id: made.id, serviceName: 'Knotless Braids in Kasarani' });
    const cancelled = await request('POST', `/api/bookings/${made.id}/cancel`, {}, buyer.auth);
    expect(cancelled.status).toBe(200);
  });

  it('lets the buyer cancel only until the cut-off before the start', async () => {
    const listing = await sellerWithListing();
    const made = await (await book(appointment({ serviceId: listing.serviceId, time: '6:00 PM' }), buyer.auth)).json();
    await platform.db
      .update(bookings)
      .set({
        startsAt: Date.now() + 90 * 60_000,
        endsAt: Date.now() + 120 * 60_000,
        blocksUntil: Date.now() + 120 * 60_000,
      })
      .where(and(eq(bookings.id, made.id), gt(bookings.id, 0)));
    const late = await request('POST', `/api/bookings/${made.id}/cancel`, {}, buyer.auth);
    expect(late.status).toBe(409);
    expect((await late.json()).code).toBe(BOOKING_MESSAGES.tooLate);
  });

  it('lets a guest manage a booking only with the secret link from their e-mail', async () => {
    const listing = await sellerWithListing();
    const email = `guest.${Date.now()}@example.com`;
    const first = await (await book(appointment({ serviceId: listing.serviceId, time: '12:00 PM', email }))).json();
    const other = await (await book(appointment({ serviceId: listing.serviceId, time: '12:30 PM', email }))).json();
    const [, mail] = await mailsTo(email); // the older of the two request mails: the first booking's
    const link = /\/booking\/(\d+)\?key=([a-z0-9]+)/.exec(mail!.text!)!;
    expect(Number(link[1])).toBe(first.id);
    const key = link[2]!;
    await openGuestLink(mail!.text!);
    const [stored] = await platform.db.select().from(bookings).where(eq(bookings.id, first.id));
    expect(stored!.manageKeyHash).not.toContain(key);

    expect((await request('POST', `/api/bookings/${first.id}/cancel`, {})).status).toBe(401);
    expect((await request('POST', `/api/bookings/${first.id}/cancel`, { key: 'wrong' })).status).toBe(404);
    expect((await request('POST', `/api/bookings/${other.id}/cancel`, { key })).status).toBe(404);
    expect((await request('POST', `/api/bookings/${first.id}/confirm`, { key })).status).toBe(403);
    expect((await request('POST', `/api/bookings/${first.id}/cancel`, { key }, buyer.auth)).status).toBe(200);

    const events = await platform.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, first.id));
    expect(events.map((e) => [e.status, e.actorRole, e.actorId])).toEqual([
      ['unverified', 'guest', null],
      ['requested', 'guest', null],
      ['cancelled', 'guest', null],
    ]);
    const [toProvider] = await mailsTo(listing.email);
    expect(toProvider!.subject).toBe('Booking cancelled by the client: Knotless Braids in Kasarani');
  });
});
