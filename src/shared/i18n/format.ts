/**
 * Numbers, prices, days and times per language (decision 020). No catalogue here: islands import
 * this without carrying the page texts.
 */
import type { Locale } from './locales';
import * as shared from '../format';
import { TIME_ZONE, formatDateKey, nairobiWallClock, slotLabel, slotMinutes } from '../booking-time';

/** '1,500', 'Ksh 1,500', 'Ksh 1,300 - 4,300' (decision 020): the shared formats, language first. */
export const formatNumber = (locale: Locale, value: number) => shared.formatNumber(value, locale);
export const formatKsh = (locale: Locale, amount: number) => shared.formatKsh(amount, locale);
export const formatPriceRange = (locale: Locale, min: number | null | undefined, max: number | null | undefined) =>
  shared.formatPriceRange(min, max, locale);

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
  return locale === 'sw' ? swahiliTime(minutes) : slotLabel(minutes);
}

/** The Nairobi time of an instant, in words ('2:30 PM', 'saa 8 na nusu mchana'). */
export function formatClock(locale: Locale, epochMs: number): string {
  const { hour, minute } = nairobiWallClock(epochMs);
  return formatTime(locale, (hour % 24) * 60 + minute);
}

/**
 * A time label as the wire carries it ('9:00 AM', or '10:45 AM' for a later part of a visit) in
 * this language; anything else as it is.
 */
export function formatSlot(locale: Locale, label: string): string {
  const minutes = slotMinutes(label) ?? clockMinutes(label);
  return minutes === null ? label : formatTime(locale, minutes);
}

/** The minutes after midnight of any 'h:mm AM' label, on the grid or not; null for anything else. */
function clockMinutes(label: string): number | null {
  const found = /^(1[0-2]|[1-9]):([0-5]\d) (AM|PM)$/.exec(label.trim());
  if (!found) return null;
  return ((Number(found[1]) % 12) + (found[3] === 'PM' ? 12 : 0)) * 60 + Number(found[2]);
}

/** 'Monday' / 'Jumatatu' for a weekday (0 is Sunday, as Date counts). */
export const formatWeekday = (locale: Locale, weekday: number): string =>
  new Intl.DateTimeFormat(locale === 'sw' ? 'sw-KE' : 'en-GB', { weekday: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2026, 10, 22 + weekday), // 22 November 2026 was a Sunday
  );

/** 'Mon' / 'Jumatatu' for a weekday (0 is Sunday): a chart's labels. */
export const formatWeekdayBrief = (locale: Locale, weekday: number): string =>
  new Intl.DateTimeFormat(locale === 'sw' ? 'sw-KE' : 'en-GB', { weekday: 'short', timeZone: 'UTC' }).format(
    Date.UTC(2026, 10, 22 + weekday),
  );

/** 'November 2026' / 'Novemba 2026' for a 'YYYY-MM-DD' day. */
export const formatMonth = (locale: Locale, key: string): string =>
  new Intl.DateTimeFormat(locale === 'sw' ? 'sw-KE' : 'en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${key.slice(0, 10)}T12:00:00Z`));

/** '23 Nov' / '23 Nov' for a 'YYYY-MM-DD' day: a chart's axis and rows. */
export const formatDayShort = (locale: Locale, key: string): string =>
  new Intl.DateTimeFormat(locale === 'sw' ? 'sw-KE' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${key.slice(0, 10)}T12:00:00Z`));

/** 'Mon 23' / 'Jtt 23' for a 'YYYY-MM-DD' day: a week's column. */
export const formatWeekdayShort = (locale: Locale, key: string): string =>
  new Intl.DateTimeFormat(locale === 'sw' ? 'sw-KE' : 'en-GB', {
    weekday: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${key.slice(0, 10)}T12:00:00Z`));

/** 'Saturday, 28 November 2026' / 'Jumamosi, 28 Novemba 2026' for a 'YYYY-MM-DD' day. */
export const formatDay = (locale: Locale, key: string): string =>
  formatDateKey(key, locale === 'sw' ? 'sw-KE' : 'en-GB');

/**
 * A moment in Nairobi time, as the page's language writes it: '24 Nov 2026, 09:30' in English,
 * '24 Nov 2026, saa 3:30 asubuhi' in Kiswahili (Swahili time, never a 24-hour clock).
 * `year: false` leaves the year out ('24 Nov, …'), for a booking's history.
 */
export function formatMoment(locale: Locale, value: Date | number, { year = true } = {}): string {
  const at = new Date(value);
  if (locale !== 'sw') {
    return at.toLocaleString('en-GB', {
      day: 'numeric',
      month: 'short',
      ...(year ? { year: 'numeric' } : {}),
      hour: '2-digit',
      minute: '2-digit',
      timeZone: TIME_ZONE,
    });
  }
  const day = at.toLocaleDateString('sw-KE', {
    day: 'numeric',
    month: 'short',
    ...(year ? { year: 'numeric' } : {}),
    timeZone: TIME_ZONE,
  });
  const clock = nairobiWallClock(at.getTime());
  return `${day}, ${swahiliTime(clock.hour * 60 + clock.minute)}`;
}

/**
 * A week's hours in a line, Monday first, days alike run together: 'Mon–Fri 9:00 AM – 6:00 PM ·
 * Sat 10:00 AM – 4:00 PM · Sun off'. `days` is by weekday, 0 being Sunday; null is a day off.
 */
export function formatWeekHours(
  locale: Locale,
  days: ReadonlyArray<{ opens: number; closes: number } | null>,
  off: string,
): string {
  const hoursOf = (day: number) => {
    const hours = days[day];
    return hours ? `${formatTime(locale, hours.opens)} – ${formatTime(locale, hours.closes)}` : off;
  };
  const runs: Array<{ first: number; last: number; hours: string }> = [];
  for (const day of [1, 2, 3, 4, 5, 6, 0]) {
    const run = runs.at(-1);
    if (run && run.hours === hoursOf(day)) run.last = day;
    else runs.push({ first: day, last: day, hours: hoursOf(day) });
  }
  return runs
    .map(({ first, last, hours }) => {
      const name = formatWeekdayBrief(locale, first);
      return `${first === last ? name : `${name}–${formatWeekdayBrief(locale, last)}`} ${hours}`;
    })
    .join(' · ');
}
