import { afterAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { bookings } from '#functions/db/schema/bookings';
import { inboundMessages, phoneIdentities } from '#functions/db/schema/phone';
import { waitlistEntries } from '#functions/db/schema/waitlist';
import { isGsm7 } from '#shared/gsm7';
import { USSD_MAX } from '#shared/ussd/screen';
import { bookingHelpers } from '../../tests/support/bookings';
import { createTestApp } from '../../tests/support/test-platform';
import { ussdHandset } from '../../tests/support/ussd';

/**
 * Booking from a feature phone: Africa's Talking's USSD hops in, screens out, the same
 * booking functions as the web behind them, and a hop delivered twice acting once.
 */
const KEY = 'ussd-test-key-0123456789';
const testApp = createTestApp({ AT_USSD_KEY: KEY, RATE_LIMIT_SCALE: '20' });
const { platform, app } = testApp;
const b = bookingHelpers(testApp);
afterAll(() => platform.close());

const handset = ussdHandset(app, KEY);

const fits = (screen: string) => screen.length <= USSD_MAX && isGsm7(screen) && /^(CON|END) /.test(screen);

describe('the USSD callback', () => {
  it('refuses a wrong key with 404 and writes nothing', async () => {
    const phone = handset('+254700111222');
    const response = await phone.post('', 'not-the-key-at-all-000');
    expect(response.status).toBe(404);
    const [identities] = await platform.db
      .select({ n: count() })
      .from(phoneIdentities)
      .where(eq(phoneIdentities.phone, '+254700111222'));
    expect(identities!.n).toBe(0);
  });

  it('answers a hop from another number with the same session and text afresh, never with the first caller’s screen', async () => {
    const seller = await b.sellerWithListing();
    const phone = handset('0722 400 111', [String(seller.serviceId)]);
    await phone.dial();
    const times = await phone.say('1');
    expect(times).toMatch(/^CON Choose a time/);
    const replay = await app.request(`/api/ussd?key=${KEY}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        sessionId: phone.sessionId,
        serviceCode: '*384*21#',
        phoneNumber: '+254722400112',
        networkCode: '63902',
        text: `${seller.serviceId}*1`,
      }).toString(),
    });
    const screen = await replay.text();
    expect(screen).not.toBe(times);
    expect(screen).toMatch(/^END /);
  });

  it('goes back to the days, saying so, when the day chosen filled up since they were listed', async () => {
    const seller = await b.sellerWithListing();
    const phone = handset('0722 400 109', [String(seller.serviceId)]);
    const days = await phone.dial();
    const first = /\n1 (.+)\n/.exec(days)![1]!;
    const open = (await (await testApp.get(`/api/services/${seller.serviceId}/days`)).json()) as { open: string[] };
    const day = open.open[0]!;
    // The seller closes that day while the caller reads the list.
    expect(
      (await testApp.request('POST', '/api/me/availability/blocked-dates', { date: day }, seller.auth)).status,
    ).toBe(200);
    const again = await phone.say('1');
    expect(again).toMatch(/^CON Knotless Braids in Kasarani\nThat day is now full\. Choose another day\.\n1 /);
    expect(again).not.toContain(`1 ${first}\n`);
    expect(fits(again)).toBe(true);
    expect(await phone.say('1')).toMatch(/^CON Choose a time\n1 /);
  });

  it('joins the waitlist from the list of days: "Notify me when free", the name, then 1', async () => {
    const seller = await b.sellerWithListing();
    const phone = handset('0722 400 131', [String(seller.serviceId)]);
    const days = await phone.dial();
    expect(days).toContain('\n7 Notify me when free\n');
    expect(await phone.say('7')).toMatch(/^CON Your name/);
    const ask = await phone.say('Amina Hassan');
    expect(ask).toMatch(/We will tell you when a time frees in the next 14 days/);
    expect(fits(ask)).toBe(true);
    const done = await phone.say('1');
    expect(done).toBe('END You are on the waitlist. When a time frees we will tell you: reply 1 to take it.');
    const [entry] = await platform.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.phoneNumber, '+254722400131'));
    expect(entry).toMatchObject({ channel: 'ussd', name: 'Amina Hassan', serviceId: seller.serviceId });
    expect(entry!.phoneIdentityId).not.toBeNull();
  });

  it('books from a listing code in a few screens, and the same hop twice books once', async () => {
    const seller = await b.sellerWithListing();
    const phone = handset('0722 400 100', [String(seller.serviceId)]);
    // The first screen names what is being booked.
    const days = await phone.dial();
    expect(days).toMatch(/^CON Knotless Braids in Kasarani\nChoose a day\n1 /);
    const times = await phone.say('1');
    expect(times).toMatch(/^CON Choose a time\n1 /);
    expect(await phone.say('1')).toMatch(/^CON Your name, for the provider:/);
    const confirm = await phone.say('Akinyi');
    expect(confirm).toContain('Knotless Braids in Kasarani');
    expect(confirm).toContain('1 Confirm');
    const done = await phone.say('1');
    expect(done).toMatch(/^END Booked! Ref #\d+\. The provider will confirm by SMS\.$/);
    expect(await phone.again()).toBe(done);
    const id = Number(/#(\d+)/.exec(done)![1]);
    const [booking] = await platform.db.select().from(bookings).where(eq(bookings.id, id));
    expect(booking).toMatchObject({
      channel: 'ussd',
      status: 'requested',
      email: '',
      name: 'Akinyi',
      phoneNumber: '+254722400100',
    });
    const [theirs] = await platform.db
      .select({ n: count() })
      .from(bookings)
      .where(eq(bookings.phoneIdentityId, booking!.phoneIdentityId!));
    expect(theirs!.n).toBe(1);
    expect(phone.screens.every(fits)).toBe(true);
    expect(phone.screens.length).toBeLessThanOrEqual(6);
  });

  it('shows my bookings and cancels one under the web’s rules, in Kiswahili once chosen', async () => {
    const seller = await b.sellerWithListing();
    const booker = handset('0722 400 101', [String(seller.serviceId)]);
    await booker.dial();
    await booker.say('2');
    await booker.say('1');
    await booker.say('Wanjiru');
    const booked = await booker.say('1');
    const id = /#(\d+)/.exec(booked)![1];

    const phone = handset('0722 400 101');
    expect(await phone.dial()).toBe('CON Mabinti\n1 Book\n2 My bookings\n3 Help\n4 Lugha/Language');
    await phone.say('4');
    expect(await phone.say('2')).toBe('CON Mabinti\n1 Weka miadi\n2 Miadi yangu\n3 Msaada\n4 Lugha/Language');
    const mine = await phone.say('2');
    expect(mine).toMatch(
      new RegExp(
        `\\n1 #${id} (Jpi|Jtt|Jnn|Jtn|Alh|Iju|Jmo) \\d{1,2} \\S+ \\d{1,2}:\\d{2} (asubuhi|mchana|jioni|usiku|alfajiri)\\n`,
      ),
    );
    const chosen = await phone.say('1');
    expect(chosen).toContain('Knotless Braids');
    expect(chosen).toContain('1 Ghairi miadi');
    expect(await phone.say('1')).toBe(`END Miadi #${id} imeghairiwa.`);
    const [booking] = await platform.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, Number(id)));
    expect(booking!.status).toBe('cancelled');
    expect(phone.screens.every(fits)).toBe(true);
  });

  it('offers to continue a booking that dropped half-way, when the phone dials again', async () => {
    const seller = await b.sellerWithListing();
    const dropped = handset('0722 400 103', [String(seller.serviceId)]);
    await dropped.dial();
    expect(await dropped.say('1')).toMatch(/^CON Choose a time/);
    const again = handset('0722 400 103');
    // Starting again comes first: a 1 pressed by habit never carries on an old booking by accident.
    expect(await again.dial()).toBe(
      'CON Knotless Braids in Kasarani\nCarry on with this booking?\n1 Start again\n2 Carry on',
    );
    expect(await again.say('2')).toMatch(/^CON Choose a time/);
    // Dropped again, and offered again; "start again" leaves it, and it is not offered a third time.
    const third = handset('0722 400 103');
    expect(await third.dial()).toMatch(/\nCarry on with this booking\?\n/);
    expect(await third.say('1')).toMatch(/^CON Mabinti\n1 Book/);
    expect(await handset('0722 400 103').dial()).toMatch(/^CON Mabinti\n1 Book/);
  });

  it('goes back with 0 and home with 00, and says so when a number means nothing', async () => {
    const phone = handset('0722 400 102');
    await phone.dial();
    expect(await phone.say('1')).toMatch(/^CON What would you like\?\n1 Beauty/);
    expect(await phone.say('2')).toMatch(/^CON Where\?\n1 Nairobi/);
    expect(await phone.say('0')).toMatch(/^CON What would you like\?/);
    expect(await phone.say('77')).toMatch(/^CON Choose one of the numbers\.\n1 Beauty/);
    expect(await phone.say('00')).toMatch(/^CON Mabinti\n1 Book/);
    const [stored] = await platform.db.select({ n: count() }).from(inboundMessages);
    expect(stored!.n).toBeGreaterThan(0);
  });
});
