import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '#functions/db/schema/jobs';
import { outbox } from '#functions/db/schema/mail';
import { JOB_HANDLERS } from '#functions/platform/jobs';
import { enqueue } from '#functions/jobs/queue-repository';
import { runDueJobs } from '#functions/jobs/worker';
import { nairobiInstant } from '#functions/scheduling/clock';
import { bookingHelpers } from '../../tests/support/bookings';
import { createTestApp } from '../../tests/support/test-platform';
import { REMINDER_JOB } from './reminders';

/**
 * Reminders 24 and 2 hours before a confirmed booking, as jobs run with a clock the test holds:
 * scheduled on confirmation, moved with the booking, dropped when it is cancelled, held back by
 * quiet hours, and sent once.
 */
const testApp = createTestApp({ RATE_LIMIT_SCALE: '20' });
const { platform, request } = testApp;
const { signUp, sellerWithListing, dayAhead, appointment, book } = bookingHelpers(testApp);
afterAll(() => platform.close());

let buyer: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  buyer = await signUp('buyer');
});

const HOUR = 3_600_000;
const remindersOf = async (bookingId: number) =>
  (
    await platform.db
      .select()
      .from(jobs)
      .where(like(jobs.key, `booking:${bookingId}:reminder:%`))
  ).sort((a, b) => a.key.localeCompare(b.key));
const remindersSent = (bookingId: number) =>
  platform.db
    .select()
    .from(outbox)
    .where(like(outbox.text, `%Booking #${bookingId}\n%`))
    .then((mails) => mails.filter((mail) => mail.subject.startsWith('Reminder:')));
const run = (now: number) => runDueJobs(platform, JOB_HANDLERS, { worker: 'test', now, limit: 500 });

async function confirmedBooking(date: string, time: string) {
  const listing = await sellerWithListing();
  const made = await (
    await book(appointment({ serviceId: listing.serviceId, date, time, email: buyer.email }), buyer.auth)
  ).json();
  expect((await request('POST', `/api/bookings/${made.id}/confirm`, {}, listing.auth)).status).toBe(200);
  return { id: made.id as number, startsAt: made.startsAt as number, listing };
}

