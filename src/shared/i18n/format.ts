/**
 * Numbers, prices, days and times per language (decision 020). No catalogue here: islands import
 * this without carrying the page texts.
 */
import { LOCALE_TAGS, type Locale } from './locales';

/** '1,500' in both languages (Kenyan usage: comma thousands, point decimals). */
export const formatNumber = (locale: Locale, value: number) => value.toLocaleString(LOCALE_TAGS[locale]);

/** 'Ksh 1,500': one spelling of the currency in both languages (decision 020). */
export const formatKsh = (locale: Locale, amount: number) => `Ksh ${formatNumber(locale, amount)}`;

/** 'Ksh 1,300 - 4,300', 0 standing in for a missing value (spec: service card). */
export const formatPriceRange = (locale: Locale, min: number | null | undefined, max: number | null | undefined) =>
  `Ksh ${formatNumber(locale, min ?? 0)} - ${formatNumber(locale, max ?? 0)}`;

/**
 * Swahili time, as people say it (decision 020): the day's hours count from 7 a.m., so 9:00 is
 * "saa 3:00 asubuhi" and 19:30 "saa 1:30 usiku", with the part of the day that makes it plain.
 */
export function swahiliTime(minutes: number): string {
  const hour = Math.floor(minutes / 60) % 24;
  const counted = (hour + 6) % 12 || 12;
  const part =
    hour < 4
      ? 'usiku'
      : hour < 6
        ? 'alfajiri'
        : hour < 12
          ? 'asubuhi'
          : hour < 16
            ? 'mchana'
            : hour < 19
              ? 'jioni'
              : 'usiku';
  return `saa ${counted}:${String(minutes % 60).padStart(2, '0')} ${part}`;
}

/** '9:00 AM' in English (the spec's), 'saa 3:00 asubuhi' in Kiswahili, for minutes after midnight. */
export function formatTime(locale: Locale, minutes: number): string {
  if (locale === 'sw') return swahiliTime(minutes);
  const hours = Math.floor(minutes / 60);
  return `${hours % 12 || 12}:${String(minutes % 60).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** 'Saturday, 28 November 2026' / 'Jumamosi, 28 Novemba 2026' for a 'YYYY-MM-DD' day. */
export function formatDay(locale: Locale, key: string): string {
  const [year = 1970, month = 1, day = 1] = key.split('-').map(Number);
  return new Intl.DateTimeFormat(locale === 'sw' ? 'sw-KE' : 'en-GB', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}
