import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { bookingHelpers } from '../../tests/support/bookings';
import { createTestApp } from '../../tests/support/test-platform';
import { REVIEW_TEXT_MAX } from '#shared/review-rules';
import { REVIEW_MESSAGES } from '#shared/review-messages';
import { findUserById } from '#functions/accounts/repository';
import { reviewBooking } from '#functions/bookings/reviewing';

/** Reviews only from real, completed bookings, by their buyer, within the windows; replies and reports. */
const testApp = createTestApp({ RATE_LIMIT_SCALE: '20' });
const { platform, request, get } = testApp;
const { signUp, sellerWithListing, book, appointment, dayAhead, mailsTo, openGuestLink } = bookingHelpers(testApp);
afterAll(() => platform.close());
afterEach(() => vi.useRealTimers());

const DAY = 86_400_000;
let slot = 0;
/** A booking of a new listing by a new buyer, confirmed; `finish` says how the seller closes it. */
async function bookedVisit(finish: 'complete' | 'no-show' | null = 'complete', guest = false) {
  const seller = await sellerWithListing();
  const buyer = await signUp('buyer');
  const when = { date: dayAhead(3 + (slot % 20)), time: ['9:00 AM', '10:00 AM', '11:00 AM'][slot++ % 3]! };
  const email = guest ? `guest.${Date.now()}.${slot}@example.com` : buyer.email;
  const answer = await book(appointment({ serviceId: seller.serviceId, ...when, email }), guest ? {} : buyer.auth);
  const booking = await answer.json();
  let key: string | undefined;
  if (guest) {
    const [mail] = await mailsTo(email);
    key = /key=([a-z0-9]+)/.exec(mail!.text!)![1];
    await openGuestLink(mail!.text!);
  }
  expect((await request('POST', `/api/bookings/${booking.id}/confirm`, {}, seller.auth)).status).toBe(200);
  if (finish) {
    // The visit happens: two hours after its start the seller closes it.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse(booking.start) + 2 * 3600_000);
    expect((await request('POST', `/api/bookings/${booking.id}/${finish}`, {}, seller.auth)).status).toBe(200);
  }
  return { seller, buyer, bookingId: booking.id as number, key };
}
/** A review sent as its client would, from their own phone (another address than the provider's). */
const review = (bookingId: number, body: Record<string, unknown>, auth: Record<string, string> = {}) =>
  request('POST', `/api/bookings/${bookingId}/review`, body, auth, testApp.newClient());

describe('a provider reviewing their own listing', () => {
  it('is refused from the address they ran the booking from, or their own browser, and before the visit', async () => {
    // Signed out, the seller books their own listing under another name and e-mail, as a guest.
    const { seller, bookingId, key } = await bookedVisit('complete', true);
    const sameAddress = await request('POST', `/api/bookings/${bookingId}/review`, { rating: 5, key });
    expect(sameAddress.status).toBe(403);
    expect((await sameAddress.json()).code).toBe(REVIEW_MESSAGES.providersNetwork);
    // From another network, but the browser they signed in on keeps its known-device cookie.
    const signIn = await request(
      'POST',
      '/api/login',
      { email: seller.email, password: 'correct horse battery' },
      {},
      testApp.newClient(),
    );
    const device = /mabinti_device=([0-9a-f]{40})/.exec(signIn.headers.getSetCookie().join('\n'))![1]!;
    const ownBrowser = await request(
      'POST',
      `/api/bookings/${bookingId}/review`,
      { rating: 5, key },
      { Cookie: `mabinti_device=${device}` },
      testApp.newClient(),
    );
    expect(ownBrowser.status).toBe(403);
    const listing = await (await get(`/api/service/${seller.serviceId}`)).json();
    expect(listing.reviewCount ?? 0).toBe(0);
  });

  it('opens a review only once the visit’s time has passed', async () => {
    const { buyer, bookingId } = await bookedVisit('complete');
    // Completed two hours after its start (bookedVisit), but the visit lasts longer.
    await platform.db.run(sql`UPDATE bookings SET ends_at = ${Date.now() + 3_600_000} WHERE id = ${bookingId}`);
    const early = await review(bookingId, { rating: 5 }, buyer.auth);
    expect(early.status).toBe(409);
    expect((await early.json()).code).toBe(REVIEW_MESSAGES.notYet);
  });
});

