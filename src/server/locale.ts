/**
 * Which language a page request is in and which one its visitor wants (issue 20, decision 020):
 * the path says what a page is in ('/sw/...' is Kiswahili); the `lang` cookie remembers a choice;
 * a first visit with no choice follows Accept-Language, never for a crawler, and the redirect it
 * makes sets the cookie, so it happens once and can never loop.
 */
import { readCookie } from '#shared/session-cookies';
import { LOCALE_COOKIE, isLocale, localePath, negotiateLocale, type Locale } from '#shared/i18n/locales';

const CRAWLER = /bot|crawl|spider|slurp|facebookexternalhit|whatsapp|telegram|preview/i;

/** The visitor's chosen language: the cookie's, else (first visit) the browser's; null for crawlers. */
export function wantedLocale(request: Request): { locale: Locale; chosen: boolean } | null {
  const cookie = readCookie(request.headers.get('Cookie'), LOCALE_COOKIE);
  if (isLocale(cookie)) return { locale: cookie, chosen: true };
  if (CRAWLER.test(request.headers.get('User-Agent') ?? '')) return null;
  const negotiated = negotiateLocale(request.headers.get('Accept-Language'));
  return negotiated ? { locale: negotiated, chosen: false } : null;
}

/** Addresses that are not pages in a language: the API, built assets, media, feeds and files. */
const NOT_A_PAGE =
  /^\/(?:api\/|_astro\/|sw(?:\/|$)|language(?:\?|$)|media\/|rss\.xml|sitemap|robots\.txt|favicon|[^?#]*\.[a-z0-9]{2,5}(?:[?#]|$))/i;

/**
 * A Kiswahili page's own links, moved under /sw/ so the visitor stays in the language: every
 * `href` and `action` naming a page of this site by path, and the page a form returns to (its
 * hidden `return` or `back` field). Absolute addresses (canonical, hreflang, other sites) and the
 * API are left alone.
 */
export function localizeLinks(html: string, locale: Locale): string {
  return html.replace(
    /\b(href|action|name="(?:return|back)" value)="(\/[^"]*)"/g,
    (whole, attribute: string, path: string) =>
      NOT_A_PAGE.test(path) || path.startsWith('//') ? whole : `${attribute}="${localePath(locale, path)}"`,
  );
}
