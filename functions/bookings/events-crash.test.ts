import { spawn } from 'node:child_process';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { jobs } from '#functions/db/schema/jobs';
import { outbox } from '#functions/db/schema/mail';
import { createTestApp, runJobs } from '../../tests/support/test-platform';
import { bookingHelpers } from '../../tests/support/bookings';
import { BOOKING_EVENT_JOB } from './event-jobs';

/**
 * Booking events survive a crash (decision 035): a server process is killed with SIGKILL after a
 * booking's change commits and before anything follows it, twice (the request, then the provider's
 * confirmation). Restarted, the queue runs each event once its lease ends: every notice and every
 * reminder goes exactly once, and running the queue again sends nothing more.
 */
const t = createTestApp();
const { platform } = t;
const b = bookingHelpers(t);
afterAll(() => platform.close());

/** The request, sent by a server process that dies as the change's event starts to run. */
function dieAfterCommit(method: string, path: string, body: unknown, auth: Record<string, string>) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/lib/die-on-event.ts',
      ...['--db', platform.config.DATABASE_URL, '--method', method, '--path', path],
      ...['--body', JSON.stringify(body), '--auth', auth.Authorization!],
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let said = '';
  child.stdout.on('data', (chunk) => (said += chunk));
  return new Promise<string>((resolve) =>
    child.on('exit', (code, signal) => resolve(signal ?? `exit ${code}: ${said}`)),
  );
}

const messagesOf = (bookingId: number) =>
  platform.db
    .select({ channel: outbox.channel, to: outbox.to, subject: outbox.subject, text: outbox.text })
    .from(outbox)
    .where(like(outbox.text, `%#${bookingId}%`));
const eventsOf = () => platform.db.select().from(jobs).where(eq(jobs.kind, BOOKING_EVENT_JOB));
/** After a restart: the dead process's lease has ended. */
const afterLease = () => Date.now() + 61_000;

it(
  'sends every notice and reminder exactly once though the server dies after each commit',
  { timeout: 60_000 },
  async () => {
    const seller = await b.sellerWithListing();
    const buyer = await b.signUp('buyer');
    const date = b.dayAhead(4);
    const asked = b.appointment({ serviceId: seller.serviceId, date, time: '9:00 AM', email: buyer.email });

    expect(await dieAfterCommit('POST', '/api/appointments', asked, buyer.auth)).toBe('SIGKILL');
    const [booking] = await platform.db.query.bookings.findMany({
      where: (row, { eq }) => eq(row.sellerId, seller.id),
    });
    expect(booking?.status).toBe('requested');
    expect(await messagesOf(booking!.id)).toEqual([]);
    expect((await eventsOf()).map((job) => job.status)).toEqual(['running']);

    await runJobs(platform, afterLease());
    const requested = await messagesOf(booking!.id);
    expect(requested.map((m) => `${m.channel} ${m.to} ${m.subject}`).sort()).toEqual(
      [
        `email ${buyer.email} Booking request received: Knotless Braids in Kasarani`,
        `email ${seller.email} New booking request: Knotless Braids in Kasarani`,
        'sms +254711000111 SMS',
        'sms +254712345678 SMS',
      ].sort(),
    );

    expect(await dieAfterCommit('POST', `/api/bookings/${booking!.id}/confirm`, {}, seller.auth)).toBe('SIGKILL');
    expect(
      (await platform.db.query.bookings.findFirst({ where: (row, { eq }) => eq(row.id, booking!.id) }))?.status,
    ).toBe('confirmed');
    expect(await messagesOf(booking!.id)).toHaveLength(requested.length);

    // Restarted after the lease, and again at the visit: the confirmation, then both reminders.
    await runJobs(platform, afterLease());
    await runJobs(platform, booking!.startsAt - 60_000);
    await runJobs(platform, booking!.startsAt - 60_000);
    const all = await messagesOf(booking!.id);
    const seen = all.map((m) => `${m.channel} ${m.to} ${m.subject} ${m.text}`);
    expect(new Set(seen).size).toBe(seen.length);
    const emails = all.filter((m) => m.channel === 'email').map((m) => m.subject.replace(/ on .*$/, ''));
    expect(emails.sort()).toEqual(
      [
        'Booking confirmed: Knotless Braids in Kasarani',
        'Booking request received: Knotless Braids in Kasarani',
        'New booking request: Knotless Braids in Kasarani',
        'Reminder: Knotless Braids in Kasarani in two hours',
        'Reminder: Knotless Braids in Kasarani tomorrow',
        'Your day: 1 booking',
      ].sort(),
    );
    // The client's texts: the request, the confirmation and both reminders; the provider's: the request.
    const texts = all.filter((m) => m.channel === 'sms').map((m) => m.to);
    expect(texts.sort()).toEqual(['+254711000111', '+254712345678', '+254712345678', '+254712345678', '+254712345678']);
    const events = await eventsOf();
    expect(events.map((job) => [job.status, job.attempts])).toEqual([
      ['done', 2],
      ['done', 2],
    ]);
    const reminders = await platform.db
      .select()
      .from(jobs)
      .where(and(like(jobs.key, `booking:${booking!.id}:reminder:%`)));
    expect(reminders.map((job) => job.status)).toEqual(['done', 'done']);
  },
);
