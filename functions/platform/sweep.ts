/**
 * The periodic work of the server (Node's timer) and the Worker (its Cron Trigger): payments whose
 * callback never came are settled by asking M-Pesa, then held bookings whose hold ended (an
 * unconfirmed guest request, an unpaid deposit) are marked expired.
 */
import { expireEndedHolds } from '#functions/bookings/repository';
import { sweepPendingPayments } from '#functions/payments/service';
import type { Platform } from './platform';

export { PAYMENT_SWEEP_MS as SWEEP_MS } from '#functions/payments/service';

export async function sweep(platform: Platform, now = Date.now()) {
  const settled = await sweepPendingPayments(platform, now);
  const released = await expireEndedHolds(platform.db, now);
  return { settled, released };
}
