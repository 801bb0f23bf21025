import type { Context } from 'hono';
import type { MessageKey } from '#shared/i18n/en';
import { negotiateLocale, type Locale } from '#shared/i18n/locales';
import { formatMessage, isMessageKey, type MessageParams } from '#shared/i18n/translate';

/** The language a caller asked for (Accept-Language): English, the spec's words, unless it asks for ours. */
export const callerLocale = (c: Context): Locale => negotiateLocale(c.req.header('Accept-Language')) ?? 'en';

/**
 * A message as the API answers it (decision 020): its catalogue key as `code`, the values that
 * went into it as `params`, and `message`, its text in the caller's language.
 */
export function said(c: Context, key: MessageKey, params?: MessageParams) {
  c.header('Vary', 'Accept-Language', { append: true });
  return { code: key, message: formatMessage(callerLocale(c), key, params), ...(params ? { params } : {}) };
}

/**
 * An answer whose `message` is a service's notice (a catalogue key, or a key with values): its
 * text in the caller's language, and the key as `code`, as `said` gives a refusal.
 */
export function saying<T extends { message?: unknown }>(c: Context, answer: T) {
  const notice = answer.message as string | { key: MessageKey; params?: MessageParams } | undefined;
  if (typeof notice === 'string') return isMessageKey(notice) ? { ...answer, ...said(c, notice) } : answer;
  return notice ? { ...answer, ...said(c, notice.key, notice.params) } : answer;
}
