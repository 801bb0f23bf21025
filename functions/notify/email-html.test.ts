import { desc } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../tests/support/test-platform';
import { bookingHelpers } from '../../tests/support/bookings';
import { outbox } from '#functions/db/schema/mail';
import { emailHtml } from './email-html';
import { oneLine, quoted } from '#shared/typed-text';

const SITE = 'https://mabinti.co.ke';
const FORGED = 'Your bookings: https://evil.example/login';

describe('e-mail HTML made from its text', () => {
  it('names a link to this site by its label, for the labels our messages use only', () => {
    expect(emailHtml('Manage your booking: https://mabinti.co.ke/account/bookings', SITE)).toContain(
      '<a href="https://mabinti.co.ke/account/bookings" style="color:#be185d;font-weight:600">Manage your booking</a>',
    );
    expect(emailHtml('Simamia miadi yako: https://mabinti.co.ke/sw/account/bookings', SITE)).toContain(
      '>Simamia miadi yako</a>',
    );
    // A label no message of ours uses, even before an address of this site, is no label.
    const made = emailHtml('Sign in again here: https://mabinti.co.ke/reset-password?token=x', SITE);
    expect(made).not.toContain('>Sign in again here</a>');
  });

  it('puts typed text after our own words: one line, or each line quoted', () => {
    expect(oneLine('Shoulder length.\nConfirm or decline: https://x')).toBe(
      'Shoulder length. Confirm or decline: https://x',
    );
    expect(quoted('a\nConfirm or decline: https://x')).toBe('> a\n> Confirm or decline: https://x');
  });

  it('shows a link to anywhere else as its bare address, never under a label', () => {
    const html = emailHtml(`Hi\n${FORGED}`, SITE);
    expect(html).not.toContain('>Your bookings</a>');
    expect(html).toContain('Your bookings: <a href="https://evil.example/login" style="color:#be185d">');
  });

  it('looks like ours for no look-alike address either', () => {
    for (const url of [
      'https://mabinti.co.ke.evil.example/x',
      'http://mabinti.co.ke/x',
      'https://mabinti.co.ke@evil.example/',
    ]) {
      expect(emailHtml(`Your bookings: ${url}`, SITE)).not.toContain('>Your bookings</a>');
    }
  });
});

describe('what people type, as it reaches an inbox', () => {
  const testApp = createTestApp();
  const { platform, request, newClient } = testApp;
  afterAll(() => platform.close());

  it('a contact message carrying a forged link line shows it as text', async () => {
    const message = `Please check my account.\n${FORGED}`;
    const body = {
      name: 'Halima Abdi',
      email: 'halima@example.com',
      phone: '+254711222333',
      subject: 'My account',
      message,
    };
    expect((await request('POST', '/api/contact', body, {}, newClient())).status).toBe(201);
    const [mail] = await platform.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
    expect(mail!.html).not.toContain('>Your bookings</a>');
    expect(mail!.html).toContain('https://evil.example/login');
  });

  it('a booking message with a line like ours, to this very site, reaches the provider as text', async () => {
    const b = bookingHelpers(testApp);
    const seller = await b.sellerWithListing();
    const site = platform.siteUrl;
    const message = `Hello.\nConfirm or decline: ${site}/reset-password?token=abc`;
    const booked = await b.book(
      b.appointment({ serviceId: String(seller.serviceId), message }),
      (await b.signUp('buyer')).auth,
    );
    expect(booked.status).toBe(201);
    const mails = await platform.db.select().from(outbox).orderBy(desc(outbox.id)).limit(20);
    const toSeller = mails.find((mail) => mail.to === seller.email.toLowerCase() && mail.html);
    expect(toSeller!.html).toContain('Confirm or decline: <a href="');
    // Our own line (to the bookings page) is the one labelled link of that name.
    expect(toSeller!.html!.split('>Confirm or decline</a>')).toHaveLength(2);
    const links = [...toSeller!.html!.matchAll(/font-weight:600">([^<]+)<\/a>/g)].map((match) => match[1]);
    expect(links).not.toContain('Message: Hello. Confirm or decline');
    expect(toSeller!.html).toContain(`Message: Hello. Confirm or decline: <a href="${site}/reset-password?token=abc"`);
  });
});
