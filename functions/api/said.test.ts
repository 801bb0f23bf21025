import { afterAll, describe, expect, it } from 'vitest';
import { adminNotice } from '#server/staff';
import { translator } from '#shared/i18n/translate';
import { accountHelpers } from '../../tests/support/accounts';
import { createTestApp } from '../../tests/support/test-platform';
import { eq } from 'drizzle-orm';
import { outbox } from '#functions/db/schema/mail';
import { staffHelpers } from '../../tests/support/staff';
import { bookingHelpers } from '../../tests/support/bookings';
import { users } from '#functions/db/schema/accounts';
import { contactMessages } from '#functions/db/schema/mail';

const testApp = createTestApp();
const { platform, request } = testApp;
const { buyer, newEmail } = accountHelpers(testApp);
afterAll(() => platform.close());

const SWAHILI = { 'Accept-Language': 'sw-KE,sw;q=0.9,en;q=0.5' };

describe("the API's messages per Accept-Language (decision 020)", () => {
  it('answers in English by default and to English, in Kiswahili to sw', async () => {
    const wrong = { email: newEmail(), password: 'wrong password' };
    const english = await request('POST', '/api/login', wrong);
    expect(await english.json()).toEqual({
      code: 'accountMessages.signInFailed',
      message: 'Failed to sign in. Please check your credentials.',
    });
    const asked = await request('POST', '/api/login', wrong, { 'Accept-Language': 'en-GB,en;q=0.9' });
    expect((await asked.json()).message).toBe('Failed to sign in. Please check your credentials.');
    const swahili = await request('POST', '/api/login', wrong, SWAHILI);
    expect(swahili.status).toBe(401);
    expect(await swahili.json()).toEqual({
      code: 'accountMessages.signInFailed',
      message: 'Imeshindikana kuingia. Tafadhali hakiki barua pepe na nenosiri lako.',
    });
    expect(swahili.headers.get('Vary')).toContain('Accept-Language');
  });

  it('answers a message with figures as its code, its values and its text', async () => {
    const tooLong = { email: newEmail(), password: 'x'.repeat(200) };
    const answer = await (await request('POST', '/api/register', { ...buyer(), ...tooLong }, SWAHILI)).json();
    expect(answer).toEqual({
      code: 'api.passwordTooLong',
      params: { max: 128 },
      message: 'Nenosiri lisizidi herufi 128',
    });
  });

  it('says validation messages in the language asked and leaves answers with data alone', async () => {
    const refused = await request('POST', '/api/login', { email: 'nope', password: 'x' }, SWAHILI);
    expect(refused.status).toBe(400);
    expect((await refused.json()).message).toBe('Tafadhali weka anwani sahihi ya barua pepe');
    const found = await request('GET', '/api/services/hair?limit=1', undefined, SWAHILI);
    expect(found.status).toBe(200);
    expect(Array.isArray(await found.json())).toBe(true);
  });

  it('gives an account the language it signed up in, and its browser the cookie', async () => {
    const response = await request('POST', '/api/register', buyer(), SWAHILI);
    expect(response.status).toBe(201);
    expect((await response.json()).user.locale).toBe('sw');
    expect(response.headers.getSetCookie().find((cookie) => cookie.startsWith('lang='))).toMatch(/^lang=sw; Path=\//);
  });

  it("writes an account's e-mails in its language: the welcome, and a reset asked for from an English page", async () => {
    const email = newEmail();
    expect((await request('POST', '/api/register', buyer({ email }), SWAHILI)).status).toBe(201);
    expect((await request('POST', '/api/password-reset', { email })).status).toBe(202);
    const mails = await platform.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(outbox.id);
    expect(mails.map((mail) => mail.subject)).toEqual(['Karibu Mabinti', 'Badilisha nenosiri lako la Mabinti']);
    expect(mails[0]!.text).toContain('Akaunti yako iko tayari.');
    expect(mails[1]!.text).toMatch(/\/sw\/reset-password\?token=\w+/);
  });

  it('tells a staff form that failed why, in the language of the page it came from', async () => {
    const admin = await staffHelpers(testApp).person('admin');
    const failed = await testApp.postForm(
      `/api/admin/people/${admin.id}/suspend`,
      { reason: 'Testing', back: '/sw/admin/people' },
      admin.auth,
    );
    expect(failed.status).toBe(303);
    const location = new URL(failed.headers.get('Location')!, 'http://localhost');
    expect(location.pathname).toBe('/sw/admin/people');
    // The page says the refusal whose key the link carries, in its own language.
    expect(adminNotice(location, translator('sw'))?.text).toBe(
      'Huwezi kubadilisha jukumu lako mwenyewe wala kujisimamisha.',
    );
  });

  it('answers a contact message and tells a seller about their listing in their language', async () => {
    const admin = await staffHelpers(testApp).person('admin');
    const contact = {
      name: 'Achieng Otieno',
      email: newEmail(),
      phone: '0712345678',
      subject: 'Swali',
      message: 'Ninawezaje kuuza huduma zangu?',
    };
    const sent = await request('POST', '/api/contact', contact, SWAHILI);
    expect(sent.status).toBe(201);
    const { id } = await sent.json();
    const [stored] = await platform.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(stored!.locale).toBe('sw');
    await request('POST', `/api/admin/messages/${id}/answer`, { answer: 'Jisajili kama muuzaji.' }, admin.auth);
    const [answer] = await platform.db.select().from(outbox).where(eq(outbox.to, contact.email));
    expect(answer!.text).toContain('Habari Achieng Otieno,');
    expect(answer!.text).toContain('Uliandika:\n> Ninawezaje kuuza huduma zangu?');

    const seller = await bookingHelpers(testApp).sellerWithListing();
    await platform.db.update(users).set({ locale: 'sw' }).where(eq(users.id, seller.id));
    await request('POST', `/api/admin/listings/${seller.serviceId}/hide`, { reason: 'Picha si zako.' }, admin.auth);
    const told = (await platform.db.select().from(outbox).where(eq(outbox.to, seller.email))).find((mail) =>
      mail.subject.startsWith('Tangazo lako limefichwa'),
    );
    expect(told!.text).toContain('Sababu: Picha si zako.');
    expect(told!.text).toContain('/sw/account/listings');
  });
});
