import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountHelpers } from '../../tests/support/accounts';
import { createTestApp } from '../../tests/support/test-platform';
import { outbox } from '#functions/db/schema/mail';

/** A real SMTP server on loopback (the smtp-server package): the product speaks SMTP to it as to any other. */
const received: ParsedMail[] = [];
const smtp = new SMTPServer({
  disabledCommands: ['STARTTLS'],
  allowInsecureAuth: true,
  onAuth(auth, _session, done) {
    if (auth.username === 'mabinti' && auth.password === 'secret') done(null, { user: auth.username });
    else done(new Error('Invalid username or password'));
  },
  onData(stream, _session, done) {
    simpleParser(stream)
      .then((mail) => received.push(mail))
      .then(() => done(), done);
  },
});
let testApp: ReturnType<typeof createTestApp>;

beforeAll(async () => {
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  const { port } = smtp.server.address() as AddressInfo;
  testApp = createTestApp({ SMTP_URL: `smtp://mabinti:secret@127.0.0.1:${port}` });
});
afterAll(() => {
  testApp.platform.close();
  smtp.close();
});

describe('mail over SMTP', () => {
  it('delivers the welcome e-mail with a link that ends cleanly, and records it as sent', async () => {
    const { buyer, register } = accountHelpers(testApp);
    const input = buyer();
    await register(input);
    const mail = received.find((m) => m.subject === 'Welcome to Mabinti')!;
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe(input.email);
    expect(mail.text).toMatch(/\nhttp:\/\/localhost\/\n/);
    const [row] = await testApp.platform.db.select().from(outbox).where(eq(outbox.to, input.email));
    expect(row).toMatchObject({ status: 'sent', error: null, text: null });
  });

  it('records a failed delivery with its reason, and the request still succeeds', async () => {
    const closed = createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
    const { buyer, register } = accountHelpers(closed);
    const input = buyer();
    expect((await register(input)).response.status).toBe(201);
    const [row] = await closed.platform.db.select().from(outbox).where(eq(outbox.to, input.email));
    expect(row!.status).toBe('failed');
    expect(row!.error).toMatch(/ECONNREFUSED|connect/i);
    closed.platform.close();
  });

  it('keeps CR and LF out of a subject', async () => {
    await testApp.request(
      'POST',
      '/api/contact',
      {
        name: 'Halima Yusuf',
        email: 'halima@example.com',
        phone: '0722 000 111',
        subject: 'Hello\r\nBcc: victim@example.com',
        message: 'Is this a real header now? It should not be.',
      },
      {},
      testApp.newClient(),
    );
    const mail = received.find((m) => m.subject?.startsWith('Contact form: Hello'))!;
    expect(mail.subject).toBe('Contact form: Hello Bcc: victim@example.com');
    expect(mail.bcc).toBeUndefined();
  });
});
