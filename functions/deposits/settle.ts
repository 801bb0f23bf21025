/**
 * What a settled deposit payment does to its booking (decisions 015, 035), in the job queued with
 * the settlement and run at once after it: paid while the hold lasts, the request goes to the
 * provider; paid after the hold ended or the booking was cancelled, the money is owed back and
 * nothing is resurrected; not paid (cancelled, a wrong PIN, no answer), the booking keeps its time
 * until the hold ends, so the buyer may try again; the sweep releases it then (expireEndedHolds).
 * A phone booking cannot try again from where it is: it is released at once, and its client told
 * (releaseUnpaidPhoneBooking).
 */
import type { Transaction } from '#functions/db/client';
import type { Platform } from '#functions/platform/platform';
import { findBooking } from '#functions/bookings/public';
import { bookingEvent, queueEvent } from '#functions/bookings/event-jobs';
import { followUpOf } from '#functions/jobs/soon';
import type { JobHandler } from '#functions/platform/platform';
import { postForPayment } from '#functions/ledger/ledger';
import type { SettledDeposit } from '#functions/payments/effects';
import { markRefundDue } from '#functions/payments/public';
import { releaseUnpaid, requestPaidBooking } from './repository';
import { translator } from '#shared/i18n/translate';
import { clientOf, localeFor } from '#functions/notify/preferences';
import { notify } from '#functions/notify/notify';
import { listingDialCode } from '#shared/dial-code';
import { shortWhen, summaryIn, textName } from '#functions/bookings/notice-words';

/**
 * The deposit's job, queued in the transaction that settled its payment (payments/effects.ts) and
 * run at once after it. Paid while the hold lasts, the request goes on, and its event (who is told)
 * is queued as this job's follow-up; paid too late, the money is owed back; not paid, a phone
 * booking's time goes back to others (releaseUnpaidPhoneBooking).
 */
export const settleDepositJob: JobHandler = async (tx, job, platform) => {
  const { paymentId, bookingId, status } = job.payload as unknown as SettledDeposit;
  const now = job.runAt;
  if (bookingId === null) return 'no booking';
  if (status !== 'paid') return releaseUnpaidPhoneBooking(tx, platform, bookingId, status, now);
  const requested = await requestPaidBooking(tx, bookingId, now);
  if (requested) {
    await queueEvent(tx, bookingEvent('buyer', 'requested', followUpOf(job.key)), requested.id, now);
    return 'requested';
  }
  // Too late: the time went back to others (or the buyer cancelled); the money goes back to them.
  await releaseUnpaid(tx, bookingId, now);
  await markRefundDue(tx, paymentId, 'Paid after the booking was released or cancelled');
  // The refund owed, in the ledger with it (decision 025).
  await postForPayment(tx, paymentId, now);
  return 'refund due';
};

/**
 * A deposit prompt a phone booking did not pay (the client pressed Cancel, a wrong PIN, no answer):
 * a USSD caller or a chat cannot try that prompt again from where they are, so the time goes back
 * to others at once, and the client hears on their channel what happened and how to book again,
 * in the same transaction. A web booking keeps its time until its hold ends instead,
 * since the dialog offers "Try again".
 */
const PHONE_CHANNELS = new Set(['ussd', 'whatsapp']);

async function releaseUnpaidPhoneBooking(
  tx: Transaction,
  platform: Platform,
  bookingId: number,
  status: SettledDeposit['status'],
  now: number,
) {
  if (status === 'pending') return 'pending';
  const booking = await findBooking(tx, bookingId);
  if (!booking || booking.status !== 'awaiting_deposit' || !PHONE_CHANNELS.has(booking.channel)) return 'kept';
  await releaseUnpaid(tx, booking.id, now);
  const to = clientOf(booking);
  const t = translator(await localeFor(tx, to));
  const why = t(
    status === 'cancelled'
      ? 'depositUnpaid.cancelled'
      : status === 'expired'
        ? 'depositUnpaid.noAnswer'
        : 'depositUnpaid.failed',
  );
  const dial = listingDialCode(platform.config, booking.serviceId ?? undefined);
  const again =
    booking.serviceId === null
      ? ''
      : booking.channel === 'whatsapp' || !dial
        ? t('depositUnpaid.againChat', { id: booking.serviceId })
        : t('depositUnpaid.againDial', { code: dial });
  const said = t('depositUnpaid.text', { why, again });
  await notify(
    tx,
    platform,
    {
      kind: 'booking-update',
      to,
      locale: t.locale,
      subject: t('depositUnpaid.subject'),
      greeting: t('notice.hello', { name: booking.name }),
      paragraphs: [`${summaryIn(t, booking)}\n${said}`],
      text: { before: 'Mabinti: ', name: textName(booking), after: `, ${shortWhen(t, booking)}: ${said}` },
      whatsapp: [booking.name, t('depositUnpaid.subject'), `${summaryIn(t, booking)}. ${said}`, `#${booking.id}`, ''],
    },
    now,
  );
  return 'released';
}
