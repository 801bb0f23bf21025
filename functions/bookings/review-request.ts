/**
 * Asking for a review: two hours after the provider marks a visit completed, in
 * quiet-hours-aware time, the buyer is asked how it went, once (`booking:{id}:review-request`).
 * The job checks as it runs that the booking is still completed and not yet reviewed.
 */
import type { Queries, Transaction } from '#functions/db/client';
import { findBooking } from './repository';
import { hasReview } from '#functions/reviews/service';
import { enqueue, type JobRow } from '#functions/jobs/queue';
import { emailManageLink, textLink } from './booking-keys';
import { notifyFromJob } from '#functions/notify/notify';
import { sendTime } from '#functions/notify/quiet-hours';
import type { Platform } from '#functions/platform/platform';
import type { Follower } from './events';
import { clientOf, localeFor } from '#functions/notify/preferences';
import { translator } from '#shared/i18n/translate';

export const REVIEW_REQUEST_JOB = 'review-request';
export const REVIEW_REQUEST_DELAY_MS = 2 * 3_600_000;

/** A completed visit asks for a review: the booking event's follower (platform/jobs.ts). */
export const askForReview: Follower = async ({ db, booking: { booking }, now }) => {
  if (booking.status === 'completed') await scheduleReviewRequest(db, booking.id, now);
};

export async function scheduleReviewRequest(db: Queries, bookingId: number, now: number) {
  await enqueue(db, {
    kind: REVIEW_REQUEST_JOB,
    key: `booking:${bookingId}:review-request`,
    payload: { bookingId },
    runAt: sendTime(now + REVIEW_REQUEST_DELAY_MS, null, now) ?? now + REVIEW_REQUEST_DELAY_MS,
  });
}

export async function sendReviewRequest(tx: Transaction, job: JobRow, platform: Platform): Promise<string> {
  const bookingId = Number(job.payload.bookingId);
  const booking = await findBooking(tx, bookingId);
  if (!booking || booking.status !== 'completed') return 'skipped: not completed';
  if (await hasReview(tx, bookingId)) return 'skipped: reviewed already';
  const to = clientOf(booking);
  const t = translator(await localeFor(tx, to));
  const link = await textLink(tx, platform.siteUrl, booking, t.locale, job.runAt);
  const emailLink = await emailManageLink(tx, platform.siteUrl, booking, job.runAt);
  const service = booking.serviceName;
  return notifyFromJob(
    tx,
    platform,
    {
      kind: 'review-request',
      to,
      locale: t.locale,
      subject: t('review.ask.subject', { service }),
      greeting: t('notice.hello', { name: booking.name }),
      paragraphs: [t('review.ask.text', { service }), t('review.ask.link', { link: emailLink })],
      text: { before: t('review.ask.smsStart'), name: service, after: t('review.ask.smsEnd', { link }) },
      whatsapp: [booking.name, service, link],
    },
    job,
  );
}
