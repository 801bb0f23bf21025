import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingHelpers } from '../../tests/support/listings';
import { bookingHelpers } from '../../tests/support/bookings';
import { createTestApp } from '../../tests/support/test-platform';
import { OPTION_MESSAGES } from '#shared/listing-options';
import { BOOKING_MESSAGES } from '#shared/booking-messages';

/**
 * Price options with durations, and the seller's time: a booking holds from its start to its end
 * plus the seller's buffer, across all of their listings (decision 014).
 */
const testApp = createTestApp({ RATE_LIMIT_SCALE: '20' });
const { platform, request, get } = testApp;
const listings = listingHelpers(testApp);
const { signUp, appointment, dayAhead, book } = bookingHelpers(testApp);
afterAll(() => platform.close());
beforeAll(async () => {
  await listings.makePhotos();
}, 60_000);

const braids = [
  { name: 'Knotless, medium, waist length', price: 4500, durationMinutes: 300 },
  { name: 'Short bob', price: 2000, durationMinutes: 120 },
];
async function postWith(auth: Record<string, string>, extra: Record<string, unknown> = {}) {
  const photo = listings.dataUrl(listings.photos.smallPhoto, 'image/jpeg');
  return listings.post(auth, { ...listings.fields(), images: [photo], ...extra });
}

describe('price options', () => {
  it('are saved with the listing, and its min and max price come from them', async () => {
    const seller = await listings.signUp('seller', 'premium');
    const response = await postWith(seller, { minPrice: 100, maxPrice: 100, options: braids });
    expect(response.status).toBe(201);
    const listing = await response.json();
    expect([listing.minPrice, listing.maxPrice]).toEqual([2000, 4500]);
    expect(
      listing.options.map(({ name, price, durationMinutes }: Record<string, unknown>) => [
        name,
        price,
        durationMinutes,
      ]),
    ).toEqual(braids.map((option) => [option.name, option.price, option.durationMinutes]));
    const read = await (await get(`/api/service/${listing._id}`)).json();
    expect(read.options).toHaveLength(2);
  });

  it('are one option at the minimum price and a 30-minute slot for a listing posted the old way', async () => {
    const seller = await listings.signUp('seller', 'basic');
    const listing = await (await postWith(seller)).json();
    expect(listing.options).toEqual([{ id: expect.any(String), name: listing.name, price: 1500, durationMinutes: 30 }]);
  });

  it.each([
    ['a 20-minute duration', [{ name: 'Trim', price: 500, durationMinutes: 20 }], OPTION_MESSAGES.duration],
    ['11 hours', [{ name: 'All day', price: 500, durationMinutes: 660 }], OPTION_MESSAGES.duration],
    ['a price of 50', [{ name: 'Trim', price: 50, durationMinutes: 30 }], OPTION_MESSAGES.price],
    ['no options', [], OPTION_MESSAGES.count],
    ['eleven options', Array.from({ length: 11 }, () => braids[1]), OPTION_MESSAGES.count],
    ['a nameless option', [{ name: '', price: 500, durationMinutes: 30 }], OPTION_MESSAGES.name],
  ])('are refused with %s (400)', async (_case, options, message) => {
    const seller = await listings.signUp('seller', 'basic');
    const response = await postWith(seller, { options });
    expect([response.status, (await response.json()).code]).toEqual([400, message]);
  });
});

