/**
 * Which language a page request is in and which one its visitor wants (decision 020):
 * the path says what a page is in ('/sw/...' is Kiswahili); the `lang` cookie remembers a choice;
 * a first visit with no choice follows Accept-Language, never for a crawler, and the redirect it
 * makes sets the cookie, so it happens once and can never loop.
 */
import { readCookie } from '#shared/session-cookies';
import { LOCALE_COOKIE, isLocale, negotiateLocale, type Locale } from '#shared/i18n/locales';

const CRAWLER = /bot|crawl|spider|slurp|facebookexternalhit|whatsapp|telegram|preview/i;

/** The visitor's chosen language: the cookie's, else (first visit) the browser's; null for crawlers. */
export function wantedLocale(request: Request): { locale: Locale; chosen: boolean } | null {
  const cookie = readCookie(request.headers.get('Cookie'), LOCALE_COOKIE);
  if (isLocale(cookie)) return { locale: cookie, chosen: true };
  if (CRAWLER.test(request.headers.get('User-Agent') ?? '')) return null;
  const negotiated = negotiateLocale(request.headers.get('Accept-Language'));
  return negotiated ? { locale: negotiated, chosen: false } : null;
}
