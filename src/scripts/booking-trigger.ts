import type { BookingTarget } from '../islands/booking/BookingDialog';

/**
 * Buttons that book: [data-book-service] on a service page (that listing), [data-book-button] in
 * the header and the landing hero (a general enquiry), [data-reschedule] on a buyer's booking,
 * [data-pay-deposit] on a buyer's booking still waiting for its deposit.
 * Each is a working link without JavaScript; with it, a click opens the dialog, whose code is
 * fetched on the first click and not before (pages stay within their budget until someone books).
 */
const load = () => import('../islands/booking/open-booking');

function targetOf(button: HTMLElement): BookingTarget {
  const { bookService, serviceName, reschedule, bookingKey, payDeposit, option, member, date, time, atHome } =
    button.dataset;
  const serviceId = bookService ? Number(bookService) : null;
  if (payDeposit) return { kind: 'deposit', bookingId: Number(payDeposit), serviceId, serviceName: serviceName ?? '' };
  if (reschedule) {
    return {
      kind: 'reschedule',
      bookingId: Number(reschedule),
      serviceId,
      serviceName: serviceName ?? '',
      key: bookingKey ?? null,
      optionId: option ?? null,
      memberId: member ?? null,
      date: date ?? null,
      atHome: atHome !== undefined,
    };
  }
  // A free time on a search card opens the dialog at that day and time (decision 041).
  const initial = date && time ? { optionId: option ?? null, date, time } : undefined;
  return { kind: 'book', serviceId, serviceName: serviceName ?? null, ...(initial ? { initial } : {}) };
}

const SELECTOR = '[data-book-service], [data-book-button], [data-reschedule], [data-pay-deposit]';

/**
 * A service page opened with `?book=1` (a sign-in link from the dialog, decision 015) opens its
 * dialog at once, with the option, day and time carried in the address, which then drops them.
 */
function openFromAddress(): void {
  const url = new URL(window.location.href);
  if (url.searchParams.get('book') !== '1') return;
  const serviceId = /\/service\/(\d+)$/.exec(url.pathname)?.[1];
  const button = serviceId ? document.querySelector<HTMLElement>(`[data-book-service="${serviceId}"]`) : null;
  const initial = {
    optionId: url.searchParams.get('option'),
    date: url.searchParams.get('date'),
    time: url.searchParams.get('time'),
  };
  for (const name of ['book', 'option', 'date', 'time']) url.searchParams.delete(name);
  history.replaceState(history.state, '', url);
  if (!button) return;
  const target = targetOf(button);
  if (target.kind !== 'book') return;
  load()
    .then(({ openBooking }) => openBooking({ ...target, initial }, button))
    .catch(() => undefined);
}

export function enhanceBookingButtons(): void {
  openFromAddress();
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLElement>(SELECTOR);
    if (!button || event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    button.setAttribute('aria-busy', 'true');
    load()
      .then(({ openBooking }) => openBooking(targetOf(button), button))
      .catch(() => {
        // The dialog could not load (offline?): follow the link as if there were no script.
        if (button instanceof HTMLAnchorElement) window.location.href = button.href;
      })
      .finally(() => button.removeAttribute('aria-busy'));
  });
}
