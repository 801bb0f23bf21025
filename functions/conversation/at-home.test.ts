import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookings } from '#functions/db/schema/bookings';
import { isGsm7 } from '#shared/gsm7';
import { USSD_MAX } from '#shared/ussd/screen';
import { HOME_TERMS, bookingHelpers } from '../../tests/support/bookings';
import { createTestApp } from '../../tests/support/test-platform';
import { ussdHandset } from '../../tests/support/ussd';

/**
 * "At my place" from a feature phone (decision 043): where, the area from the short list the
 * listing reaches (each with its travel fee), the address typed, then the days and times the web
 * offers for a home visit, and a booking that carries the place and the fee.
 */
const KEY = 'ussd-home-key-0123456789';
const testApp = createTestApp({ AT_USSD_KEY: KEY, RATE_LIMIT_SCALE: '20' });
const { platform, request, get } = testApp;
const b = bookingHelpers(testApp);
afterAll(() => platform.close());
const handset = ussdHandset(testApp.app, KEY);

let seller: Awaited<ReturnType<typeof b.sellerWithListing>>;
beforeAll(async () => {
  seller = await b.sellerWithListing();
  await b.comesHome(seller);
});

const fits = (screen: string) => screen.length <= USSD_MAX && isGsm7(screen) && /^(CON|END) /.test(screen);

describe('"At my place" over USSD', () => {
  it('books a visit at the caller’s place with the area’s travel fee, at the times the web offers for one', async () => {
    const phone = handset('0722 400 300', [String(seller.serviceId)]);
    expect(await phone.dial()).toBe(
      'CON Knotless Braids in Kasarani\nWhere would you like it?\n1 At their place\n2 At my place\n0 Back 00 Home',
    );
    const areas = await phone.say('2');
    // Nearest first: its own area costs the flat fee, Ruiru (11 km) six km beyond the free five.
    expect(areas).toMatch(/^CON They come to you\. Your area \(travel fee\):\n1 Kasarani \+Ksh 300\n2 /);
    expect(areas).toContain('\n9 More\n');
    const more = await phone.say('9');
    expect(more).toMatch(/\n\d Ruiru \+Ksh 600\n/);
    // Back goes to the step before the list, as with days and times.
    expect(await phone.say('0')).toMatch(/\nWhere would you like it\?\n/);
    await phone.say('2');
    expect(await phone.say('1')).toMatch(/^CON Your address and a landmark/);
    expect(await phone.say('12')).toMatch(/^CON Please type your address and a landmark\./);
    const days = await phone.say('Mirema Drive, House 14, blue gate by Total');
    expect(days).toMatch(/^CON Knotless Braids in Kasarani\nChoose a day\n1 /);
    const times = await phone.say('1');
    // The same engine as the web's home visit: the first time is the slots route's first with atHome.
    const open = (await (await get(`/api/services/${seller.serviceId}/days?atHome=1`)).json()) as { open: string[] };
    const slots = (await (
      await get(`/api/services/${seller.serviceId}/slots?date=${open.open[0]}&atHome=1`)
    ).json()) as Array<{
      time: string;
    }>;
    expect(times.split('\n')[1]).toBe(`1 ${slots[0]!.time}`);
    await phone.say('1');
    const confirm = await phone.say('Akinyi');
    expect(confirm).toMatch(/, Ksh [\d,]+ \+ 300 travel\n/);
    const done = await phone.say('1');
    expect(done).toMatch(/^END Booked! Ref #\d+/);
    const [booking] = await platform.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, Number(/#(\d+)/.exec(done)![1])));
    expect(booking).toMatchObject({
      channel: 'ussd',
      homeAddress: 'Mirema Drive, House 14, blue gate by Total',
      homeLandmark: '',
      homeDistanceKm: 0,
      travelFee: 300,
      beforeMinutes: 30,
    });
    expect(phone.screens.every(fits)).toBe(true);
  });

  it('books at the provider’s place when the caller says so, and asks the area first of a listing that only comes to clients', async () => {
    const there = handset('0722 400 301', [String(seller.serviceId)]);
    await there.dial();
    expect(await there.say('1')).toMatch(/^CON Knotless Braids in Kasarani\nChoose a day\n1 /);

    await request(
      'POST',
      `/api/services/${seller.serviceId}/home-visits`,
      { ...HOME_TERMS, homeVisits: 'only' },
      seller.auth,
    );
    const only = handset('0722 400 302', [String(seller.serviceId)]);
    expect(await only.dial()).toMatch(/^CON They come to you\. Your area \(travel fee\):\n1 Kasarani \+Ksh 300\n/);
    await b.comesHome(seller);
  });
});
