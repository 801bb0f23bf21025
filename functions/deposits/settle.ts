/**
 * What a settled deposit payment does to its booking (decision 015), inside the transaction that
 * settled it: paid while the hold lasts, the request goes to the provider; paid after the hold
 * ended or the booking was cancelled, the money is owed back and nothing is resurrected; not
 * paid (cancelled, a wrong PIN, no answer), the booking keeps its time until the hold ends, so the
 * buyer may try again; the sweep releases it then (expireEndedHolds).
 */
import type { Transaction } from '#functions/db/client';
import type { Platform } from '#functions/platform/platform';
import type { PaymentRow } from '#functions/payments/repository';
import { findBooking } from '#functions/bookings/repository';
import { announceBooking } from '#functions/bookings/service';
import { markRefundDue, releaseUnpaid, requestPaidBooking } from './repository';

export async function settleDeposit(tx: Transaction, payment: PaymentRow, now: number): Promise<void> {
  if (payment.bookingId === null) return;
  if (payment.status !== 'paid') return;
  if (await requestPaidBooking(tx, payment.bookingId, now)) return;
  // Too late: the time went back to others (or the buyer cancelled); the money goes back to them.
  await releaseUnpaid(tx, payment.bookingId, now);
  await markRefundDue(tx, payment.id, 'Paid after the booking was released or cancelled');
}

/** After the commit: a paid deposit's request reaches the provider (and the buyer's e-mail), once. */
export async function afterDepositSettled(platform: Platform, payment: PaymentRow, now: number): Promise<void> {
  if (payment.status !== 'paid' || payment.bookingId === null) return;
  const booking = await findBooking(platform.db, payment.bookingId);
  if (booking?.status === 'requested') await announceBooking(platform, booking, 'buyer', 'requested', now);
}
