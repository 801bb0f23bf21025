import { FAVOURITE_MESSAGES } from '#shared/favourites';
import { SOMETHING_WENT_WRONG } from '#shared/messages';
import { showToast } from './toast';
import { pagePath } from '#browser/page-path';

/** The listing a heart is for: the last part of the address it posts to (/api/favourites/:id). */
const listingOf = (heart: HTMLButtonElement) =>
  decodeURIComponent(new URL(heart.formAction).pathname.split('/').pop()!);

/**
 * Hearts toggle in place: the heart's choice is sent as JSON, and the pressed state of every heart
 * for that listing and their next action follow the answer. A visitor goes to sign in and comes
 * back with it saved.
 */
export function enhanceFavourites() {
  document.addEventListener('submit', async (event) => {
    const form = event.target;
    const heart = event.submitter;
    if (!(form instanceof HTMLFormElement) || !form.matches('[data-favourite]')) return;
    if (!(heart instanceof HTMLButtonElement)) return;
    event.preventDefault();
    const serviceId = listingOf(heart);
    const save = heart.value === 'true';
    heart.disabled = true;
    try {
      const response = await fetch('/api/favourites', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Accept-Language': document.documentElement.lang },
        body: JSON.stringify({ serviceId, saved: save }),
      });
      if (response.status === 401) {
        const back = String(new FormData(form).get('return'));
        const next = new URLSearchParams({ notice: 'sign-in-to-save', favourite: serviceId, next: back });
        window.location.assign(pagePath(`/signin?${next}`));
        return;
      }
      if (!response.ok) throw new Error(((await response.json()) as { message?: string }).message);
      for (const other of document.querySelectorAll<HTMLButtonElement>(`button[form="${form.id}"]`)) {
        if (listingOf(other) !== serviceId) continue;
        other.setAttribute('aria-pressed', String(save));
        other.value = String(!save);
      }
      showToast(save ? FAVOURITE_MESSAGES.saved : FAVOURITE_MESSAGES.removed);
    } catch (error) {
      showToast((error as Error).message || SOMETHING_WENT_WRONG, 'error');
    } finally {
      heart.disabled = false;
    }
  });
}
