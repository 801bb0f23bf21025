import type { Locale } from './i18n/locales';

/** '1,500' in both languages (Kenyan usage: comma thousands, point decimals). */
export const formatNumber = (value: number, locale: Locale = 'en') =>
  value.toLocaleString(locale === 'sw' ? 'sw-KE' : 'en-KE');

/** 'Ksh 1,300 - 4,300' (spec: service card), one price where the two are equal ('Ksh 800'), 0 for a missing value. */
export const formatPriceRange = (
  minPrice: number | null | undefined,
  maxPrice: number | null | undefined,
  locale: Locale = 'en',
): string =>
  (minPrice ?? 0) === (maxPrice ?? 0)
    ? `Ksh ${formatNumber(minPrice ?? 0, locale)}`
    : `Ksh ${formatNumber(minPrice ?? 0, locale)} - ${formatNumber(maxPrice ?? 0, locale)}`;

/** '45 min', '2 h', '1 h 30 min' ('dakika 45', 'saa 2', 'saa 1 na dakika 30'): how long a service takes. */
export function formatDuration(minutes: number, locale: Locale = 'en'): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const [h, m] = locale === 'sw' ? [`saa ${hours}`, `dakika ${rest}`] : [`${hours} h`, `${rest} min`];
  if (!hours) return m;
  return rest ? `${h}${locale === 'sw' ? ' na' : ''} ${m}` : h;
}

/** 'Ksh 1,500': one amount in whole shillings, with thousands separators. */
export const formatKsh = (amount: number, locale: Locale = 'en'): string => `Ksh ${formatNumber(amount, locale)}`;
