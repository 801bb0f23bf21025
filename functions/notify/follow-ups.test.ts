import { and, eq, like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { bookingHelpers } from '../../tests/support/bookings';
import { createTestApp, runJobs } from '../../tests/support/test-platform';
import { users } from '#functions/db/schema/accounts';
import { bookings } from '#functions/db/schema/bookings';
import { jobs } from '#functions/db/schema/jobs';
import { outbox } from '#functions/db/schema/mail';
import { scheduleExpiryReminders } from '#functions/payments/expiry-reminders';
import { sendTime } from './quiet-hours';

/** The messages that follow later: package-expiry reminders and the review request. */
const testApp = createTestApp();
const { platform, request } = testApp;
const { signUp, sellerWithListing, appointment, book } = bookingHelpers(testApp);
afterAll(() => platform.close());

const DAY = 86_400_000;
const HOUR = 3_600_000;
const jobsKeyed = (prefix: string) =>
  platform.db
    .select()
    .from(jobs)
    .where(like(jobs.key, `${prefix}%`))
    .orderBy(jobs.runAt);

describe('package-expiry reminders', () => {
  it('go 7 days and 1 day before the paid period ends, and not once the seller has renewed', async () => {
    const seller = await signUp('seller');
    const now = Date.now();
    const paidUntil = now + 10 * DAY;
    await platform.db
      .update(users)
      .set({ packagePaidUntil: new Date(paidUntil) })
      .where(eq(users.id, seller.id));
    await scheduleExpiryReminders(platform.db, seller.id, paidUntil, now);
    await scheduleExpiryReminders(platform.db, seller.id, paidUntil, now);
    const [week, day] = await jobsKeyed(`package:${seller.id}:`);
    expect(week!.runAt).toBe(sendTime(paidUntil - 7 * DAY, paidUntil, now));
    expect(day!.runAt).toBe(sendTime(paidUntil - DAY, paidUntil, now));

    await runJobs(platform, week!.runAt);
    const mails = await platform.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, seller.email), like(outbox.subject, 'Your Basic package ends%')));
    expect(mails.map((mail) => mail.subject)).toEqual(['Your Basic package ends in 7 days']);
    expect(mails[0]!.text).toContain(`Renew with M-Pesa: ${platform.siteUrl}/account/money#package`);

    // Renewed: the period now ends later, and the 1-day reminder of the old end sends nothing.
    await platform.db
      .update(users)
      .set({ packagePaidUntil: new Date(paidUntil + 30 * DAY) })
      .where(eq(users.id, seller.id));
    await runJobs(platform, day!.runAt);
    const [done] = await platform.db.select().from(jobs).where(eq(jobs.id, day!.id));
    expect(done).toMatchObject({ status: 'done', result: 'skipped: renewed or gone' });
  });
});

describe('the review request', () => {
  it('goes two hours after the visit is marked completed, once, and not after a review', async () => {
    const { serviceId, auth } = await sellerWithListing();
    const buyer = await signUp('buyer');
    const made = await (await book(appointment({ serviceId, email: buyer.email }), buyer.auth)).json();
    expect((await request('POST', `/api/bookings/${made.id}/confirm`, {}, auth)).status).toBe(200);
    const started = Date.now() - HOUR;
    await platform.db
      .update(bookings)
      .set({ startsAt: started, endsAt: started + HOUR, blocksUntil: started + HOUR })
      .where(eq(bookings.id, made.id));
    const now = Date.now();
    expect((await request('POST', `/api/bookings/${made.id}/complete`, {}, auth)).status).toBe(200);
    const [job] = await jobsKeyed(`booking:${made.id}:review-request`);
    expect(job!.runAt).toBeGreaterThanOrEqual(now + 2 * HOUR - 1000);

    await runJobs(platform, job!.runAt);
    await runJobs(platform, job!.runAt + HOUR);
    const asked = await platform.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.userId, buyer.id), eq(outbox.kind, 'review-request')));
    expect(asked.map((row) => row.channel).sort()).toEqual(['email', 'sms']);
    expect(asked.find((row) => row.channel === 'email')!.subject).toBe('How was Knotless Braids in Kasarani?');
    expect(asked.find((row) => row.channel === 'sms')!.text).toBe(
      `Mabinti: how was Knotless Braids in Kasarani? Leave a review: ${platform.siteUrl}/account/bookings`,
    );
  });
});
