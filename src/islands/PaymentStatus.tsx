import { useEffect, useState } from 'react';
import { api, call } from '#browser/api';
import type { PaymentView } from '#shared/payments';
import { formatKsh } from '#shared/format';
import { PAYMENT_SCREEN_TEXT as TEXT } from '#shared/payment-texts';
import { say, type Words } from '../scripts/toast';
import { localePath, type Locale } from '#shared/i18n/locales';

/** How often the screen asks where a pending payment stands. */
const POLL_MS = 3000;

/**
 * The paying screen's status: "Check your phone" while M-Pesa has the prompt, then the receipt or
 * what went wrong with a Try again. The server renders the same thing, so without JavaScript a
 * refresh shows the current state; with it, the status follows by polling the payment.
 */
export default function PaymentStatus({
  initial,
  words,
  locale,
}: {
  initial: PaymentView;
  words: Words | null;
  locale: Locale;
}) {
  const s = (english: string, params?: Record<string, string>) => say(english, params, words);
  const path = (address: string) => localePath(locale, address);
  const [payment, setPayment] = useState(initial);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (payment.status !== 'pending') return;
    const timer = setTimeout(async () => {
      try {
        setPayment(await call(api.payments[':id'].$get({ param: { id: String(payment.id) } })));
      } catch {
        setPayment({ ...payment }); // a failed poll: try again on the next tick
      }
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [payment]);

  const retry = path(`/account/pay?purpose=${payment.purpose}&package=${payment.packageId}`);
  return (
    <div className="payment-status" data-status={payment.status}>
      <p>
        {s(
          payment.purpose === 'upgrade'
            ? TEXT.upgradeTo
            : payment.purpose === 'renewal'
              ? TEXT.renewalOf
              : TEXT.package,
        )}{' '}
        <strong>{payment.packageName}</strong> ·{' '}
        {s(TEXT.from, { amount: formatKsh(payment.amount), phone: payment.phone })}
      </p>
      <div role="status" aria-live="polite">
        <p className={payment.status === 'paid' ? 'notice' : payment.status === 'pending' ? 'notice' : 'notice error'}>
          {s(payment.message)}
        </p>
        {payment.status === 'paid' && (
          <dl className="receipt">
            <dt>{s(TEXT.receipt)}</dt>
            <dd>{payment.receipt ?? s(TEXT.receiptLater)}</dd>
            <dt>{s(TEXT.paid)}</dt>
            <dd>{formatKsh(payment.amount)}</dd>
          </dl>
        )}
      </div>
      {payment.status === 'pending' && !hydrated && (
        <p>
          <a href={path(`/account/payment/${payment.id}`)}>{s(TEXT.refresh)}</a>
        </p>
      )}
      {payment.status === 'paid' && (
        <p>
          <a className="button" href={path('/post-service')}>
            {s(TEXT.post)}
          </a>
        </p>
      )}
      {payment.status !== 'pending' && payment.status !== 'paid' && (
        <p>
          <a className="button" href={retry}>
            {s(TEXT.retry)}
          </a>
        </p>
      )}
    </div>
  );
}
