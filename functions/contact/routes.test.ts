import { desc } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../tests/support/test-platform';
import { contactMessages, outbox } from '#functions/db/schema/mail';

const { platform, request, newClient } = createTestApp();
afterAll(() => platform.close());

const valid = {
  name: 'Halima Abdi',
  email: 'Halima@Example.com',
  phone: '+254 711 222 333',
  subject: 'Listing my salon',
  message: 'How do I list my salon in Nakuru?',
};

describe('POST /api/contact', () => {
  it('stores the message, tells support and answers with the spec toast', async () => {
    const response = await request('POST', '/api/contact', valid, {}, newClient());
    expect(response.status).toBe(201);
    expect((await response.json()).message).toBe("Message sent successfully! We'll get back to you soon.");
    const [row] = await platform.db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(1);
    expect(row).toMatchObject({ ...valid, email: 'halima@example.com', phone: '+254711222333' });
    const [mail] = await platform.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
    expect(mail).toMatchObject({ to: 'support@mabinti.co.ke', subject: 'Contact form: Listing my salon' });
  });

  it.each([
    [{ name: 'H' }, 'Name must be at least 2 characters'],
    [{ email: 'halima' }, 'Please enter a valid email address'],
    [{ phone: '0711' }, 'Phone number must be at least 10 digits'],
    [{ subject: 'Hi' }, 'Subject must be at least 5 characters'],
    [{ message: 'Help' }, 'Message must be at least 10 characters'],
    [{ message: 'x'.repeat(5001) }, 'At most 5000 characters, please'],
    [{ name: undefined }, 'Name must be at least 2 characters'],
  ])('refuses %j with 400 and the spec message, storing nothing', async (override, message) => {
    const before = await platform.db.$count(contactMessages);
    const response = await request('POST', '/api/contact', { ...valid, ...override }, {}, newClient());
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe(message);
    expect(await platform.db.$count(contactMessages)).toBe(before);
  });

  it('limits messages per client address with 429', async () => {
    const from = newClient();
    for (let i = 0; i < 30; i++) expect((await request('POST', '/api/contact', valid, {}, from)).status).toBe(201);
    const limited = await request('POST', '/api/contact', valid, {}, from);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toMatch(/^\d+$/);
  });
});
