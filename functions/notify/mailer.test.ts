import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountHelpers } from '../../tests/support/accounts';
import { createTestApp, runJobs } from '../../tests/support/test-platform';
import { jobs } from '#functions/db/schema/jobs';
import { backoffMs } from '#functions/jobs/queue-repository';
import { backgroundSettled } from '#functions/jobs/soon';
import { outbox } from '#functions/db/schema/mail';
import type { Platform } from '#functions/platform/platform';

/** A real SMTP server on loopback (the smtp-server package): the product speaks SMTP to it as to any other. */
const received: ParsedMail[] = [];
const refusedOnce = new Set<string>();
const smtp = new SMTPServer({
  disabledCommands: ['STARTTLS'],
  allowInsecureAuth: true,
  onAuth(auth, _session, done) {
    if (auth.username === 'mabinti' && auth.password === 'secret') done(null, { user: auth.username });
    else done(new Error('Invalid username or password'));
  },
  onData(stream, _session, done) {
    simpleParser(stream)
      .then((mail) => {
        // The first attempt at a message about "Flaky" is refused, as a busy server might.
        if (mail.subject?.includes('Flaky') && !refusedOnce.has(mail.subject)) {
          refusedOnce.add(mail.subject);
          throw Object.assign(new Error('Try again later'), { responseCode: 451 });
        }
        received.push(mail);
      })
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
  it('delivers the welcome e-mail after the request, not at the next sweep, and records it as sent', async () => {
    const { buyer, register } = accountHelpers(testApp);
    const input = buyer();
    await register(input);
    // Only what the request started in the background runs here (functions/jobs/soon.ts).
    await backgroundSettled();
    const mail = received.find((m) => m.subject === 'Welcome to Mabinti')!;
    // The site's own address (SITE_URL, or the demo's port), never the request's Host.
    expect(mail.html).toContain(`<a href="${testApp.platform.siteUrl}/"`);
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe(input.email);
    expect(mail.text).toContain(`\n${testApp.platform.siteUrl}/\n`);
    const [row] = await testApp.platform.db.select().from(outbox).where(eq(outbox.to, input.email));
    expect(row).toMatchObject({ status: 'sent', error: null, text: null });
  });

  const latestDelivery = (app: { platform: Platform }) =>
    app.platform.db.select().from(jobs).where(eq(jobs.kind, 'deliver-message')).orderBy(desc(jobs.id)).limit(1);

  it('retries a refused delivery after the backoff, and sends it once', async () => {
    const before = Date.now();
    await testApp.request(
      'POST',
      '/api/contact',
      {
        name: 'Halima Yusuf',
        email: 'halima@example.com',
        phone: '0722 000 111',
        subject: 'Flaky',
        message: 'Are you there at all, please?',
      },
      {},
      testApp.newClient(),
    );
    // The request's own delivery was tried at once (functions/jobs/soon.ts), or is tried now.
    await runJobs(testApp.platform);
    const [job] = await latestDelivery(testApp);
    expect(job).toMatchObject({ status: 'queued', attempts: 1 });
    expect(job!.runAt).toBeGreaterThanOrEqual(before + backoffMs(1));
    expect(job!.lastError).toMatch(/Try again later/);
    await runJobs(testApp.platform, job!.runAt);
    expect(received.filter((m) => m.subject === 'Contact form: Flaky')).toHaveLength(1);
  });

  it('keeps trying a transport that is down, then marks the e-mail failed with its reason; the request still succeeds', async () => {
    const closed = createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
    const { buyer, register } = accountHelpers(closed);
    const input = buyer();
    expect((await register(input)).response.status).toBe(201);
    await runJobs(closed.platform);
    for (let attempt = 2; attempt <= 6; attempt++) {
      const [job] = await latestDelivery(closed);
      await runJobs(closed.platform, job!.runAt);
    }
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
    await runJobs(testApp.platform);
    const mail = received.find((m) => m.subject?.startsWith('Contact form: Hello'))!;
    expect(mail.subject).toBe('Contact form: Hello Bcc: victim@example.com');
    expect(mail.bcc).toBeUndefined();
  });
});
