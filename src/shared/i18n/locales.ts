/**
 * The product's languages (decision 020): English at today's addresses, Kiswahili under
 * /sw/ with the same paths after the prefix. One list, read by the middleware, the layout, the
 * sitemap and the API.
 */
export const LOCALES = ['en', 'sw'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The cookie that remembers a visitor's choice (a year, this site only). */
export const LOCALE_COOKIE = 'lang';

/** How each language names itself, for the switch; and the tags search engines and Intl read. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', sw: 'Kiswahili' };
export const LOCALE_TAGS: Record<Locale, string> = { en: 'en-KE', sw: 'sw-KE' };
export const OG_LOCALES: Record<Locale, string> = { en: 'en_KE', sw: 'sw_KE' };

/**
 * Words a Kiswahili page may show in English: names of brands and services, and each language's
 * own name on the switch (the one place the "no English on a Kiswahili page" test allows them).
 */
export const SAME_IN_EVERY_LANGUAGE = ['Mabinti', 'WhatsApp', 'M-Pesa', 'Facebook', 'Instagram', 'Twitter', 'English'];

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** The language a path is in, and the path without its prefix ('/sw/search' is Kiswahili '/search'). */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/(sw)(\/.*)?$/.exec(pathname);
  if (!match) return { locale: DEFAULT_LOCALE, path: pathname };
  return { locale: match[1] as Locale, path: match[2] ?? '/' };
}

/** The address of `path` (an English, unprefixed one) in `locale`. */
export function localePath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/**
 * The language an `Accept-Language` header prefers among ours, or null when it names neither:
 * the highest q-value wins, ties to the earlier entry ("sw-KE,sw;q=0.9,en;q=0.8" is Kiswahili).
 */
export function negotiateLocale(header: string | null | undefined): Locale | null {
  if (!header) return null;
  let best: { locale: Locale; q: number } | null = null;
  for (const part of header.split(',').slice(0, 20)) {
    const [range = '', ...params] = part.trim().toLowerCase().split(';');
    const base = range.split('-')[0];
    if (!isLocale(base)) continue;
    const q = Number(
      params
        .find((p) => p.trim().startsWith('q='))
        ?.trim()
        .slice(2) ?? 1,
    );
    if (Number.isFinite(q) && q > 0 && (!best || q > best.q)) best = { locale: base, q };
  }
  return best?.locale ?? null;
}
