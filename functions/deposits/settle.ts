/**
 * What a settled deposit payment does to its booking (decision 015), inside the transaction that
 * settled it: paid while the hold lasts, the request goes to the provider; paid after the hold
 * ended or the booking was cancelled, the money is owed back and nothing is resurrected; not
 * paid (cancelled, a wrong PIN, no answer), the booking keeps its time until the hold ends, so the
 * buyer may try again; the sweep releases it then (expireEndedHolds).
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Transaction } from '#functions/db/client';
import { bookingEvents, bookings } from '#functions/db/schema/bookings';
import { payments } from '#functions/db/schema/payments';
import type { Platform } from '#functions/platform/platform';
import type { PaymentRow } from '#functions/payments/repository';
import { findBooking } from '#functions/bookings/repository';
import { announceBooking } from '#functions/bookings/service';

const release = (tx: Transaction, bookingId: number) =>
  tx
    .update(bookings)
    .set({ status: 'expired', holdExpiresAt: null })
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'awaiting_deposit')));

export async function settleDeposit(tx: Transaction, payment: PaymentRow, now: number): Promise<void> {
  if (payment.bookingId === null) return;
  if (payment.status !== 'paid') return;
  const [requested] = await tx
    .update(bookings)
    .set({ status: 'requested', holdExpiresAt: null })
    .where(
      and(eq(bookings.id, payment.bookingId), eq(bookings.status, 'awaiting_deposit'), gt(bookings.holdExpiresAt, now)),
    )
    .returning();
  if (requested) {
    await tx.insert(bookingEvents).values({
      bookingId: requested.id,
      status: 'requested',
      actorRole: 'buyer',
      actorId: requested.buyerId,
      at: new Date(now),
    });
    return;
  }
  // Too late: the time went back to others (or the buyer cancelled); the money goes back to them.
  await release(tx, payment.bookingId);
  await tx
    .update(payments)
    .set({ refund: 'due', refundReason: 'Paid after the booking was released or cancelled' })
    .where(and(eq(payments.id, payment.id), isNull(payments.refund)));
}

/** After the commit: a paid deposit's request reaches the provider (and the buyer's e-mail), once. */
export async function afterDepositSettled(platform: Platform, payment: PaymentRow, now: number): Promise<void> {
  if (payment.status !== 'paid' || payment.bookingId === null) return;
  const booking = await findBooking(platform.db, payment.bookingId);
  if (booking?.status === 'requested') await announceBooking(platform, booking, 'buyer', 'requested', now);
}