describe('writing a review', () => {
  it('lets the buyer of a completed booking review it once, marked verified, first name and month only', async () => {
    const { buyer, bookingId, seller } = await bookedVisit();
    const written = await review(
      bookingId,
      { rating: 5, quality: 5, value: 4, text: '<b>Neat</b> & quick' },
      buyer.auth,
    );
    expect(written.status).toBe(201);
    const view = await written.json();
    expect(view).toMatchObject({
      rating: 5,
      quality: 5,
      value: 4,
      punctuality: null,
      reviewerName: 'Akinyi',
      verified: true,
    });
    expect(view.text).toBe('<b>Neat</b> & quick'); // kept as typed; pages show it as text
    expect(view.visitMonth).toMatch(/^[A-Z][a-z]+ \d{4}$/);
    const twice = await review(bookingId, { rating: 1 }, buyer.auth);
    expect([twice.status, (await twice.json()).code]).toEqual([409, REVIEW_MESSAGES.alreadyReviewed]);
    const listing = await (await get(`/api/service/${seller.serviceId}`)).json();
    expect([listing.rating, listing.reviewCount]).toEqual([5, 1]);
  });

  it.each([
    ['no booking', async () => ({ id: 999999, auth: (await signUp('buyer')).auth, status: 404 })],
    [
      "someone else's booking",
      async () => ({ id: (await bookedVisit()).bookingId, auth: (await signUp('buyer')).auth, status: 403 }),
    ],
    ['a stranger', async () => ({ id: (await bookedVisit()).bookingId, auth: {}, status: 401 })],
    [
      'a booking not completed',
      async () => {
        const visit = await bookedVisit(null);
        return { id: visit.bookingId, auth: visit.buyer.auth, status: 409 };
      },
    ],
    [
      'a no-show',
      async () => {
        const visit = await bookedVisit('no-show');
        return { id: visit.bookingId, auth: visit.buyer.auth, status: 409 };
      },
    ],
  ])('is refused for %s', async (_case, make) => {
    const { id, auth, status } = await make();
    expect((await review(id, { rating: 4 }, auth)).status).toBe(status);
  });

  it('is refused for a cancelled booking', async () => {
    const seller = await sellerWithListing();
    const buyer = await signUp('buyer');
    const booking = await (
      await book(appointment({ serviceId: seller.serviceId, date: dayAhead(9), email: buyer.email }), buyer.auth)
    ).json();
    await request('POST', `/api/bookings/${booking.id}/cancel`, {}, buyer.auth);
    expect((await review(booking.id, { rating: 4 }, buyer.auth)).status).toBe(409);
  });

  const elsewhere = { address: '192.0.2.44', device: undefined };

  it(`closes ${60} days after completion, and a review can change only for 7 days`, async () => {
    const { buyer, bookingId } = await bookedVisit();
    const completed = Date.now();
    // Sessions end sooner than 61 days: the rule itself, as the route would call it.
    const user = (await findUserById(platform.db, buyer.id))!;
    await expect(
      reviewBooking(platform, user, String(bookingId), { rating: 4 }, elsewhere, completed + 61 * DAY),
    ).rejects.toThrow(expect.objectContaining({ key: REVIEW_MESSAGES.tooLate }));
    expect(
      (await reviewBooking(platform, user, String(bookingId), { rating: 4 }, elsewhere, completed + 59 * DAY)).rating,
    ).toBe(4);

    const other = await bookedVisit();
    const { id } = await (await review(other.bookingId, { rating: 3 }, other.buyer.auth)).json();
    vi.setSystemTime(Date.now() + 6 * DAY);
    const edited = await request(
      'POST',
      `/api/reviews/${id}`,
      { rating: 4, text: 'Better than I said' },
      other.buyer.auth,
    );
    expect((await edited.json()).rating).toBe(4);
    vi.setSystemTime(Date.now() + 2 * DAY);
    const tooLate = await request('POST', `/api/reviews/${id}`, { rating: 5 }, other.buyer.auth);
    expect([tooLate.status, (await tooLate.json()).code]).toEqual([409, REVIEW_MESSAGES.editTooLate]);
  });

  it.each([
    ['0 stars', { rating: 0 }, REVIEW_MESSAGES.stars],
    ['6 stars', { rating: 6 }, REVIEW_MESSAGES.stars],
    ['4.5 stars', { rating: 4.5 }, REVIEW_MESSAGES.stars],
    ['"five" stars', { rating: 'five' }, REVIEW_MESSAGES.stars],
    ['a quality of 9', { rating: 4, quality: 9 }, REVIEW_MESSAGES.stars],
    ['2,001 characters', { rating: 4, text: 'x'.repeat(REVIEW_TEXT_MAX + 1) }, REVIEW_MESSAGES.textTooLong],
  ])('refuses %s with 400', async (_case, body, message) => {
    const { buyer, bookingId } = await bookedVisit();
    const answer = await review(bookingId, body, buyer.auth);
    expect([answer.status, (await answer.json()).code]).toEqual([400, message]);
  });

  it('lets a guest review through their private booking link, and nobody without it', async () => {
    const { bookingId, key } = await bookedVisit('complete', true);
    expect((await review(bookingId, { rating: 5, key: 'wrong-key-0000000000' })).status).toBe(403);
    const written = await review(bookingId, { rating: 5, key });
    expect(written.status).toBe(201);
  });
});

