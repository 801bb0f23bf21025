import { FAVOURITE_MESSAGES } from '#shared/favourites';
import { showToast } from './toast';

/**
 * Hearts toggle in place: the form's fields are sent as JSON, and the button's pressed state and
 * the next action follow the answer. A visitor goes to sign in and comes back with it saved.
 */
export function enhanceFavourites() {
  document.addEventListener('submit', async (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.matches('[data-favourite]')) return;
    event.preventDefault();
    const data = new FormData(form);
    const save = data.get('saved') === 'true';
    const button = form.querySelector('button')!;
    button.disabled = true;
    try {
      const response = await fetch('/api/favourites', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Accept-Language': document.documentElement.lang },
        body: JSON.stringify({ serviceId: data.get('serviceId'), saved: save }),
      });
      if (response.status === 401) {
        const next = new URLSearchParams({
          notice: 'sign-in-to-save',
          favourite: String(data.get('serviceId')),
          next: String(data.get('return')),
        });
        window.location.assign(`${document.documentElement.lang === 'sw' ? '/sw' : ''}/signin?${next}`);
        return;
      }
      if (!response.ok) throw new Error(((await response.json()) as { message?: string }).message);
      // Every heart for this listing on the page follows.
      for (const other of document.querySelectorAll<HTMLFormElement>('form[data-favourite]')) {
        if (new FormData(other).get('serviceId') !== data.get('serviceId')) continue;
        other.querySelector('button')!.setAttribute('aria-pressed', String(save));
        other.querySelector<HTMLInputElement>('input[name="saved"]')!.value = String(!save);
      }
      showToast(save ? FAVOURITE_MESSAGES.saved : FAVOURITE_MESSAGES.removed);
    } catch (error) {
      showToast((error as Error).message || 'Something went wrong. Please try again.', 'error');
    } finally {
      button.disabled = false;
    }
  });
}
