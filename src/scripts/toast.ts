import { FAVOURITE_MESSAGES } from '#shared/favourites';
import { REVIEW_NOTICES } from '#shared/review-messages';
import { SCRIPT_NOTICES } from '#shared/script-texts';
import { fill, type Params } from '#shared/i18n/fill';
import { unkeyed } from '#shared/i18n/issue';
import { own } from '#shared/own';
import { TOAST_COOKIE, toastIn } from '#shared/toast-cookie';

/**
 * Toasts without a framework, so every page can show them for a few hundred bytes.
 * A toast meant for the next page (after a redirect) waits in sessionStorage.
 */
export type ToastKind = 'success' | 'error';
const PENDING_KEY = 'mabinti:toast';
const VISIBLE_MS = 6000;

const timers = new WeakMap<HTMLElement, number>();
let pageWords: Words | null | undefined;
/** Catalogue keys and their texts in the page's language (its `#page-words`, decision 020). */
export type Words = Record<string, string>;

/**
 * A message in the page's language: a key (or a schema's `keyed` message) is looked up in the
 * words the page carries (`#page-words`); anything else, such as a text the API already said in
 * this language, reads as written. An island rendered on the server too gets its words as a prop
 * (`words`), since there is no page to read yet.
 */
export function say(text: string, params?: Params, words?: Words | null): string {
  if (words === undefined && pageWords === undefined) {
    try {
      pageWords = JSON.parse(document.getElementById('page-words')?.textContent ?? 'null') as Words | null;
    } catch {
      pageWords = null;
    }
  }
  const { key, params: carried } = unkeyed(text);
  const table = words === undefined ? pageWords : words;
  const found = table ? own(table, key) : undefined;
  return found === undefined ? text : fill(found, { ...carried, ...params });
}

export function showToast(english: string, kind: ToastKind = 'success'): void {
  const message = say(english);
  const region = document.getElementById(kind === 'error' ? 'toasts-alert' : 'toasts-status');
  if (!region) return;
  const shown = [...region.children].find((child) => child.textContent === message) as HTMLElement | undefined;
  if (shown) {
    window.clearTimeout(timers.get(shown));
    timers.set(
      shown,
      window.setTimeout(() => shown.remove(), VISIBLE_MS),
    );
    return;
  }
  const item = document.createElement('p');
  item.className = `toast toast-${kind}`;
  item.textContent = message;
  region.append(item);
  timers.set(
    item,
    window.setTimeout(() => item.remove(), VISIBLE_MS),
  );
}

export function toastOnNextPage(message: string, kind: ToastKind = 'success'): void {
  sessionStorage.setItem(PENDING_KEY, JSON.stringify({ message, kind }));
}

export function showPendingToast(): void {
  const left = toastIn(document.cookie);
  if (left) {
    document.cookie = `${TOAST_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
    showToast(left);
  }
  const pending = sessionStorage.getItem(PENDING_KEY);
  if (!pending) return;
  sessionStorage.removeItem(PENDING_KEY);
  try {
    const { message, kind } = JSON.parse(pending) as { message: string; kind: ToastKind };
    showToast(message, kind);
  } catch {
    // A malformed entry is simply dropped.
  }
}

/**
 * Messages a server redirect asks the next page to show (`?notice=key`): only these keys, so a
 * link cannot make the site say anything else.
 */
const NOTICES: Record<string, [string, ToastKind]> = {
  'sign-in-to-post': [SCRIPT_NOTICES.signInToPost, 'error'],
  'sellers-only': [SCRIPT_NOTICES.sellersOnly, 'error'],
  'invalid-user': [SCRIPT_NOTICES.invalidUser, 'error'],
  'sign-in-to-save': [FAVOURITE_MESSAGES.signIn, 'error'],
  'review-reported': [REVIEW_NOTICES.reported, 'success'],
  'review-saved': [REVIEW_NOTICES.saved, 'success'],
  'reply-saved': [REVIEW_NOTICES.replied, 'success'],
  'settings-saved': [SCRIPT_NOTICES.settingsSaved, 'success'],
};

export function showNoticeFromUrl(): void {
  const url = new URL(window.location.href);
  const notice = own(NOTICES, url.searchParams.get('notice') ?? '');
  if (!notice) return;
  showToast(...notice);
  url.searchParams.delete('notice');
  history.replaceState(null, '', `${url.pathname}${url.search}${url.hash}`);
}
