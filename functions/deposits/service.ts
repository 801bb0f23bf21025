/**
 * Paying a booking's deposit from the booking dialog (decision 015): an STK Push to the buyer's
 * phone while the booking holds its slot, and the dialog's poll of where it stands.
 */
import type { User } from '#functions/accounts/public';
import { Refusal } from '#functions/platform/refusal';
import { parseId } from '#functions/api/ids';
import type { Platform } from '#functions/platform/platform';
import { findBooking } from '#functions/bookings/public';
import type { BookingRow } from '#functions/bookings/repository';
import { announceBooking } from '#functions/bookings/service';
import { pendingDepositsOf } from '#functions/payments/public';
import { depositsOf } from '#functions/payments/deposit-view';
import { paymentFor, pushPayment, refuseWhileWaiting } from '#functions/payments/service';
import { toPaymentView } from '#functions/payments/view';
import { type BookingView } from '#shared/bookings';
import { BOOKING_MESSAGES } from '#shared/booking-messages';
import { DEPOSIT_MESSAGES } from '#shared/deposits';
import type { PaymentView } from '#shared/payments';

/** Who pays: a signed-in buyer, or a phone identity paying from a phone channel. */
export type Payer = User | { phoneIdentityId: number };

/** The payer's own booking, or 404 (someone else's is not found either). */
async function buyersBooking(platform: Platform, payer: Payer, rawId: string): Promise<BookingRow> {
  const id = parseId(rawId);
  const booking = id === undefined ? undefined : await findBooking(platform.db, id);
  const mine =
    booking &&
    ('phoneIdentityId' in payer ? booking.phoneIdentityId === payer.phoneIdentityId : booking.buyerId === payer.id);
  if (!booking || !mine) throw new Refusal('not-found', BOOKING_MESSAGES.notFound);
  return booking;
}

const isHeld = (booking: BookingRow, now: number) =>
  booking.status === 'awaiting_deposit' && (booking.holdExpiresAt ?? 0) > now;

export interface DepositStatus {
  booking: BookingView;
  payment: PaymentView | null;
}

/**
 * Where the booking and its latest deposit payment stand. The payment is asked about first (when
 * it has waited a while, which may settle it), then the booking is read once, as it now is.
 */
export async function depositStatus(
  platform: Platform,
  buyer: User,
  rawId: string,
  now = Date.now(),
): Promise<DepositStatus> {
  const booking = await buyersBooking(platform, buyer, rawId);
  const latest = (await depositsOf(platform.db, [booking.id])).get(booking.id);
  const payment = latest ? await paymentFor(platform, buyer, latest.id, now) : null;
  const current = payment ? ((await findBooking(platform.db, booking.id)) ?? booking) : booking;
  return { booking: await announceBooking(platform, current, 'buyer', now), payment };
}

/** Sends the deposit's prompt to `phone`: 409 once the hold has ended or while a prompt still waits. */
export async function startDeposit(
  platform: Platform,
  buyer: Payer,
  rawId: string,
  phone: string,
  now = Date.now(),
): Promise<DepositStatus> {
  const booking = await buyersBooking(platform, buyer, rawId);
  if (booking.status === 'expired' || (booking.status === 'awaiting_deposit' && !isHeld(booking, now))) {
    throw new Refusal('conflict', DEPOSIT_MESSAGES.released);
  }
  if (!isHeld(booking, now)) throw new Refusal('conflict', DEPOSIT_MESSAGES.notWaiting);
  await refuseWhileWaiting(platform, await pendingDepositsOf(platform.db, booking.id), now);
  const current = (await findBooking(platform.db, booking.id))!;
  // Asking about an earlier prompt may have settled it meanwhile.
  if (!isHeld(current, now)) throw new Refusal('conflict', DEPOSIT_MESSAGES.notWaiting);
  const payment = await pushPayment(platform, {
    userId: 'id' in buyer ? buyer.id : null,
    purpose: 'deposit',
    packageId: '',
    bookingId: booking.id,
    amount: booking.depositAmount!,
    phone,
    expiresAt: new Date(booking.holdExpiresAt!),
    reference: `Booking ${booking.id}`,
    description: 'Deposit',
  });
  return {
    booking: await announceBooking(platform, current, 'buyer', now),
    payment: toPaymentView(payment),
  };
}
