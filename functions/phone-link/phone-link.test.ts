import { afterAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { bookings } from '#functions/db/schema/bookings';
import { outbox } from '#functions/db/schema/mail';
import { phoneIdentities, phoneLinkCodes } from '#functions/db/schema/phone';
import { bookingHelpers } from '../../tests/support/bookings';
import { createTestApp } from '../../tests/support/test-platform';
import { ussdHandset } from '../../tests/support/ussd';
import { CODE_TRIES } from './service';

/**
 * Linking an account to the number it books by phone with (decision 029): a typed number proves
 * nothing, a code texted to it does; then the number's bookings are the account's.
 */
const KEY = 'ussd-test-key-0123456789';
const testApp = createTestApp({ AT_USSD_KEY: KEY, RATE_LIMIT_SCALE: '20' });
const { platform, request, postForm } = testApp;
const b = bookingHelpers(testApp);
const handset = ussdHandset(testApp.app, KEY);
afterAll(() => platform.close());

/** Books the listing from `phone` by its dial code; the booking's id. */
async function bookByPhone(serviceId: number, phone: string, day = '1') {
  const call = handset(phone, [String(serviceId)]);
  await call.dial();
  await call.say(day);
  const asked = await call.say('1');
  if (asked.includes('Your name')) await call.say('Atieno');
  const done = await call.say('1');
  return Number(/#(\d+)/.exec(done)![1]);
}

/** The code in the last text sent to `phone`. */
async function textedCode(phone: string) {
  const texts = await platform.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, phone), eq(outbox.channel, 'sms')))
    .orderBy(outbox.id);
  return /code: (\d{6})/.exec(texts.at(-1)!.text ?? '')![1]!;
}

const bookingIdsOf = async (auth: Record<string, string>) =>
  ((await (await request('GET', '/api/me/bookings', undefined, auth)).json()) as { id: number }[]).map((x) => x.id);

