/**
 * What a settled deposit payment does to its booking (decision 015), inside the transaction that
 * settled it: paid while the hold lasts, the request goes to the provider; paid after the hold
 * ended or the booking was cancelled, the money is owed back and nothing is resurrected; not
 * paid (cancelled, a wrong PIN, no answer), the booking keeps its time until the hold ends, so the
 * buyer may try again; the sweep releases it then (expireEndedHolds). A phone booking cannot try
 * again from where it is: it is released at once, and its client told (releaseUnpaidPhoneBooking).
 */
import type { Transaction } from '#functions/db/client';
import type { Platform } from '#functions/platform/platform';
import type { PaymentRow } from '#functions/payments/repository';
import { findBooking } from '#functions/bookings/repository';
import { depositPaidEvent, queueEvent } from '#functions/bookings/event-jobs';
import { runNow } from '#functions/jobs/soon';
import { markRefundDue, releaseUnpaid, requestPaidBooking } from './repository';
import { translator } from '#shared/i18n/translate';
import { fitText } from '#functions/notify/texts';
import { clientOf, localeFor } from '#functions/notify/preferences';
import { notify } from '#functions/notify/notify';
import { listingDialCode } from '#shared/dial-code';
import { shortWhen, summaryIn, textName } from '#functions/bookings/notice-words';

export async function settleDeposit(tx: Transaction, payment: PaymentRow, now: number): Promise<void> {
  if (payment.bookingId === null) return;
  if (payment.status !== 'paid') return;
  const requested = await requestPaidBooking(tx, payment.bookingId, now);
  // The provider and the buyer hear of it through the booking's event, queued with it.
  if (requested) return void (await queueEvent(tx, depositPaidEvent(requested.id), requested.id, now));
  // Too late: the time went back to others (or the buyer cancelled); the money goes back to them.
  await releaseUnpaid(tx, payment.bookingId, now);
  await markRefundDue(tx, payment.id, 'Paid after the booking was released or cancelled');
}

/**
 * After the commit: a paid deposit's request reaches the provider (and the buyer's e-mail) now,
 * through the event settling queued (the sweep's, should this process die first); an unpaid one
 * made by phone is released, and its client told (releaseUnpaidPhoneBooking).
 */
export async function afterDepositSettled(platform: Platform, payment: PaymentRow, now: number): Promise<void> {
  if (payment.status !== 'paid') return releaseUnpaidPhoneBooking(platform, payment, now);
  if (payment.bookingId !== null) await runNow(platform, [depositPaidEvent(payment.bookingId).key], now);
}

/**
 * A deposit prompt a phone booking did not pay (the client pressed Cancel, a wrong PIN, no answer):
 * a USSD caller or a chat cannot try that prompt again from where they are, so the time goes back
 * to others at once, and the client hears on their channel what happened and how to book again,
 * in the same transaction (issue 58). A web booking keeps its time until its hold ends instead,
 * since the dialog offers "Try again".
 */
const PHONE_CHANNELS = new Set(['ussd', 'whatsapp']);

async function releaseUnpaidPhoneBooking(platform: Platform, payment: PaymentRow, now: number) {
  if (payment.bookingId === null || payment.status === 'paid' || payment.status === 'pending') return;
  const bookingId = payment.bookingId;
  await platform.db.transaction(async (tx) => {
    const booking = await findBooking(tx, bookingId);
    if (!booking || booking.status !== 'awaiting_deposit' || !PHONE_CHANNELS.has(booking.channel)) return;
    await releaseUnpaid(tx, booking.id, now);
    const to = clientOf(booking);
    const t = translator(await localeFor(tx, to));
    const why = t(
      payment.status === 'cancelled'
        ? 'depositUnpaid.cancelled'
        : payment.status === 'expired'
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
        email: {
          subject: t('depositUnpaid.subject'),
          text: [t('notice.hello', { name: booking.name }), '', summaryIn(t, booking), said, '', 'Mabinti'].join('\n'),
        },
        text: fitText('Mabinti: ', textName(booking), `, ${shortWhen(t, booking)}: ${said}`),
        whatsapp: [booking.name, t('depositUnpaid.subject'), `${summaryIn(t, booking)}. ${said}`, `#${booking.id}`, ''],
      },
      now,
    );
  });
}