describe('reminders', () => {
  it('are scheduled on confirmation, the early one held until 08:00, and each sent once', async () => {
    const date = dayAhead(4);
    const { id, startsAt } = await confirmedBooking(date, '9:00 AM');
    const [day, twoHours] = await remindersOf(id);
    expect(day).toMatchObject({ status: 'queued', runAt: startsAt - 24 * HOUR });
    // Due at 7:00, inside quiet hours: it waits for 08:00, still before the 9:00 visit.
    expect(twoHours).toMatchObject({ status: 'queued', runAt: nairobiInstant(date, 8 * 60) });

    expect((await run(startsAt - 25 * HOUR)).done).toBe(0);
    await run(startsAt - 24 * HOUR);
    await run(startsAt - 24 * HOUR + 60_000);
    const [first] = await remindersSent(id);
    const texts = await platform.db
      .select()
      .from(outbox)
      .where(like(outbox.text, `% tomorrow, %Booking #${id}. %`));
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ channel: 'sms', to: '+254712345678', status: 'stored' });
    expect(texts[0]!.text).toMatch(/^Mabinti: Knotless Braids in Kasarani tomorrow, \w{3} \d{1,2} \w{3} 9:00 AM\. /);
    expect(texts[0]!.text!.length).toBeLessThanOrEqual(160);
    expect(first!.subject).toBe('Reminder: Knotless Braids in Kasarani tomorrow');
    expect(first!.text).toContain(`Cancel or move it: ${platform.siteUrl}/account/bookings`);
    await run(nairobiInstant(date, 8 * 60));
    expect((await remindersSent(id)).map((mail) => mail.subject)).toEqual([
      'Reminder: Knotless Braids in Kasarani tomorrow',
      'Reminder: Knotless Braids in Kasarani in two hours',
    ]);
  });

  it('follow a move: dropped while the new time waits for the provider, scheduled again once confirmed', async () => {
    const date = dayAhead(6);
    const { id, listing } = await confirmedBooking(date, '4:00 PM');
    const moved = await request('POST', `/api/bookings/${id}/reschedule`, { date, time: '5:00 PM' }, buyer.auth);
    expect((await moved.json()).status).toBe('requested');
    expect((await remindersOf(id)).map((job) => job.status)).toEqual(['cancelled', 'cancelled']);
    const again = await (await request('POST', `/api/bookings/${id}/confirm`, {}, listing.auth)).json();
    const reminders = await remindersOf(id);
    expect(reminders.map((job) => [job.status, job.runAt])).toEqual([
      ['queued', again.startsAt - 24 * HOUR],
      ['queued', again.startsAt - 2 * HOUR],
    ]);
  });

  it('are not sent for a booking cancelled meanwhile, nor by a job left for an old time', async () => {
    const { id, startsAt } = await confirmedBooking(dayAhead(8), '3:00 PM');
    expect((await request('POST', `/api/bookings/${id}/cancel`, {}, buyer.auth)).status).toBe(200);
    expect((await remindersOf(id)).map((job) => job.status)).toEqual(['cancelled', 'cancelled']);

    const other = await confirmedBooking(dayAhead(12), '3:00 PM');
    await enqueue(platform.db, {
      kind: REMINDER_JOB,
      key: `stale:${other.id}`,
      payload: { bookingId: other.id, startsAt: other.startsAt - HOUR, offset: '2h' },
      runAt: startsAt,
    });
    await run(startsAt);
    expect((await remindersSent(id)).map((mail) => mail.text)).toEqual([]);
    // Only the job for the old time was due, and it found the booking at another time.
    expect(await remindersSent(other.id)).toEqual([]);
    const [stale] = await platform.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `stale:${other.id}`));
    expect(stale).toMatchObject({ status: 'done', result: 'skipped: no longer due' });
  });

  it("gather the seller's confirmed bookings of a day into one e-mail at 07:00, once", async () => {
    const date = dayAhead(15);
    const first = await confirmedBooking(date, '10:00 AM');
    // A second confirmed booking of the same seller that day, and one they cancel.
    const more = await (
      await book(
        appointment({ serviceId: first.listing.serviceId, date, time: '2:00 PM', email: buyer.email }),
        buyer.auth,
      )
    ).json();
    await request('POST', `/api/bookings/${more.id}/confirm`, {}, first.listing.auth);
    const dropped = await (
      await book(
        appointment({ serviceId: first.listing.serviceId, date, time: '4:00 PM', email: buyer.email }),
        buyer.auth,
      )
    ).json();
    await request('POST', `/api/bookings/${dropped.id}/confirm`, {}, first.listing.auth);
    await request('POST', `/api/bookings/${dropped.id}/cancel`, {}, buyer.auth);

    const agendas = await platform.db
      .select()
      .from(jobs)
      .where(like(jobs.key, `agenda:${first.listing.id}:%`));
    expect(agendas.map((job) => [job.key, job.runAt])).toEqual([
      [`agenda:${first.listing.id}:${date}`, nairobiInstant(date, 7 * 60)],
    ]);
    const agendaMails = async () =>
      (await platform.db.select().from(outbox).where(eq(outbox.to, first.listing.email))).filter((mail) =>
        mail.subject.startsWith('Your day'),
      );
    await run(nairobiInstant(date, 7 * 60) - 60_000);
    expect(await agendaMails()).toEqual([]);
    await run(nairobiInstant(date, 7 * 60));
    await run(nairobiInstant(date, 7 * 60) + 60_000);
    const [agenda, ...rest] = await agendaMails();
    expect(rest).toEqual([]);
    expect(agenda!.subject).toMatch(/^Your day: 2 bookings on /);
    expect(agenda!.text).toContain(`10:00 AM: Knotless Braids in Kasarani, Akinyi Odhiambo, booking #${first.id}`);
    expect(agenda!.text).toContain(`2:00 PM: Knotless Braids in Kasarani, Akinyi Odhiambo, booking #${more.id}`);
    expect(agenda!.text).not.toContain(`booking #${dropped.id}`);
  });
});
