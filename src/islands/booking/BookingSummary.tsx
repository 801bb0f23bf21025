import { formatDateKey } from '#shared/booking-time';
import { BOOKING_MESSAGES, STATUS_LABELS, type BookingView } from '#shared/bookings';
import { formatKsh } from '#shared/format';

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
  const option = booking.optionName && booking.optionName !== booking.serviceName ? booking.optionName : null;
  return (
    <div className="booking-summary">
      <p className="notice" role="status">
        {BOOKING_MESSAGES.booked}
      </p>
      <dl className="receipt">
        <dt>Reference</dt>
        <dd>#{booking.id}</dd>
        <dt>Service</dt>
        <dd>
          {booking.serviceName}
          {option && ` · ${option}`}
        </dd>
        <dt>When</dt>
        <dd>
          {formatDateKey(booking.date)} at {booking.time}
        </dd>
        <dt>Status</dt>
        <dd data-status={booking.status}>{STATUS_LABELS[booking.status]}</dd>
        {booking.deposit && (
          <>
            <dt>Deposit</dt>
            <dd>
              {booking.deposit.label}: {formatKsh(booking.deposit.amount)}
              {booking.deposit.receipt && ` (M-Pesa ${booking.deposit.receipt})`}
            </dd>
          </>
        )}
      </dl>
      {booking.status === 'unverified' && <p className="notice">{BOOKING_MESSAGES.confirmByEmail}</p>}
      <div className="summary-actions">
        {signedIn && <a href="/account/bookings">See my bookings</a>}
        <button className="button" type="button" onClick={onDone}>
          Done
        </button>
      </div>
    </div>
  );
}
