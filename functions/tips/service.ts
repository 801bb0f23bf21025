/**
 * Tips after a visit (decision 050): the client of a visit the provider marked done sends one by
 * an M-Pesa prompt; once paid, the ledger owes it to the provider, and it goes out with their next
 * payout like a kept deposit.
 */
import type { User } from '#functions/accounts/public';
import { parseId } from '#functions/api/ids';
import { findBooking } from '#functions/bookings/public';
import type { Platform } from '#functions/platform/platform';
import { Refusal } from '#functions/platform/refusal';
import { tipsOf } from '#functions/payments/public';
import { pushPayment, refuseWhileWaiting } from '#functions/payments/service';
import { toPaymentView } from '#functions/payments/view';
import { BOOKING_MESSAGES } from '#shared/booking-messages';
import { TIP_LIMITS, TIP_MESSAGES, type TipRequest } from '#shared/tips';

/** Sends the prompt for a tip on the client's own completed visit; 409 when it is not one to tip. */
export async function startTip(platform: Platform, client: User, rawId: string, asked: TipRequest, now: number) {
  const id = parseId(rawId);
  const booking = id === undefined ? undefined : await findBooking(platform.db, id);
  if (!booking || booking.buyerId !== client.id) throw new Refusal('not-found', BOOKING_MESSAGES.notFound);
  if (booking.status !== 'completed') throw new Refusal('conflict', TIP_MESSAGES.notVisited);
  if (now - booking.startsAt > TIP_LIMITS.days * 86_400_000) throw new Refusal('conflict', TIP_MESSAGES.tooLate);
  const earlier = (await tipsOf(platform.db, [booking.id])).get(booking.id);
  // A prompt still waiting is asked about first (which may settle it), as a deposit's is.
  if (earlier?.status === 'pending') await refuseWhileWaiting(platform, [earlier], now);
  if ((await tipsOf(platform.db, [booking.id])).get(booking.id)?.status === 'paid')
    throw new Refusal('conflict', TIP_MESSAGES.already);
  const payment = await pushPayment(platform, {
    userId: client.id,
    purpose: 'tip',
    packageId: '',
    bookingId: booking.id,
    amount: asked.amount,
    phone: asked.phone,
    reference: `Booking ${booking.id}`,
    description: 'Tip',
  });
  return toPaymentView(payment);
}
