import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOME_TERMS, bookingHelpers } from '../../tests/support/bookings';
import { createTestApp } from '../../tests/support/test-platform';
import { services } from '#functions/db/schema/catalogue';
import { outbox } from '#functions/db/schema/mail';
import { findUserById } from '#functions/accounts/public';
import { nairobiInstant } from '#functions/scheduling/clock';
import { markTrip } from './trip';

const testApp = createTestApp({ RATE_LIMIT_SCALE: '20' });
const { platform, request } = testApp;
const { signUp, sellerWithListing, appointment, book, slotsOf, dayAhead } = bookingHelpers(testApp);
afterAll(() => platform.close());

let seller: Awaited<ReturnType<typeof sellerWithListing>>;
let client: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  seller = await sellerWithListing();
  await platform.db.update(services).set({ place: 'kasarani' }).where(eq(services.id, seller.serviceId));
  client = await signUp('buyer');
});

const atHome = (where: Record<string, unknown>) => ({
  address: 'Mirema Drive, House 14, blue gate',
  landmark: 'Opposite the Total petrol station',
  ...where,
});
const bookAt = (date: string, time: string, where?: Record<string, unknown>) =>
  book(
    {
      ...appointment({ date, time, email: client.email }),
      serviceId: seller.serviceId,
      ...(where && { atHome: atHome(where) }),
    },
    client.auth,
  );

describe("a listing's visits at the client's place", () => {
  it('are set by its seller, and only for a listing whose place we know', async () => {
    const set = await request('POST', `/api/services/${seller.serviceId}/home-visits`, HOME_TERMS, seller.auth);
    expect(await set.json()).toEqual(HOME_TERMS);
    const other = await sellerWithListing();
    const unknown = await request('POST', `/api/services/${other.serviceId}/home-visits`, HOME_TERMS, other.auth);
    expect([unknown.status, (await unknown.json()).code]).toEqual([409, 'homeMessages.needsPlace']);
    const wrong = await request(
      'POST',
      `/api/services/${seller.serviceId}/home-visits`,
      { ...HOME_TERMS, travelMinutes: 500 },
      seller.auth,
    );
    expect(wrong.status).toBe(400);
  });

  it('are offered to a booking as the areas the listing reaches, nearest first, each with its fee', async () => {
    const offer = await (await testApp.get(`/api/services/${seller.serviceId}/home`)).json();
    expect(offer).toMatchObject({ only: false, place: 'Kasarani', rule: null, from: { lat: -1.2211, lng: 36.8967 } });
    expect(offer.terms).toEqual(HOME_TERMS);
    expect(offer.areas[0]).toEqual({ key: 'kasarani', name: 'Kasarani', fee: 300 });
    // Ruiru, 10.8 km off: six km beyond the five the fee includes.
    expect(offer.areas).toContainEqual({ key: 'ruiru', name: 'Ruiru', fee: 600 });
    expect(offer.areas.map((area: { key: string }) => area.key)).not.toContain('karen');
    const none = await sellerWithListing();
    expect((await (await testApp.get(`/api/services/${none.serviceId}/home`)).json()).areas).toEqual([]);
  });

  it('add the travel fee by distance, reckoned from a pin or the area chosen, and refuse a place too far', async () => {
    const date = dayAhead(4);
    const near = await bookAt(date, '9:00 AM', { lat: -1.225, lng: 36.9 });
    expect(near.status).toBe(201);
    const nearView = await near.json();
    expect(nearView.home).toMatchObject({
      address: 'Mirema Drive, House 14, blue gate',
      landmark: 'Opposite the Total petrol station',
      travelFee: 300,
      mapUrl: 'https://maps.google.com/?q=-1.225%2C36.9',
      next: null,
    });
    expect(nearView.home.distanceKm).toBeLessThan(1);

    const ruiru = await (await bookAt(date, '2:00 PM', { area: 'Ruiru' })).json();
    expect(ruiru.home.distanceKm).toBeGreaterThan(10);
    expect(ruiru.home.travelFee).toBe(300 + 50 * Math.ceil(ruiru.home.distanceKm - 5));

    const karen = await bookAt(date, '5:00 PM', { area: 'Karen' });
    expect([karen.status, (await karen.json()).message]).toEqual([
      409,
      'This provider comes up to 12 km from Kasarani, and your place is further. Choose another provider, or book at their place',
    ]);
    const nowhere = await bookAt(date, '5:00 PM', { area: 'Atlantis' });
    expect([nowhere.status, (await nowhere.json()).code]).toEqual([400, 'homeMessages.where']);
  });

  it('keep the travel time free before each home visit, on the times offered and the booking made', async () => {
    const date = dayAhead(5);
    expect((await bookAt(date, '10:00 AM')).status).toBe(201);
    // A visit at the provider's place may start at 10:30; a home visit needs 30 minutes to get there first.
    const there = (await slotsOf(seller.serviceId, date)).map((slot) => slot.time);
    expect(there).toContain('10:30 AM');
    const home = await (await testApp.get(`/api/services/${seller.serviceId}/slots?date=${date}&atHome=1`)).json();
    const homeTimes = (home as Array<{ time: string }>).map((slot) => slot.time);
    expect(homeTimes).not.toContain('10:30 AM');
    expect(homeTimes).toContain('11:00 AM');
    expect((await bookAt(date, '10:30 AM', { area: 'Kasarani' })).status).toBe(409);
  });

  it('are found by the search by free time at the client’s place, with the same starts as the slots', async () => {
    const date = dayAhead(8);
    const search = async (query: string) =>
      (await testApp.get(`/api/services/free?date=${date}&from=09:00&to=12:00&limit=60&${query}`)).json();
    const found = await search('town=Ruiru&atHome=1');
    const mine = found.items.find((item: { _id: string }) => item._id === String(seller.serviceId));
    const slots = await (await testApp.get(`/api/services/${seller.serviceId}/slots?date=${date}&atHome=1`)).json();
    const starts = (slots as Array<{ start: string }>)
      .map((slot) => slot.start.slice(11, 16))
      .filter((clock) => clock >= '09:00' && clock < '12:00');
    expect(mine.freeAt).toEqual(starts);
    expect(mine.distanceKm).toBeGreaterThan(10);
    const karen = await search('town=Karen&atHome=1');
    expect(karen.items.map((item: { _id: string }) => item._id)).not.toContain(String(seller.serviceId));
    const nowhere = await testApp.get(`/api/services/free?date=${date}&atHome=1`);
    expect([nowhere.status, (await nowhere.json()).code]).toEqual([400, 'api.atHomeWhere']);
  });

  it('are the only way to book a listing that only comes to clients', async () => {
    await request(
      'POST',
      `/api/services/${seller.serviceId}/home-visits`,
      { ...HOME_TERMS, homeVisits: 'only' },
      seller.auth,
    );
    const there = await bookAt(dayAhead(6), '9:00 AM');
    expect([there.status, (await there.json()).code]).toEqual([400, 'homeMessages.onlyAtHome']);
    await request('POST', `/api/services/${seller.serviceId}/home-visits`, HOME_TERMS, seller.auth);
  });
});

