import { ApiError, api, call } from '#browser/api';
import { SOMETHING_WENT_WRONG } from '#shared/messages';
import { showToast, toastOnNextPage } from './toast';

/**
 * Dragging a confirmed booking ([data-move]) onto a free time of its column moves it: the same
 * request as the move form in its details, then the calendar again with what the server did.
 * Without scripts, or by keyboard, a booking opens and its form moves it.
 */
function enhanceCalendarDrag(): void {
  const table = document.querySelector<HTMLTableElement>('[data-calendar]');
  if (!table) return;
  let dragged: HTMLElement | null = null;
  const targetOf = (event: Event) => {
    const cell = (event.target as Element | null)?.closest?.<HTMLTableCellElement>('td.open[data-time]');
    // A booking moves in time, never to another member: their column is theirs.
    return cell && dragged && (cell.dataset.member === '' || cell.dataset.member === dragged.dataset.member)
      ? cell
      : null;
  };
  const clear = () => table.querySelectorAll('.drop-target').forEach((cell) => cell.classList.remove('drop-target'));
  table.addEventListener('dragstart', (event) => {
    dragged = (event.target as Element | null)?.closest?.<HTMLElement>('[data-move]') ?? null;
    if (dragged && event.dataTransfer) event.dataTransfer.effectAllowed = 'move';
  });
  table.addEventListener('dragover', (event) => {
    const cell = targetOf(event);
    if (!cell) return;
    event.preventDefault();
    clear();
    cell.classList.add('drop-target');
  });
  table.addEventListener('dragleave', clear);
  table.addEventListener('dragend', () => {
    clear();
    dragged = null;
  });
  table.addEventListener('drop', async (event) => {
    const cell = targetOf(event);
    const id = dragged?.dataset.move;
    clear();
    if (!cell || !id) return;
    event.preventDefault();
    try {
      await call(
        api.bookings[':id'][':action'].$post({
          param: { id, action: 'move' },
          json: { date: cell.dataset.date ?? '', time: cell.dataset.time ?? '' },
        }),
      );
      toastOnNextPage(table.dataset.moved ?? '');
      window.location.reload();
    } catch (error) {
      showToast(error instanceof ApiError ? error.message : SOMETHING_WENT_WRONG, 'error');
    }
  });
}

enhanceCalendarDrag();
