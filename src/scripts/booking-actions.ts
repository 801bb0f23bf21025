import { ApiError, api, call } from '#browser/api';
import { SOMETHING_WENT_WRONG } from '#shared/messages';
import { say, showToast, toastOnNextPage } from './toast';
import { CONFIRM_DECLINE } from '#shared/script-texts';
import { BOOKING_MESSAGES } from '#shared/booking-messages';

/**
 * The buttons on a booking ([data-booking-action]): one request each, then the page again, so
 * the list, its statuses and the actions offered all come from the server. Without scripts each
 * button posts its form, and the page it comes back to says what happened (ActionNotice.astro).
 */
export function enhanceBookingActions(): void {
  document.addEventListener('click', async (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>('[data-booking-action]');
    if (!button || button.disabled) return;
    // Each button submits a form that works without scripts; with them, it is one request and the page again.
    event.preventDefault();
    const { bookingAction, bookingId, done, bookingKey } = button.dataset;
    if (bookingAction === 'decline' && !window.confirm(say(CONFIRM_DECLINE))) return;
    // A provider's cancellation carries the reason typed beside it, for the client.
    const reason = button.form?.querySelector<HTMLTextAreaElement>('textarea[name="reason"]')?.value.trim();
    // A repeating booking's cancel may end its later visits too (decision 047).
    const rest = button.form?.querySelector<HTMLInputElement>('input[name="rest"]')?.checked === true;
    if (bookingAction === 'withdraw' && !reason) {
      showToast(BOOKING_MESSAGES.reasonRequired, 'error');
      return;
    }
    button.disabled = true;
    try {
      await call(
        api.bookings[':id'][':action'].$post({
          param: { id: bookingId ?? '', action: bookingAction ?? '' },
          json: {
            ...(bookingKey ? { key: bookingKey } : {}),
            ...(reason ? { reason } : {}),
            ...(rest ? { rest } : {}),
          },
        }),
      );
      toastOnNextPage(done ?? say('api.done'));
      window.location.reload();
    } catch (error) {
      showToast(error instanceof ApiError ? error.message : SOMETHING_WENT_WRONG, 'error');
      button.disabled = false;
    }
  });
}
