/**
 * Providers who cancel late, again and again (decision 051): once a provider has called off
 * LATE_CANCELS_REPORTED confirmed bookings less than a day before their start within
 * LATE_WINDOW_DAYS, the listing goes to the moderators' queue with Mabinti's own report, once
 * while it stays open. A follower of the booking event, in the event's own transaction.
 */
import { cancelledLate, LATE_CANCEL_HOURS } from '#functions/bookings/alternatives';
import type { Follower } from '#functions/bookings/events';
import { lateCancellations, lateCancelReported } from './late-cancel-repository';
import { insertListingReport } from './reports-repository';

export const LATE_CANCELS_REPORTED = 3;
export const LATE_WINDOW_DAYS = 30;
/** The report's words: for the moderators (staff read the admin area's data as written). */
export const LATE_CANCEL_NOTE = `Mabinti: ${LATE_CANCELS_REPORTED} or more confirmed bookings cancelled less than a day before their time, within ${LATE_WINDOW_DAYS} days.`;

export const lateCancelWatch: Follower = async ({ db, booking: { booking }, view, notice, now }) => {
  if (notice !== 'providerCancelled' || !cancelledLate(view) || !booking.sellerId || !booking.serviceId) return;
  const since = now - LATE_WINDOW_DAYS * 86_400_000;
  if ((await lateCancellations(db, booking.sellerId, since, LATE_CANCEL_HOURS)) < LATE_CANCELS_REPORTED) return;
  if (await lateCancelReported(db, booking.sellerId, LATE_CANCEL_NOTE)) return;
  await insertListingReport(db, {
    serviceId: booking.serviceId,
    reason: 'other',
    note: LATE_CANCEL_NOTE,
    reporterId: null,
  });
};
