/**
 * Telling a person their money was sent (decision 026): a client that their deposit is back, a
 * seller that their kept deposits were paid out, each with the M-Pesa receipt, on the channels
 * they chose. Queued in the transaction that settles the payout, so it goes once.
 */
import type { Queries } from '#functions/db/client';
import { findUserById } from '#functions/accounts/public';
import { notify } from '#functions/notify/notify';
import { localeFor } from '#functions/notify/preferences';
import type { Platform } from '#functions/platform/platform';
import { formatKsh } from '#shared/format';
import { localePath } from '#shared/i18n/locales';
import { translator } from '#shared/i18n/translate';
import { localPhone } from '#shared/phone';
import type { PayoutRow } from './repository';

export async function tellMoneySent(tx: Queries, platform: Platform, payout: PayoutRow, now: number) {
  const person = payout.userId ? await findUserById(tx, payout.userId) : undefined;
  if (!person || !payout.receipt) return 0;
  const to = { userId: person.id, email: person.email, phone: person.phoneNumber };
  const t = translator(await localeFor(tx, to));
  const facts = {
    amount: formatKsh(payout.amount - payout.fee, t.locale),
    fee: formatKsh(payout.fee, t.locale),
    phone: localPhone(payout.phone),
    receipt: payout.receipt,
    booking: payout.bookingId ?? '',
    link: `${platform.siteUrl}${localePath(t.locale, '/account/money')}#money`,
  };
  const refund = payout.kind === 'refund';
  const text = refund
    ? [t('moneySent.refund.text', facts)]
    : [t('moneySent.payout.text', facts), ...(payout.fee > 0 ? [t('moneySent.payout.fee', facts)] : [])];
  return notify(
    tx,
    platform,
    {
      kind: 'money-sent',
      to,
      locale: t.locale,
      subject: t(refund ? 'moneySent.refund.subject' : 'moneySent.payout.subject', facts),
      greeting: t('notice.hello', { name: person.userName }),
      paragraphs: [text.join('\n'), t('moneySent.statement', facts)],
      text: t(refund ? 'moneySent.refund.sms' : 'moneySent.payout.sms', facts),
      whatsapp: [person.userName, facts.amount, facts.receipt, facts.link],
    },
    now,
  );
}