describe("the seller's time", () => {
  it('is held for the whole option booked, across their listings, and the buffer they set', async () => {
    const seller = await listings.signUp('seller', 'premium');
    const five = await (await postWith(seller, { options: braids })).json();
    const other = await (await postWith(seller, { name: 'Nails in Kasarani, gel and acrylic' })).json();
    const date = dayAhead(4);
    // The five-hour option leaves starts until 6:00 PM in the full 7:00 AM to 11:00 PM grid.
    const slots = await (await get(`/api/services/${five._id}/slots?date=${date}&option=${five.options[0].id}`)).json();
    expect(slots.at(-1).time).toBe('6:00 PM');

    const buyer = await signUp('buyer');
    const first = await book(
      appointment({ serviceId: five._id, optionId: five.options[0].id, date, time: '9:00 AM', email: buyer.email }),
      buyer.auth,
    );
    expect((await first.json()).status).toBe('requested');
    // 9:00 to 2:00 PM is taken on the seller's other listing too.
    const offered = (await (await get(`/api/services/${other._id}/slots?date=${date}`)).json()).map(
      (slot: { time: string }) => slot.time,
    );
    expect(offered).not.toContain('11:00 AM');
    expect(offered).not.toContain('1:30 PM');
    expect(offered).toContain('2:00 PM');
    const clash = await book(appointment({ serviceId: other._id, date, time: '11:00 AM', email: 'b@example.com' }));
    expect([clash.status, (await clash.json()).code]).toEqual([409, BOOKING_MESSAGES.slotTaken]);

    // With a 30-minute rest after each booking, 2:00 PM goes too.
    const settings = { bufferMinutes: 30, capacity: 1, noticeMinutes: 0, horizonDays: 90 };
    expect((await request('PUT', '/api/me/availability/settings', settings, seller)).status).toBe(200);
    // The rest applies to bookings made from now on; the one already made keeps its hold.
    const second = await book(appointment({ serviceId: other._id, date, time: '2:00 PM', email: 'c@example.com' }));
    expect(second.status).toBe(201);
    const later = (await (await get(`/api/services/${other._id}/slots?date=${date}`)).json()).map(
      (slot: { time: string }) => slot.time,
    );
    expect(later).not.toContain('2:30 PM'); // 2:00 to 2:30 booked, resting until 3:00
    expect(later).toContain('3:00 PM');
  });

  it("refuses another listing's option (404) and keeps the seller's notice and horizon", async () => {
    const seller = await listings.signUp('seller', 'premium');
    const mine = await (await postWith(seller)).json();
    const theirs = await (await postWith(await listings.signUp('seller', 'basic'))).json();
    const wrong = await book(
      appointment({ serviceId: mine._id, optionId: theirs.options[0].id, date: dayAhead(3), email: 'd@example.com' }),
    );
    expect(wrong.status).toBe(404);
    const strict = { bufferMinutes: 0, capacity: 1, noticeMinutes: 0, horizonDays: 2 };
    await request('PUT', '/api/me/availability/settings', strict, seller);
    expect(await (await get(`/api/services/${mine._id}/slots?date=${dayAhead(3)}`)).json()).toEqual([]);
    const far = await book(appointment({ serviceId: mine._id, date: dayAhead(3), email: 'e@example.com' }));
    expect(far.status).toBe(409);
  });

  it('are saved from the bookings page’s plain form, and read back with the availability', async () => {
    const seller = await listings.signUp('seller', 'basic');
    const fields = { bufferMinutes: '15', capacity: '2', noticeMinutes: '120', horizonDays: '30' };
    const form = await testApp.postForm('/api/me/availability/settings', fields, seller);
    expect([form.status, form.headers.get('Location')]).toEqual([
      303,
      '/account/bookings?notice=settings-saved#availability',
    ]);
    const read = await (await get('/api/me/availability', seller)).json();
    expect(read.settings).toEqual({
      bufferMinutes: 15,
      bufferBeforeMinutes: 0,
      capacity: 2,
      noticeMinutes: 120,
      horizonDays: 30,
    });
  });

  it('go back to the page the form was on, in its language, and refuse in Kiswahili when asked', async () => {
    const seller = await listings.signUp('seller', 'basic');
    const fields = { bufferMinutes: '0', capacity: '1', noticeMinutes: '0', horizonDays: '90' };
    const form = await testApp.postForm(
      '/api/me/availability/settings',
      { ...fields, return: '/sw/account/bookings#availability' },
      seller,
    );
    expect(form.headers.get('Location')).toBe('/sw/account/bookings?notice=settings-saved#availability');
    const settings = { bufferMinutes: 0, capacity: 0, noticeMinutes: 0, horizonDays: 90 };
    const refused = await request('PUT', '/api/me/availability/settings', settings, {
      ...seller,
      'Accept-Language': 'sw',
    });
    expect((await refused.json()).message).toBe(
      'Idadi ya wateja kwa wakati mmoja: weka nambari kamili kuanzia 1 hadi 20',
    );
    const past = await request(
      'POST',
      '/api/me/availability/blocked-dates',
      { date: '2020-01-01' },
      {
        ...seller,
        'Accept-Language': 'sw',
      },
    );
    expect([past.status, (await past.json()).message]).toEqual([400, 'Chagua tarehe ya leo au baadaye']);
  });

  it.each([
    [{ bufferMinutes: 61, capacity: 1, noticeMinutes: 0, horizonDays: 90 }, 'The rest after a booking'],
    [{ bufferMinutes: 0, capacity: 0, noticeMinutes: 0, horizonDays: 90 }, 'Clients at once'],
    [{ bufferMinutes: 0, capacity: 1, noticeMinutes: 0, horizonDays: 400 }, 'Days ahead'],
  ])('settings %j are refused with 400', async (settings, words) => {
    const seller = await listings.signUp('seller', 'basic');
    const response = await request('PUT', '/api/me/availability/settings', settings, seller);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toContain(words);
  });
});
