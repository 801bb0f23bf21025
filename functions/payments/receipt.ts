import { findUserById } from '#functions/accounts/public';
import type { Platform } from '#functions/platform/platform';
import { nairobiDateKey } from '#shared/booking-time';
import { formatDay } from '#shared/i18n/format';
import { translator } from '#shared/i18n/translate';
import { localePath } from '#shared/i18n/locales';
import { localeFor } from '#functions/notify/preferences';
import { PURPOSE_LABELS } from '#shared/payment-labels';
import type { PaymentRow } from './repository';
import { toPaymentView } from './view';
import { formatKsh } from '#shared/format';

/** The seller's e-mail receipt, once, by whichever settlement won, in their language (decision 020). */
export async function mailReceipt(platform: Platform, payment: PaymentRow) {
  const seller = payment.userId ? await findUserById(platform.db, payment.userId) : undefined;
  if (!seller) return;
  const view = toPaymentView(payment);
  const t = translator(await localeFor(platform.db, { userId: seller.id, email: seller.email, phone: null }));
  const until = seller.packagePaidUntil ? formatDay(t.locale, nairobiDateKey(seller.packagePaidUntil.getTime())) : null;
  const name = view.packageName;
  await platform.mailer.send({
    lang: t.locale,
    to: seller.email,
    subject: t('receipt.subject', { name }),
    text: [
      t('notice.hello', { name: seller.userName }),
      '',
      t('receipt.text', {
        amount: formatKsh(view.amount, t.locale),
        name,
        purpose: t(PURPOSE_LABELS[view.purpose]).toLowerCase(),
      }),
      t('receipt.mpesa', { receipt: view.receipt ?? t('receipt.pending') }),
      ...(until ? [t('receipt.until', { date: until })] : []),
      '',
      t('receipt.payments', { link: `${platform.siteUrl}${localePath(t.locale, '/account/money')}#package` }),
      '',
      'Mabinti',
    ].join('\n'),
  });
}
