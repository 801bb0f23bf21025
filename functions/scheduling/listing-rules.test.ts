import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { accountHelpers, bearer, markPackagePaid } from '../../tests/support/accounts';
import { bookingHelpers } from '../../tests/support/bookings';
import { listingHelpers } from '../../tests/support/listings';
import { createTestApp } from '../../tests/support/test-platform';
import { ORDINARY_WEEK } from '#shared/booking-settings';
import { addDays, nairobiDateKey } from '#shared/booking-time';
import { weekdayOf } from './clock';

const testApp = createTestApp({ RATE_LIMIT_SCALE: '20' });
const { platform, request, get, postForm } = testApp;
const { buyer, register } = accountHelpers(testApp);
const { signUp, sellerWithListing, appointment, book, slotsOf, dayAhead } = bookingHelpers(testApp);
const listings = listingHelpers(testApp);
afterAll(() => platform.close());

let picture: string;
beforeAll(async () => {
  const jpeg = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#7c3aed' } })
    .jpeg()
    .toBuffer();
  picture = listings.dataUrl(jpeg, 'image/jpeg');
});

/** The first date at least two days ahead falling on `weekday` (0 Sunday). */
const nextWeekday = (weekday: number) => {
  let date = addDays(nairobiDateKey(Date.now()), 2);
  while (weekdayOf(date) !== weekday) date = addDays(date, 1);
  return date;
};

describe("a new seller's hours", () => {
  it('are the ordinary week, confirmed before their first listing goes live', async () => {
    const { body } = await register(buyer({ accountType: 'seller', packageId: 'basic' }));
    await markPackagePaid(platform.db, body.user.id);
    const auth = bearer(body.token);
    const listing = { ...listings.fields(), images: [picture] };

    const refused = await listings.post(auth, listing);
    expect([refused.status, (await refused.json()).code]).toEqual([409, 'availabilityMessages.confirmHours']);
    expect((await (await get('/api/me/availability', auth)).json()).week).toBeNull();

    const confirmed = await request('POST', '/api/me/availability/confirm', {}, auth);
    expect((await confirmed.json()).week).toEqual(ORDINARY_WEEK);
    const posted = await listings.post(auth, listing);
    expect(posted.status).toBe(201);
    const id = (await posted.json())._id as string;

    expect(await slotsOf(Number(id), nextWeekday(0))).toEqual([]);
    const monday = (await slotsOf(Number(id), nextWeekday(1))).map((slot) => slot.time);
    expect([monday[0], monday.at(-1), monday.length]).toEqual(['8:00 AM', '5:30 PM', 20]);
  });

  it('are confirmed from a plain form, which keeps hours already saved', async () => {
    const { body } = await register(buyer({ accountType: 'seller', packageId: 'basic' }));
    const auth = bearer(body.token);
    const days = Array.from({ length: 7 }, () => ({ opens: 9 * 60, closes: 17 * 60 }));
    expect((await request('PUT', '/api/me/availability/week', { days }, auth)).status).toBe(200);
    const form = await postForm('/api/me/availability/confirm', { return: '/post-service' }, auth);
    expect([form.status, form.headers.get('Location')]).toEqual([303, '/post-service?notice=hours-confirmed']);
    expect((await (await get('/api/me/availability', auth)).json()).week).toEqual(days);
  });
});

describe("a listing's own booking rules", () => {
  let seller: Awaited<ReturnType<typeof sellerWithListing>>;
  const rulesOf = (serviceId: number, rules: Record<string, unknown>, auth = seller.auth) =>
    request('POST', `/api/services/${serviceId}/rules`, rules, auth);
  beforeAll(async () => {
    seller = await sellerWithListing();
  });

  it('keep time free before and after each booking, on the slots offered and the booking made', async () => {
    const rules = { noticeMinutes: null, bufferBeforeMinutes: 30, bufferAfterMinutes: 15, horizonDays: 14 };
    expect(await (await rulesOf(seller.serviceId, rules)).json()).toEqual(rules);
    const client = await signUp('buyer');
    const date = dayAhead(3);
    const made = await book(
      { ...appointment({ date, time: '10:00 AM', email: client.email }), serviceId: seller.serviceId },
      client.auth,
    );
    expect(made.status).toBe(201);
    // It holds 9:30 to 10:45; a new half hour holds 30 minutes before it and 15 after.
    const times = (await slotsOf(seller.serviceId, date)).map((slot) => slot.time);
    expect(times).toContain('8:30 AM');
    expect(times).not.toContain('9:00 AM');
    expect(times).not.toContain('11:00 AM');
    expect(times).toContain('11:30 AM');
    const squeezed = await book(
      { ...appointment({ date, time: '11:00 AM', email: client.email }), serviceId: seller.serviceId },
      client.auth,
    );
    expect(squeezed.status).toBe(409);
  });

  it('keep their own horizon, and the refusal names it', async () => {
    expect((await slotsOf(seller.serviceId, dayAhead(14))).length).toBeGreaterThan(0);
    expect(await slotsOf(seller.serviceId, dayAhead(15))).toEqual([]);
    const client = await signUp('buyer');
    const far = await book(
      { ...appointment({ date: dayAhead(15), time: '10:00 AM', email: client.email }), serviceId: seller.serviceId },
      client.auth,
    );
    expect([far.status, (await far.json()).message]).toEqual([409, 'Appointments can be booked up to 14 days ahead.']);
  });

  it("are set only by the listing's seller, within the settings' ranges, and reset with an empty field", async () => {
    const other = await signUp('seller');
    expect((await rulesOf(seller.serviceId, { horizonDays: 30 }, other.auth)).status).toBe(403);
    const wrong = await rulesOf(seller.serviceId, { bufferBeforeMinutes: 61 });
    expect(wrong.status).toBe(400);
    const form = await postForm(
      `/api/services/${seller.serviceId}/rules`,
      { noticeMinutes: '', bufferBeforeMinutes: '', bufferAfterMinutes: '', horizonDays: '' },
      seller.auth,
    );
    expect([form.status, form.headers.get('Location')]).toEqual([
      303,
      `/post-service?edit=${seller.serviceId}&notice=rules-saved#rules`,
    ]);
    expect((await slotsOf(seller.serviceId, dayAhead(15))).length).toBeGreaterThan(0);
  });
});
