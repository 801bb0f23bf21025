/** A booking's deposit as its pages and messages show it: its latest payment, and where it stands. */
import { DEPOSIT_STATE_LABELS, depositOnChange, type DepositState, type DepositView } from '#shared/deposits';
import type { Queries } from '#functions/db/client';
import type { BookingRow } from '#functions/bookings/repository';
import { depositPaymentsOf, type PaymentRow } from './repository';

/** The latest deposit payment of each of these bookings (a visit's is its first part's). */
export const depositsOf = (db: Queries, bookingIds: number[]) => depositPaymentsOf(db, bookingIds);

/** Where a booking's deposit stands, from the booking and its latest deposit payment (decision 015). */
function stateOf(booking: BookingRow, payment: PaymentRow | undefined, now: number): DepositState {
  if (payment?.status === 'paid') {
    if (payment.refund === 'refunded') return 'refunded';
    if (payment.refund === 'due') return 'refund-due';
    return ['cancelled', 'no_show', 'completed'].includes(booking.status) ? 'kept' : 'paid';
  }
  const held = booking.status === 'awaiting_deposit' && (booking.holdExpiresAt ?? 0) > now;
  return held ? 'awaiting' : 'released';
}

export function toDepositView(booking: BookingRow, payment: PaymentRow | undefined, now: number): DepositView | null {
  if (booking.depositAmount === null) return null;
  const state = stateOf(booking, payment, now);
  return {
    amount: booking.depositAmount,
    state,
    label: DEPOSIT_STATE_LABELS[state],
    holdExpiresAt: state === 'awaiting' && booking.holdExpiresAt ? new Date(booking.holdExpiresAt).toISOString() : null,
    receipt: payment?.status === 'paid' ? payment.receipt : null,
    paymentId: payment?.id ?? null,
    paidFrom: state === 'paid' ? (payment?.phone ?? null) : null,
    onCancel: state === 'paid' ? depositOnChange('cancelled', 'buyer', booking.startsAt, now) : null,
  };
}
