import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingEvents, bookings } from '#functions/db/schema/bookings';
import { weekdayOf } from '#functions/scheduling/clock';
import { DEPOSIT_MESSAGES } from '#shared/deposits';
import { RELIABILITY_MIN_CONFIRMED } from '#shared/reliability';
import { listingHelpers } from '../../tests/support/listings';
import { bookingHelpers } from '../../tests/support/bookings';
import { createTestApp } from '../../tests/support/test-platform';
import { providerFacts } from './provider-facts';

/**
 * One booking flow, clear at every step (decision 015): the days the calendar offers, a listing's
 * deposit as the forms send it, and the reliability figures a seller and a buyer are shown.
 */
const testApp = createTestApp({ RATE_LIMIT_SCALE: '20' });
const { platform, request, get } = testApp;
const listings = listingHelpers(testApp);
const { signUp, appointment, dayAhead, book, sellerWithListing } = bookingHelpers(testApp);
afterAll(() => platform.close());
beforeAll(async () => {
  await listings.makePhotos();
}, 60_000);

const postWith = (auth: Record<string, string>, extra: Record<string, unknown> = {}) =>
  listings.post(auth, {
    ...listings.fields(),
    images: [listings.dataUrl(listings.photos.smallPhoto, 'image/jpeg')],
    ...extra,
  });

describe('the days the calendar offers', () => {
  it('leave out closed weekdays, days off and days with no time left', async () => {
    const seller = await listings.signUp('seller', 'premium');
    const listing = await (
      await postWith(seller, { options: [{ name: 'All day bridal', price: 9000, durationMinutes: 600 }] })
    ).json();
    const [open, off, full] = [dayAhead(3), dayAhead(4), dayAhead(5)];
    // Closed on the weekday of dayAhead(6); the other days 8:00 AM to 6:00 PM: one ten-hour booking fills a day.
    const closed = weekdayOf(dayAhead(6));
    const days = Array.from({ length: 7 }, (_, weekday) =>
      weekday === closed ? null : { opens: 8 * 60, closes: 18 * 60 },
    );
    expect((await request('PUT', '/api/me/availability/week', { days }, seller)).status).toBe(200);
    expect((await request('POST', '/api/me/availability/blocked-dates', { date: off }, seller)).status).toBe(200);
    const buyer = await signUp('buyer');
    const taken = await book(
      appointment({ serviceId: listing._id, date: full, time: '8:00 AM', email: buyer.email }),
      buyer.auth,
    );
    expect(taken.status).toBe(201);

    const answer = await (await get(`/api/services/${listing._id}/days`)).json();
    expect(answer.open).toContain(open);
    for (const gone of [off, full, dayAhead(6)]) expect(answer.open).not.toContain(gone);
    expect(answer.to).toBe(dayAhead(90));
  });
});

describe("a listing's deposit", () => {
  it('is saved as the form sends it, shown with the listing, and kept by an edit that does not send it', async () => {
    const seller = await listings.signUp('seller', 'premium');
    const posted = await postWith(seller, { depositType: 'percent', depositValue: '20' });
    expect(posted.status).toBe(201);
    const listing = await posted.json();
    expect(listing.deposit).toEqual({ type: 'percent', value: 20 });
    const edited = await request(
      'PATCH',
      `/api/services/${listing._id}`,
      listings.fields({ name: 'Braids, edited' }),
      seller,
    );
    expect((await edited.json()).deposit).toEqual({ type: 'percent', value: 20 });
    const none = await request(
      'PATCH',
      `/api/services/${listing._id}`,
      { ...listings.fields(), depositType: 'none' },
      seller,
    );
    expect((await none.json()).deposit).toBeNull();
  });

  it.each([
    [{ depositType: 'fixed', depositValue: '50' }, DEPOSIT_MESSAGES.fixed],
    [{ depositType: 'percent', depositValue: '120' }, DEPOSIT_MESSAGES.percent],
    [{ depositType: 'fixed' }, DEPOSIT_MESSAGES.fixed],
  ])('is refused when it is %j (400)', async (deposit, message) => {
    const seller = await listings.signUp('seller', 'basic');
    const response = await postWith(seller, deposit);
    expect([response.status, (await response.json()).code]).toEqual([400, message]);
  });
});

describe('reliability', () => {
  it("shows the seller each client's past visits and no-shows", async () => {
    const seller = await sellerWithListing();
    const buyer = await signUp('buyer');
    const start = Date.now() - 10 * 86_400_000;
    const past = (status: 'completed' | 'no_show', day: number) => ({
      serviceId: seller.serviceId,
      serviceName: 'Knotless Braids in Kasarani',
      sellerId: seller.id,
      buyerId: buyer.id,
      date: '2026-01-01',
      time: '9:00 AM',
      startsAt: start + day * 86_400_000,
      endsAt: start + day * 86_400_000 + 1_800_000,
      blocksUntil: start + day * 86_400_000 + 1_800_000,
      status,
      name: 'Akinyi',
      email: buyer.email,
      phoneNumber: '+254712345678',
    });
    await platform.db.insert(bookings).values([past('completed', 1), past('no_show', 2), past('completed', 3)]);
    const response = await book(appointment({ serviceId: seller.serviceId, email: buyer.email }), buyer.auth);
    const { id } = await response.json();
    const seen = await (await get('/api/me/bookings?side=seller&when=upcoming', seller.auth)).json();
    expect(seen.find((item: { id: number }) => item.id === id).clientRecord).toEqual({ visits: 3, noShows: 1 });
    const mine = await (await get('/api/me/bookings', buyer.auth)).json();
    expect(mine.find((item: { id: number }) => item.id === id).clientRecord).toBeNull();
  });

  it('shows how often a provider kept what they confirmed, once there are enough', async () => {
    const seller = await sellerWithListing();
    const confirmed = async (cancelledLater: boolean, i: number) => {
      const startsAt = Date.now() + (i + 1) * 86_400_000;
      const [row] = await platform.db
        .insert(bookings)
        .values({
          serviceId: seller.serviceId,
          serviceName: 'Braids',
          sellerId: seller.id,
          date: '2026-01-01',
          time: '9:00 AM',
          startsAt,
          endsAt: startsAt + 1_800_000,
          blocksUntil: startsAt + 1_800_000,
          status: cancelledLater ? 'cancelled' : 'confirmed',
          name: 'Client',
          email: `client${i}@example.com`,
          phoneNumber: '+254712345678',
        })
        .returning({ id: bookings.id });
      const event = (status: 'confirmed' | 'cancelled') => ({
        bookingId: row!.id,
        status,
        actorRole: 'seller' as const,
        actorId: seller.id,
        at: new Date(),
      });
      await platform.db
        .insert(bookingEvents)
        .values(cancelledLater ? [event('confirmed'), event('cancelled')] : [event('confirmed')]);
    };
    for (let i = 0; i < RELIABILITY_MIN_CONFIRMED - 1; i++) await confirmed(i === 0, i);
    expect((await providerFacts(platform.db, seller.id)).reliability).toBeNull();
    await confirmed(false, 20);
    expect((await providerFacts(platform.db, seller.id)).reliability).toEqual({ kept: 9, confirmed: 10, share: 90 });
  });
});
