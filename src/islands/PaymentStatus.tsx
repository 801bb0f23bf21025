import { useEffect, useState } from 'react';
import { api, call } from '#browser/api';
import type { PaymentView } from '#shared/payments';

/** How often the screen asks where a pending payment stands. */
const POLL_MS = 3000;

/**
 * The paying screen's status: "Check your phone" while M-Pesa has the prompt, then the receipt or
 * what went wrong with a Try again. The server renders the same thing, so without JavaScript a
 * refresh shows the current state; with it, the status follows by polling the payment.
 */
export default function PaymentStatus({ initial }: { initial: PaymentView }) {
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

  const retry = `/account/pay?purpose=${payment.purpose}&package=${payment.packageId}`;
  return (
    <div className="payment-status" data-status={payment.status}>
      <p>
        {payment.purpose === 'upgrade' ? 'Upgrade to' : payment.purpose === 'renewal' ? 'Renewal of' : 'Package:'}{' '}
        <strong>{payment.packageName}</strong> · Ksh {payment.amount} from {payment.phone}
      </p>
      <div role="status" aria-live="polite">
        <p className={payment.status === 'paid' ? 'notice' : payment.status === 'pending' ? 'notice' : 'notice error'}>
          {payment.message}
        </p>
        {payment.status === 'paid' && (
          <dl className="receipt">
            <dt>M-Pesa receipt</dt>
            <dd>{payment.receipt ?? 'It will show here once M-Pesa sends it.'}</dd>
            <dt>Paid</dt>
            <dd>Ksh {payment.amount}</dd>
          </dl>
        )}
      </div>
      {payment.status === 'pending' && !hydrated && (
        <p>
          <a href={`/account/payment/${payment.id}`}>Refresh status</a>
        </p>
      )}
      {payment.status === 'paid' && (
        <p>
          <a className="button" href="/post-service">
            Post a Service
          </a>
        </p>
      )}
      {payment.status !== 'pending' && payment.status !== 'paid' && (
        <p>
          <a className="button" href={retry}>
            Try again
          </a>
        </p>
      )}
    </div>
  );
}
