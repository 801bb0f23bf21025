import { showToast, toastOnNextPage } from './toast';

/**
 * The light forms' few lines of JavaScript: the same post as without it, sent with
 * `Accept: application/json`, so errors appear under their fields and success moves on without a
 * reload. A field is checked in the browser when the visitor leaves it after a change, with the
 * schema the server runs (form-checks.ts, loaded then); typing in a field clears its error. The
 * server is asked once, on submit.
 */
type Answer = {
  errors?: Record<string, string>;
  message?: string;
  notice?: string;
  location?: string;
  /** Shown by the next page (the server redirects with it). */
  toast?: string;
};

const post = (form: HTMLFormElement) =>
  fetch(form.action || location.href, {
    method: 'POST',
    body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>),
    headers: { Accept: 'application/json' },
  }).then((response) => response.json() as Promise<Answer>);

function showError(form: HTMLFormElement, name: string, error: string | undefined) {
  const input = form.elements.namedItem(name) as HTMLInputElement | null;
  const line = form.querySelector<HTMLElement>(`#field-${name}-error`);
  if (!input || !line) return;
  line.textContent = error ?? '';
  line.hidden = !error;
  if (error) input.setAttribute('aria-invalid', 'true');
  else input.removeAttribute('aria-invalid');
}

function showAnswer(form: HTMLFormElement, answer: Answer) {
  const errors = answer.errors ?? {};
  for (const line of form.querySelectorAll<HTMLElement>('.field-error')) {
    showError(form, line.id.replace(/^field-|-error$/g, ''), errors[line.id.replace(/^field-|-error$/g, '')]);
  }
  const message = form.querySelector<HTMLElement>('[data-form-message]');
  if (message) {
    message.querySelector('[data-text]')!.textContent = answer.message ?? '';
    message.hidden = !answer.message;
  }
  const first = Object.keys(errors)[0];
  if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
  if (!answer.notice) return;
  form.reset();
  if (form.dataset.notice === 'toast') return showToast(answer.notice);
  const notice = document.createElement('p');
  notice.className = 'notice';
  notice.setAttribute('role', 'status');
  notice.textContent = answer.notice;
  form.replaceWith(notice);
}

export function enhanceLightForms() {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-light-form]')) {
    const changed = new Set<string>();
    form.addEventListener('input', (event) => {
      const name = (event.target as HTMLInputElement).name;
      changed.add(name);
      showError(form, name, undefined);
    });
    form.addEventListener('focusout', async (event) => {
      const name = (event.target as HTMLInputElement).name;
      const check = form.dataset.check;
      if (!check || !changed.delete(name) || !(event.target as HTMLInputElement).value) return;
      const problem = await import('./form-checks')
        .then(({ fieldProblem }) => fieldProblem(check, form, name))
        .catch(() => undefined);
      showError(form, name, problem);
    });
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      const button = form.querySelector<HTMLButtonElement>('button[type=submit]');
      if (!button || button.disabled) return;
      const label = button.textContent;
      button.disabled = true;
      button.textContent = button.dataset.busy ?? label;
      try {
        const answer = await post(form);
        if (answer.location) {
          if (answer.toast) toastOnNextPage(answer.toast);
          return location.assign(answer.location);
        }
        showAnswer(form, answer);
      } catch {
        showAnswer(form, { message: form.dataset.failure });
      }
      button.disabled = false;
      button.textContent = label;
    });
  }
}