describe("the seller's reply and users' reports", () => {
  it('lets only the reviewed seller reply, once', async () => {
    const { buyer, bookingId, seller } = await bookedVisit();
    const { id } = await (await review(bookingId, { rating: 4, text: 'Good' }, buyer.auth)).json();
    const otherSeller = await sellerWithListing();
    expect((await request('POST', `/api/reviews/${id}/reply`, { text: 'Hi' }, otherSeller.auth)).status).toBe(403);
    expect((await request('POST', `/api/reviews/${id}/reply`, { text: 'Hi' }, buyer.auth)).status).toBe(403);
    const reply = await request('POST', `/api/reviews/${id}/reply`, { text: 'Thank you, Akinyi!' }, seller.auth);
    expect((await reply.json()).reply).toBe('Thank you, Akinyi!');
    expect((await request('POST', `/api/reviews/${id}/reply`, { text: 'Again' }, seller.auth)).status).toBe(409);
    const listed = await (await get(`/api/services/${seller.serviceId}/reviews`)).json();
    expect(listed[0]).toMatchObject({ id, reply: 'Thank you, Akinyi!' });
  });

  it('takes a report from anyone signed in, once, and keeps the review up', async () => {
    const { buyer, bookingId, seller } = await bookedVisit();
    const { id } = await (await review(bookingId, { rating: 1, text: 'Never went there' }, buyer.auth)).json();
    const reporter = await signUp('buyer');
    const path = `/api/reviews/${id}/report`;
    expect((await request('POST', path, { reason: 'not-a-real-visit' })).status).toBe(401);
    expect((await request('POST', path, { reason: 'rude' }, reporter.auth)).status).toBe(400);
    expect((await request('POST', path, { reason: 'not-a-real-visit', note: 'odd' }, reporter.auth)).status).toBe(201);
    expect((await request('POST', path, { reason: 'offensive' }, reporter.auth)).status).toBe(409);
    const listed = await (await get(`/api/services/${seller.serviceId}/reviews`)).json();
    expect(listed.map((item: { id: number }) => item.id)).toContain(id);
  });
});