describe("the provider's trip", () => {
  it('is marked on the day, On my way then Arrived, and the client hears each with their name and phone', async () => {
    const date = dayAhead(7);
    const made = await (await bookAt(date, '9:00 AM', { area: 'Kasarani' })).json();
    expect((await request('POST', `/api/bookings/${made.id}/confirm`, {}, seller.auth)).status).toBe(200);
    const provider = (await findUserById(platform.db, seller.id))!;
    const onTheDay = nairobiInstant(date, 8 * 60);

    const early = markTrip(platform, provider, String(made.id), 'on-my-way', onTheDay - 86_400_000);
    await expect(early).rejects.toMatchObject({ key: 'homeMessages.notToday' });
    await expect(markTrip(platform, provider, String(made.id), 'arrived', onTheDay)).rejects.toMatchObject({
      key: 'homeMessages.onMyWayFirst',
    });
    const buyer = (await findUserById(platform.db, client.id))!;
    await expect(markTrip(platform, buyer, String(made.id), 'on-my-way', onTheDay)).rejects.toMatchObject({
      kind: 'not-allowed',
    });

    const going = await markTrip(platform, provider, String(made.id), 'on-my-way', onTheDay);
    expect(going.home).toMatchObject({ onMyWayAt: onTheDay, next: 'arrived' });
    await markTrip(platform, provider, String(made.id), 'on-my-way', onTheDay + 60_000);
    const there = await markTrip(platform, provider, String(made.id), 'arrived', onTheDay + 1_800_000);
    expect(there.home).toMatchObject({ arrivedAt: onTheDay + 1_800_000, next: null });

    const toProvider = await platform.db.select().from(outbox).where(eq(outbox.to, seller.email));
    expect(toProvider.map((message) => message.text).join('\n')).toContain(
      'At the client’s place: Mirema Drive, House 14, blue gate, Opposite the Total petrol station. Travel fee: Ksh 300',
    );
    const told = await platform.db.select().from(outbox).where(eq(outbox.to, client.email));
    const subjects = told.map((message) => message.subject);
    expect(subjects.filter((subject) => subject === 'Wanjiru Kamau is on the way')).toHaveLength(1);
    expect(subjects).toContain('Wanjiru Kamau has arrived');
    const letter = told.find((message) => message.subject === 'Wanjiru Kamau is on the way')!;
    expect(letter.text).toContain(
      'Wanjiru Kamau is on the way to you for Knotless Braids in Kasarani. Their phone: 0711 000 111.',
    );
  });
});
