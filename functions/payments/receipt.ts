import { findUserById } from '#functions/accounts/repository';
import type { Platform } from '#functions/platform/platform';
import { formatDateKey, nairobiDateKey } from '#shared/booking-time';
import { PURPOSE_LABELS } from '#shared/payments';
import type { PaymentRow } from './repository';
import { toPaymentView } from './view';
import { formatKsh } from '#shared/format';

/** The seller's e-mail receipt, once, by whichever settlement won. */
export async function mailReceipt(platform: Platform, payment: PaymentRow) {
  const seller = payment.userId ? await findUserById(platform.db, payment.userId) : undefined;
  if (!seller) return;
  const view = toPaymentView(payment);
  const until = seller.packagePaidUntil ? formatDateKey(nairobiDateKey(seller.packagePaidUntil.getTime())) : null;
  await platform.mailer.send({
    to: seller.email,
    subject: `Payment received: ${view.packageName} package`,
    text: [
      `Hello ${seller.userName},`,
      '',
      `We have received ${formatKsh(view.amount)} for your ${view.packageName} package (${PURPOSE_LABELS[view.purpose].toLowerCase()}).`,
      `M-Pesa receipt: ${view.receipt ?? 'not sent by M-Pesa yet; it will show in My Account'}`,
      ...(until ? [`Your package runs until ${until}; your listings are public until then.`] : []),
      '',
      `Your payments: ${platform.siteUrl}/account#package`,
      '',
      'Mabinti',
    ].join('\n'),
  });
}
