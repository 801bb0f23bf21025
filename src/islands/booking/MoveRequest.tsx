import { useState } from 'react';
import { ApiError, api, call } from '#browser/api';
import { BOOKING_ACTIONS } from '#shared/booking-actions';
import { showToast, toastOnNextPage } from '../../scripts/toast';
import { failed } from './failed';
import { useText } from './text';

interface MoveRequestProps {
  bookingId: number;
  /** A guest's link key. */
  manageKey: string | null;
  date: string;
  time: string;
  /** The time was taken meanwhile: back to fresh times. */
  onSlotTaken: () => void;
}

/** A move's last step: asks for the chosen time, then the bookings page again, saying so. */
export function MoveRequest({ bookingId, manageKey, date, time, onSlotTaken }: MoveRequestProps) {
  const { t, message } = useText();
  const [busy, setBusy] = useState(false);
  async function request() {
    setBusy(true);
    try {
      await call(
        api.bookings[':id'][':action'].$post({
          param: { id: String(bookingId), action: 'reschedule' },
          json: { date, time, ...(manageKey ? { key: manageKey } : {}) },
        }),
      );
      toastOnNextPage(message(BOOKING_ACTIONS.reschedule.done));
      window.location.reload();
    } catch (error) {
      showToast(failed(message, error), 'error');
      if (error instanceof ApiError && error.status === 409) onSlotTaken();
      setBusy(false);
    }
  }
  return (
    <button className="button" type="button" onClick={() => void request()} disabled={busy}>
      {busy ? t('booking.sending') : t('booking.requestTime')}
    </button>
  );
}
