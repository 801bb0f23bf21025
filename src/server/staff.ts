/**
 * The admin pages' guard: never cached, never indexed; 401 for a visitor, 403 for an
 * account without one of `roles`. The page renders its message instead of its content then.
 */
import type { AstroGlobal } from 'astro';
import { translator } from '#shared/i18n/translate';
import type { User } from '#functions/accounts/public';
import { MODERATION_MESSAGES, type StaffRole } from '#shared/moderation';
import type { Translate } from '#shared/i18n/translate';
import { en, type MessageKey } from '#shared/i18n/en';
import type { Locale } from '#shared/i18n/locales';
import { formatMoment } from '#shared/i18n/format';
import { noticeOf } from '#shared/form-notice';

export const STAFF: readonly StaffRole[] = ['admin', 'moderator'];
export const ADMINS: readonly StaffRole[] = ['admin'];

export function staffOnly(Astro: AstroGlobal, roles: readonly StaffRole[]): { staff: User } | { refusal: string } {
  Astro.response.headers.set('Cache-Control', 'private, no-store');
  Astro.response.headers.set('X-Robots-Tag', 'noindex, nofollow');
  const account = Astro.locals.account;
  if (!account) {
    Astro.response.status = 401;
    return { refusal: translator(Astro.locals.locale).say(MODERATION_MESSAGES.signIn) };
  }
  if (!account.role || !roles.includes(account.role)) {
    Astro.response.status = 403;
    return { refusal: translator(Astro.locals.locale).say(MODERATION_MESSAGES.forbidden) };
  }
  return { staff: account };
}

/** Whether `value` names a notice a redirect back from an admin action may show (`?notice=…`):
 * exactly those with a catalogue text `admin.notice.{value}`. */
const isNotice = (value: string | null): value is string => value !== null && `admin.notice.${value}` in en;

/** The notice in the page's language: what was done, or why an action failed (any of our messages). */
export function adminNotice(url: URL, t: Translate): { text: string; error: boolean } | null {
  const { notice, problem } = noticeOf(url, (key) => Object.hasOwn(en, key), 'admin.failed');
  if (problem) return { text: t.say(problem), error: true };
  return isNotice(notice) ? { text: t(`admin.notice.${notice}` as MessageKey), error: false } : null;
}

/** A moment in Nairobi time, as the page's language writes it (formatMoment): '24 Nov 2026, 09:30'. */
export const formatWhen = (value: Date | number | null | undefined, locale: Locale) =>
  value ? formatMoment(locale, value) : '';