describe('favourites', () => {
  it('are added and removed by their owner only, idempotently, and list lapsed listings as such', async () => {
    const { serviceId } = await sellerWithListing();
    const buyer = await signUp('buyer');
    const other = await signUp('buyer');
    expect((await request('POST', '/api/favourites', { serviceId })).status).toBe(401);
    expect((await request('POST', '/api/favourites', { serviceId }, buyer.auth)).status).toBe(201);
    expect((await request('POST', '/api/favourites', { serviceId }, buyer.auth)).status).toBe(201);
    const mine = await (await get('/api/me/favourites', buyer.auth)).json();
    expect(mine.map((item: { serviceId: string; state: string }) => [item.serviceId, item.state])).toEqual([
      [String(serviceId), 'live'],
    ]);
    expect(await (await get('/api/me/favourites', other.auth)).json()).toEqual([]);
    expect((await request('DELETE', `/api/favourites/${serviceId}`, undefined, other.auth)).status).toBe(200);
    expect(await (await get('/api/me/favourites', buyer.auth)).json()).toHaveLength(1);
    expect((await request('POST', '/api/favourites', { serviceId: 999999 }, buyer.auth)).status).toBe(404);
    expect((await request('POST', '/api/favourites', { serviceId, saved: false }, buyer.auth)).status).toBe(200);
    expect(await (await get('/api/me/favourites', buyer.auth)).json()).toEqual([]);
  });

  it('sends a visitor’s heart to sign in, and a signed-in heart back to its page, saved or removed', async () => {
    const { serviceId } = await sellerWithListing();
    const form = (body: string, headers: Record<string, string> = {}) =>
      testApp.app.request(`/api/favourites/${serviceId}`, {
        method: 'POST',
        body,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://localhost', ...headers },
      });
    const visitor = await form('saved=true&return=%2Fall-services%3Fcategory%3Dhair');
    expect(visitor.status).toBe(303);
    expect(visitor.headers.get('Location')).toBe(
      `/signin?notice=sign-in-to-save&favourite=${serviceId}&next=%2Fall-services%3Fcategory%3Dhair`,
    );
    const buyer = await signUp('buyer');
    const saved = await form('saved=true&return=//evil.example', buyer.auth);
    expect(saved.headers.get('Location')).toBe(`/service/${serviceId}`); // never another site
    expect(await (await get('/api/me/favourites', buyer.auth)).json()).toHaveLength(1);
    const removed = await form('saved=false&return=%2Faccount%2Ffavourites', buyer.auth);
    expect(removed.headers.get('Location')).toBe('/account/favourites');
    expect(await (await get('/api/me/favourites', buyer.auth)).json()).toEqual([]);
  });
});

describe('a seller’s own visits', () => {
  it('are never reviewed, booked as a guest with the seller’s own e-mail or phone', async () => {
    for (const as of ['email', 'phone'] as const) {
      const seller = await sellerWithListing();
      const sellerRow = (await findUserById(platform.db, seller.id))!;
      const when = { date: dayAhead(25), time: as === 'email' ? '9:00 AM' : '10:00 AM' };
      const guest = as === 'email' ? { email: sellerRow.email } : { phoneNumber: sellerRow.phoneNumber };
      const booking = await (await book(appointment({ serviceId: seller.serviceId, ...when, ...guest }))).json();
      const [mail] = await mailsTo(as === 'email' ? sellerRow.email : 'akinyi@example.com');
      const key = /key=([a-z0-9]+)/.exec(mail!.text!)![1];
      await openGuestLink(mail!.text!);
      expect((await request('POST', `/api/bookings/${booking.id}/confirm`, {}, seller.auth)).status).toBe(200);
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.parse(booking.start) + 2 * 3600_000);
      expect((await request('POST', `/api/bookings/${booking.id}/complete`, {}, seller.auth)).status).toBe(200);
      const refused = await review(booking.id, { rating: 5, text: 'Best in town', key });
      expect(refused.status, as).toBe(409);
      expect((await refused.json()).code).toBe(REVIEW_MESSAGES.ownListing);
      vi.useRealTimers();
    }
  });
});
