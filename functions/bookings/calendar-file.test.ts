import { afterAll, describe, expect, it } from 'vitest';
import { bookingHelpers } from '../../tests/support/bookings';
import { parseCalendar } from '../../tests/support/calendar';
import { createTestApp } from '../../tests/support/test-platform';

const testApp = createTestApp({ RATE_LIMIT_SCALE: '20' });
const { platform, get, request } = testApp;
const { signUp, sellerWithListing, appointment, book, mailsTo } = bookingHelpers(testApp);
afterAll(() => platform.close());

const keyIn = (text: string) => /\/booking\/\d+\?key=([a-z0-9]+)/.exec(text)![1]!;

describe('a booking’s calendar file', () => {
  it('goes to a guest holding its link, as the e-mail’s own event, and to no one else', async () => {
    const listing = await sellerWithListing();
    const email = `calendar.guest.${Date.now()}@example.com`;
    const made = await (await book(appointment({ serviceId: listing.serviceId, time: '11:00 AM', email }))).json();
    const key = keyIn((await mailsTo(email))[0]!.text!);

    const file = await get(`/api/bookings/${made.id}/calendar?key=${key}&lang=sw`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^text\/calendar; charset=utf-8; method=REQUEST/);
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="mabinti-booking-${made.id}.ics"`);
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    const event = parseCalendar(await file.text());
    expect(event).toMatchObject({ uid: `booking-${made.id}@mabinti.co.ke`, status: 'TENTATIVE' });
    expect(event.location).toBe('Kasarani, Nairobi');
    expect(event.description).toContain(`/sw/booking/${made.id}`);

    for (const query of ['', '?key=wrong', `?key=${key.slice(0, 10)}`]) {
      expect((await get(`/api/bookings/${made.id}/calendar${query}`)).status).toBe(404);
    }
    expect((await get(`/api/bookings/${made.id}/calendar?key=${key}&lang=fr`)).status).toBe(400);
    expect((await get(`/api/bookings/99999999/calendar?key=${key}`)).status).toBe(404);
  });

  it('goes to the signed-in client of the booking, confirmed once it is, and not to another account', async () => {
    const listing = await sellerWithListing();
    const buyer = await signUp('buyer');
    const made = await (
      await book(appointment({ serviceId: listing.serviceId, time: '1:00 PM', email: buyer.email }), buyer.auth)
    ).json();
    expect((await request('POST', `/api/bookings/${made.id}/confirm`, {}, listing.auth)).status).toBe(200);
    const file = await get(`/api/bookings/${made.id}/calendar`, buyer.auth);
    expect(file.status).toBe(200);
    expect(parseCalendar(await file.text())).toMatchObject({ status: 'CONFIRMED', sequence: 1 });
    const other = await signUp('buyer');
    expect((await get(`/api/bookings/${made.id}/calendar`, other.auth)).status).toBe(404);
  });
});
