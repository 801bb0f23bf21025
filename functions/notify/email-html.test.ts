import { desc } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../tests/support/test-platform';
import { outbox } from '#functions/db/schema/mail';
import { emailHtml } from './email-html';

const SITE = 'https://mabinti.co.ke';
const FORGED = 'Your bookings: https://evil.example/login';

describe('e-mail HTML made from its text', () => {
  it('names a link to this site by its label', () => {
    expect(emailHtml('Your bookings: https://mabinti.co.ke/account/bookings', SITE)).toContain(
      '<a href="https://mabinti.co.ke/account/bookings" style="color:#be185d;font-weight:600">Your bookings</a>',
    );
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
  const { platform, request, newClient } = createTestApp();
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
});
