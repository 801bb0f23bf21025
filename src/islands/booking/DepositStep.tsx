import { useEffect, useState, type SubmitEvent } from 'react';
import { ApiError, api, call } from '#browser/api';
import { SOMETHING_WENT_WRONG } from '#shared/messages';
import type { BookingView } from '#shared/bookings';
import { DEPOSIT_MESSAGES } from '#shared/deposits';
import { keyed } from '#shared/i18n/issue';
import { formatKsh } from '#shared/format';
import { nairobiWallClock } from '#shared/booking-time';
import { formatTime } from '#shared/i18n/format';
import { DepositPaymentSchema, type PaymentView } from '#shared/payments';
import { showToast } from '../../scripts/toast';
import { Field } from '../forms/Field';
import { useText } from './text';

/** How often the dialog asks where a pending deposit stands. */
const POLL_MS = 2500;

interface DepositStepProps {
  booking: BookingView;
  phone: string;
  /** The deposit is paid: the booking as it now stands. */
  onPaid: (booking: BookingView) => void;
  /** Not paid: the time was released; back to the times. */
  onReleased: () => void;
}

/**
 * Paying a booking's deposit (decision 015): the terms and the amount before anything is paid,
 * then an M-Pesa prompt to the buyer's phone, followed by polling the booking until it is paid
 * (the request goes to the provider) or not (the time is released).
 */
export function DepositStep({ booking, phone: initialPhone, onPaid, onReleased }: DepositStepProps) {
  const { t, message, locale } = useText();
  const amount = booking.deposit!.amount;
  const [phone, setPhone] = useState(initialPhone);
  const [error, setError] = useState<string | undefined>();
  const [payment, setPayment] = useState<PaymentView | null>(null);
  const [busy, setBusy] = useState(false);
  const id = String(booking.id);

  useEffect(() => {
    if (payment?.status !== 'pending') return;
    const timer = setTimeout(async () => {
      try {
        const now = await call(api.bookings[':id'].deposit.$get({ param: { id } }));
        if (now.booking.status !== 'awaiting_deposit' && now.booking.deposit?.state === 'paid') {
          showToast(message(DEPOSIT_MESSAGES.paid));
          onPaid(now.booking);
        } else setPayment(now.payment ? { ...now.payment } : { ...payment });
      } catch {
        setPayment({ ...payment }); // a failed poll: ask again on the next tick
      }
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [payment, id, onPaid, message]);

  async function pay(event: SubmitEvent) {
    event.preventDefault();
    const parsed = await DepositPaymentSchema.safeParseAsync({ phone });
    if (!parsed.success) {
      setError(parsed.error.issues[0] && message(parsed.error.issues[0].message));
      return;
    }
    setBusy(true);
    try {
      setPayment((await call(api.bookings[':id'].deposit.$post({ param: { id }, json: parsed.data }))).payment);
    } catch (failure) {
      // The refusal is about paying from this number: shown under it, once (decision 019).
      setError(message(failure instanceof ApiError ? failure.message : SOMETHING_WENT_WRONG));
      if (failure instanceof ApiError && failure.code === DEPOSIT_MESSAGES.released) onReleased();
    } finally {
      setBusy(false);
    }
  }

  // Not paid (cancelled, a wrong PIN, no answer): the time stays held until the hold ends, so the
  // buyer may try again, from this number or another; or let the time go and choose another.
  const heldUntil = booking.heldUntil === null ? null : new Date(booking.heldUntil);
  const heldAt = (epochMs: number) => {
    const clock = nairobiWallClock(epochMs);
    return formatTime(locale, clock.hour * 60 + clock.minute);
  };
  async function letGo() {
    setBusy(true);
    await call(api.bookings[':id'][':action'].$post({ param: { id, action: 'cancel' }, json: {} })).catch(
      () => undefined,
    ); // Not cancelled: the hold ends by itself.
    setBusy(false);
    onReleased();
  }
  if (payment && payment.status !== 'pending') {
    return (
      <div className="deposit-step auth-form">
        <p className="notice error" role="alert">
          {message(payment.message)}
        </p>
        {heldUntil && <p>{t('booking.stillHeld', { time: heldAt(heldUntil.getTime()) })}</p>}
        <button className="button" type="button" onClick={() => setPayment(null)} disabled={busy}>
          {t('booking.tryAgain')}
        </button>
        <button className="button secondary" type="button" onClick={letGo} disabled={busy}>
          {t('booking.anotherTime')}
        </button>
      </div>
    );
  }
  return (
    <form className="deposit-step auth-form" onSubmit={pay} noValidate>
      <p className="deposit-terms">{message(keyed('depositTexts.terms', { amount: formatKsh(amount, locale) }))}</p>
      <Field
        id="deposit-phone"
        name="phone"
        label={t('booking.mpesaNumber')}
        type="tel"
        required
        autoComplete="tel"
        value={phone}
        error={error}
        onChange={(value) => {
          setPhone(value);
          setError(undefined);
        }}
      />
      <div role="status" aria-live="polite">
        {payment && <p className="notice">{message(payment.message)}</p>}
      </div>
      <button className="button" type="submit" disabled={busy || payment !== null}>
        {payment ? t('booking.waitingMpesa') : t('booking.pay', { amount: formatKsh(amount, locale) })}
      </button>
    </form>
  );
}
