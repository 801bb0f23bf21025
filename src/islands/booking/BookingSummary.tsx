import { type BookingView } from '#shared/bookings';
import { BOOKING_MESSAGES } from '#shared/booking-messages';
import { STATUS_LABELS } from '#shared/booking-status';
import { formatKsh } from '#shared/format';
import { useText } from './text';
import { bookedName } from '#shared/booking-name';

interface BookingSummaryProps {
  booking: BookingView;
  signedIn: boolean;
  onDone: () => void;
}

/**
 * The dialog's last step: what was booked, its reference and where it stands ("Awaiting
 * confirmation" until the provider confirms), so nobody is left wondering whether it went through.
 */
export function BookingSummary({ booking, signedIn, onDone }: BookingSummaryProps) {
  const { t, message, when, locale } = useText();
  const option = booking.optionName && booking.optionName !== booking.serviceName ? booking.optionName : null;
  return (
    <div className="booking-summary">
      <p className="notice" role="status">
        {booking.status === 'unverified'
          ? t('booking.checkEmail')
          : booking.status === 'confirmed'
            ? t('booking.confirmedNow')
            : t('booking.requestSent')}
      </p>
      <dl className="receipt">
        <dt>{t('booking.reference')}</dt>
        <dd>#{booking.id}</dd>
        <dt>{t('booking.service')}</dt>
        <dd>
          {bookedName(booking, t)}
          {option && ` · ${option}`}
        </dd>
        <dt>{t('booking.when')}</dt>
        <dd>{when(booking.date, booking.time)}</dd>
        <dt>{t('booking.status')}</dt>
        <dd data-status={booking.status}>{message(STATUS_LABELS[booking.status])}</dd>
        {booking.deposit && (
          <>
            <dt>{t('booking.deposit')}</dt>
            <dd>
              {message(booking.deposit.label)}: {formatKsh(booking.deposit.amount, locale)}
              {booking.deposit.receipt && ` (M-Pesa ${booking.deposit.receipt})`}
            </dd>
          </>
        )}
      </dl>
      {booking.status === 'unverified' && <p className="notice">{message(BOOKING_MESSAGES.confirmByEmail)}</p>}
      <div className="summary-actions">
        {signedIn && (
          <a href={locale === 'en' ? '/account/bookings' : `/${locale}/account/bookings`}>{t('booking.seeBookings')}</a>
        )}
        <button className="button" type="button" onClick={onDone}>
          {t('booking.done')}
        </button>
      </div>
    </div>
  );
}
