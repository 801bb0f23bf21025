/**
 * Asking for a review (issue 17): two hours after the provider marks a visit completed, in
 * quiet-hours-aware time, the buyer is asked how it went, once (`booking:{id}:review-request`).
 * The job checks as it runs that the booking is still completed and not yet reviewed.
 */
import { eq } from 'drizzle-orm';
import type { Queries, Transaction } from '#functions/db/client';
import { bookings } from '#functions/db/schema/bookings';
import { reviews } from '#functions/db/schema/trust';
import { enqueue, type JobRow } from '#functions/jobs/queue';
import { manageLink } from '#functions/bookings/notifications';
import { emailManageLink } from '#functions/bookings/guests';
import { notifyFromJob } from '#functions/notify/notify';
import { sendTime } from '#functions/notify/quiet-hours';
import { fitText } from '#functions/notify/texts';
import type { Platform } from '#functions/platform/platform';

export const REVIEW_REQUEST_JOB = 'review-request';
export const REVIEW_REQUEST_DELAY_MS = 2 * 3_600_000;

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
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking || booking.status !== 'completed') return 'skipped: not completed';
  const [review] = await tx.select({ id: reviews.id }).from(reviews).where(eq(reviews.bookingId, bookingId));
  if (review) return 'skipped: reviewed already';
  const link = manageLink(platform.siteUrl, booking);
  const emailLink = await emailManageLink(tx, platform.siteUrl, booking, job.runAt);
  return notifyFromJob(
    tx,
    platform,
    {
      kind: 'review-request',
      to: { userId: booking.buyerId, email: booking.email, phone: booking.phoneNumber },
      email: {
        subject: `How was ${booking.serviceName}?`,
        text: `Hello ${booking.name},\n\nThank you for booking ${booking.serviceName} on Mabinti. How did it go? A few words and a rating help others choose, and help good providers get found.\n\nLeave a review: ${emailLink}\n\nMabinti`,
      },
      text: fitText('Mabinti: how was ', booking.serviceName, `? Leave a review: ${link}`),
      whatsapp: [booking.name, booking.serviceName, link],
    },
    job,
  );
}