describe('linking a phone to an account', () => {
  it('needs the code texted to the number; then the number’s bookings are in My Bookings', async () => {
    const seller = await b.sellerWithListing();
    const earlier = await bookByPhone(seller.serviceId, '0722 600 100');
    const buyer = await b.signUp('buyer');
    expect(await bookingIdsOf(buyer.auth)).not.toContain(earlier);

    const sent = await request('POST', '/api/me/phone/code', { phone: '0722 600 100' }, buyer.auth);
    expect(sent.status).toBe(200);
    expect(await sent.json()).toMatchObject({ code: 'phoneLink.sent', phone: '+254722600100' });
    const code = await textedCode('+254722600100');
    expect(code).toMatch(/^\d{6}$/);
    // Stored as a hash, never as the code.
    const [pending] = await platform.db.select().from(phoneLinkCodes).where(eq(phoneLinkCodes.userId, buyer.id));
    expect(pending!.codeHash).not.toContain(code);

    const wrong = await request(
      'POST',
      '/api/me/phone/link',
      { code: code === '000000' ? '111111' : '000000' },
      buyer.auth,
    );
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).code).toBe('phoneLink.codeWrong');
    expect(await bookingIdsOf(buyer.auth)).not.toContain(earlier);

    const linked = await request('POST', '/api/me/phone/link', { code }, buyer.auth);
    expect(linked.status).toBe(200);
    expect(await bookingIdsOf(buyer.auth)).toContain(earlier);
    // Used once: the same code again links nothing more.
    expect((await request('POST', '/api/me/phone/link', { code }, buyer.auth)).status).toBe(400);

    // What the number books from now on is the account's too.
    const later = await bookByPhone(seller.serviceId, '0722 600 100', '2');
    const [row] = await platform.db.select().from(bookings).where(eq(bookings.id, later));
    expect(row).toMatchObject({ buyerId: buyer.id, channel: 'ussd' });
    expect(await bookingIdsOf(buyer.auth)).toContain(later);
  });

  it('lets the linked number see and cancel the account’s web bookings from the phone menu', async () => {
    const seller = await b.sellerWithListing();
    const buyer = await b.signUp('buyer');
    const web = await b.book(b.appointment({ serviceId: String(seller.serviceId), email: buyer.email }), buyer.auth);
    const { id } = (await web.json()) as { id: number };
    const stranger = handset('0722 600 105');
    await stranger.dial();
    expect(await stranger.say('2')).not.toContain(`#${id}`);

    await request('POST', '/api/me/phone/code', { phone: '0722 600 105' }, buyer.auth);
    await request('POST', '/api/me/phone/link', { code: await textedCode('+254722600105') }, buyer.auth);
    const phone = handset('0722 600 105');
    await phone.dial();
    expect(await phone.say('2')).toMatch(new RegExp(`\\n1 #${id} `));
    expect(await phone.say('1')).toContain('Knotless');
    expect(await phone.say('1')).toBe(`END Booking #${id} is cancelled.`);
    const [row] = await platform.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row!.status).toBe('cancelled');
  });

  it('holds its tries under parallel guesses, and a spent code cannot link', async () => {
    const buyer = await b.signUp('buyer');
    await request('POST', '/api/me/phone/code', { phone: '0722 600 101' }, buyer.auth);
    const code = await textedCode('+254722600101');
    const wrong = code === '999999' ? '999998' : '999999';
    const guesses = await Promise.all(
      Array.from({ length: 12 }, () => request('POST', '/api/me/phone/link', { code: wrong }, buyer.auth)),
    );
    expect(guesses.every((answer) => answer.status === 400)).toBe(true);
    const [row] = await platform.db.select().from(phoneLinkCodes).where(eq(phoneLinkCodes.userId, buyer.id));
    expect(row!.attempts).toBe(CODE_TRIES);
    const late = await request('POST', '/api/me/phone/link', { code }, buyer.auth);
    expect((await late.json()).code).toBe('phoneLink.codeExpired');
    expect(await platform.db.select().from(phoneIdentities).where(eq(phoneIdentities.userId, buyer.id))).toEqual([]);
  });

  it('moves the number to whoever proves it now; unlinking keeps the bookings already in the account', async () => {
    const seller = await b.sellerWithListing();
    const first = await b.signUp('buyer');
    const second = await b.signUp('buyer');
    const booked = await bookByPhone(seller.serviceId, '0722 600 102');
    for (const person of [first, second]) {
      await request('POST', '/api/me/phone/code', { phone: '0722 600 102' }, person.auth);
      const code = await textedCode('+254722600102');
      expect((await request('POST', '/api/me/phone/link', { code }, person.auth)).status).toBe(200);
    }
    const [identity] = await platform.db
      .select()
      .from(phoneIdentities)
      .where(eq(phoneIdentities.phone, '+254722600102'));
    expect(identity!.userId).toBe(second.id);
    // The first account proved it first and keeps what it brought in.
    expect(await bookingIdsOf(first.auth)).toContain(booked);

    const form = await postForm('/api/me/phone/unlink', {}, second.auth);
    expect(form.status).toBe(303);
    expect(form.headers.get('Location')).toBe('/account/phone?notice=unlinked');
    const [after] = await platform.db.select().from(phoneIdentities).where(eq(phoneIdentities.phone, '+254722600102'));
    expect(after!.userId).toBeNull();
  });

  it('sends a plain form back with the problem, and refuses a number that is not a mobile', async () => {
    const buyer = await b.signUp('buyer');
    const bad = await postForm('/api/me/phone/code', { phone: '12' }, buyer.auth);
    expect(bad.status).toBe(303);
    expect(bad.headers.get('Location')).toBe('/account/phone?notice=sent-failed&problem=phoneLink.phoneInvalid');
    const json = await request('POST', '/api/me/phone/code', { phone: 'not a phone' }, buyer.auth);
    expect(json.status).toBe(400);
    const anonymous = await request('POST', '/api/me/phone/code', { phone: '0722 600 103' });
    expect(anonymous.status).toBe(401);
  });

  it('goes with the account when it is deleted', async () => {
    const buyer = await b.signUp('buyer');
    await request('POST', '/api/me/phone/code', { phone: '0722 600 104' }, buyer.auth);
    const code = await textedCode('+254722600104');
    await request('POST', '/api/me/phone/link', { code }, buyer.auth);
    const erased = await request(
      'POST',
      '/api/me/delete',
      { password: 'correct horse battery', understand: true },
      buyer.auth,
    );
    expect(erased.status).toBe(200);
    expect(await platform.db.select().from(phoneIdentities).where(eq(phoneIdentities.phone, '+254722600104'))).toEqual(
      [],
    );
    expect(await platform.db.select().from(outbox).where(eq(outbox.to, '+254722600104'))).toEqual([]);
  });
});
