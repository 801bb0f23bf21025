import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingHelpers } from '../../tests/support/bookings';
import { createTestApp } from '../../tests/support/test-platform';
import { bookings } from '#functions/db/schema/bookings';
import { findUserById } from '#functions/accounts/public';
import { nairobiInstant } from '#functions/scheduling/clock';
import { markTrip } from './trip';
import { sharedVisit } from './share';

/**
 * A home visit shared with someone the client trusts (decision 043): a link only the client
 * makes, one at a time, that shows who comes, when, where and how the trip goes, until they stop
 * it or half a day after the visit.
 */
const testApp = createTestApp({ RATE_LIMIT_SCALE: '20' });
const { platform, request } = testApp;
const { signUp, sellerWithListing, comesHome, appointment, book, dayAhead } = bookingHelpers(testApp);
afterAll(() => platform.close());

let seller: Awaited<ReturnType<typeof sellerWithListing>>;
let client: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  seller = await sellerWithListing();
  await comesHome(seller);
  client = await signUp('buyer');
});

const bookAt = async (date: string, time: string, home = true) => {
  const asked = { ...appointment({ date, time, email: client.email }), serviceId: seller.serviceId };
  const where = { address: 'Mirema Drive, House 14, blue gate', landmark: 'By the Total station', area: 'Kasarani' };
  return (await (await book(home ? { ...asked, atHome: where } : asked, client.auth)).json()) as { id: number };
};
const share = (id: number, auth = client.auth) => request('POST', `/api/bookings/${id}/share`, {}, auth);
const tokenOf = async (response: Response) => ((await response.json()) as { url: string }).url.split('/').pop()!;

describe("a home visit's shared link", () => {
  it('shows who comes, when, where and the trip, and a new link or stopping ends the old one', async () => {
    const date = dayAhead(3);
    const made = await bookAt(date, '9:00 AM');
    const shared = await share(made.id);
    expect(shared.status).toBe(201);
    const token = await tokenOf(shared);
    expect(token).toMatch(/^[a-z2-7]{32}$/);
    // Kept only as its hash.
    const [row] = await platform.db.select().from(bookings).where(eq(bookings.id, made.id));
    expect(row!.shareHash).not.toContain(token);

    const now = Date.now();
    expect(await sharedVisit(platform, token, now)).toMatchObject({
      serviceName: 'Knotless Braids in Kasarani',
      provider: 'Wanjiru Kamau',
      phone: '+254711000111',
      date,
      time: '9:00 AM',
      cancelled: false,
      address: 'Mirema Drive, House 14, blue gate',
      landmark: 'By the Total station',
      onMyWayAt: null,
    });
    const mine = (await (await request('GET', '/api/me/bookings', undefined, client.auth)).json()) as Array<{
      id: number;
      home: { shared: boolean };
    }>;
    const card = mine.find((b) => b.id === made.id);
    expect(card?.home.shared).toBe(true);

    // The provider sets off: the person it was shared with sees it.
    expect((await request('POST', `/api/bookings/${made.id}/confirm`, {}, seller.auth)).status).toBe(200);
    const onTheDay = nairobiInstant(date, 8 * 60);
    await markTrip(platform, (await findUserById(platform.db, seller.id))!, String(made.id), 'on-my-way', onTheDay);
    expect((await sharedVisit(platform, token, onTheDay))?.onMyWayAt).toBe(onTheDay);

    const again = await tokenOf(await share(made.id));
    expect(await sharedVisit(platform, token, now)).toBeNull();
    expect(await sharedVisit(platform, again, now)).not.toBeNull();
    const stop = await request('POST', `/api/bookings/${made.id}/share/stop`, {}, client.auth);
    expect([stop.status, (await stop.json()).code]).toEqual([200, 'homeMessages.shareStopped']);
    expect(await sharedVisit(platform, again, now)).toBeNull();
  });

  it('is the client’s alone to make, for a home visit still to come; it closes half a day after the visit', async () => {
    const date = dayAhead(4);
    const made = await bookAt(date, '11:00 AM');
    expect((await share(made.id, seller.auth)).status).toBe(404);
    const stranger = await signUp('buyer');
    expect((await share(made.id, stranger.auth)).status).toBe(404);
    expect((await request('POST', `/api/bookings/${made.id}/share`, {})).status).toBe(404);
    const there = await bookAt(date, '3:00 PM', false);
    const notHome = await share(there.id);
    expect([notHome.status, (await notHome.json()).code]).toEqual([409, 'homeMessages.shareOnlyHome']);

    const token = await tokenOf(await share(made.id));
    const [row] = await platform.db.select().from(bookings).where(eq(bookings.id, made.id));
    const ends = row!.endsAt;
    expect(await sharedVisit(platform, token, ends + 11 * 3_600_000)).not.toBeNull();
    expect(await sharedVisit(platform, token, ends + 13 * 3_600_000)).toBeNull();
    expect(await sharedVisit(platform, 'not-a-token', Date.now())).toBeNull();

    // Cancelled: the link says so; no new link is made.
    expect((await request('POST', `/api/bookings/${made.id}/cancel`, {}, client.auth)).status).toBe(200);
    expect((await sharedVisit(platform, token, Date.now()))?.cancelled).toBe(true);
    const over = await share(made.id);
    expect([over.status, (await over.json()).code]).toEqual([409, 'homeMessages.shareOver']);
  });

  it('is a plain form too: it goes on to the shared page, in the language it came from', async () => {
    const made = await bookAt(dayAhead(5), '9:00 AM');
    const response = await testApp.postForm(
      `/api/bookings/${made.id}/share`,
      { return: '/sw/account/bookings' },
      client.auth,
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(/^\/sw\/visit\/[a-z2-7]{32}\?shared=1$/);
  });
});
