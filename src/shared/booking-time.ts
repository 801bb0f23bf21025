/**
 * Appointment times as both sides draw them. Every booking happens in Kenya, so a slot is a
 * wall-clock time in Africa/Nairobi whatever the browser's or the server's time zone; a date is a
 * 'YYYY-MM-DD' key read in that zone. Conversions go through Intl with the zone named, never the
 * process's zone. Turning a Nairobi day and time into an instant is the server's
 * (functions/scheduling/clock.ts).
 */
export const TIME_ZONE = 'Africa/Nairobi';
export const SLOT_MINUTES = 30;

/** The spec's grid: every 30 minutes from 7:00 AM to 10:30 PM, in three parts of the day. */
export const DAY_PARTS = [
  { id: 'morning', label: 'Morning', from: 7 * 60, to: 12 * 60 },
  { id: 'afternoon', label: 'Afternoon', from: 12 * 60, to: 16 * 60 },
  { id: 'evening', label: 'Evening', from: 16 * 60, to: 23 * 60 },
] as const;

export const DAY_OPENS = DAY_PARTS[0].from;
export const DAY_CLOSES = DAY_PARTS[2].to;

/** Minutes after midnight of every slot start on the grid (32 of them). */
export const GRID_STARTS: readonly number[] = Array.from(
  { length: (DAY_CLOSES - DAY_OPENS) / SLOT_MINUTES },
  (_, i) => DAY_OPENS + i * SLOT_MINUTES,
);

/** '9:00 AM' for 540: the spec's slot label. */
export function slotLabel(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes % 60).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** The grid minute a label names, or null when it names no slot on the grid. */
export function slotMinutes(label: string): number | null {
  const minutes = GRID_STARTS.find((start) => slotLabel(start) === label.trim());
  return minutes ?? null;
}

export function dayPartOf(minutes: number) {
  return DAY_PARTS.find((part) => minutes >= part.from && minutes < part.to);
}

const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written 'YYYY-MM-DD'. */
export function isDateKey(value: string): boolean {
  const match = DATE_KEY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A date key's year, month and day. */
export function parseKey(key: string): [number, number, number] {
  const [year, month, day] = key.split('-').map(Number) as [number, number, number];
  return [year, month, day];
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const keyOfUtcDate = (date: Date) =>
  `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/** The key `days` after `key` (calendar arithmetic, no zone involved). */
export function addDays(key: string, days: number): string {
  const [year, month, day] = parseKey(key);
  return keyOfUtcDate(new Date(Date.UTC(year, month - 1, day + days)));
}

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Wall-clock fields in Nairobi at an instant. */
export function nairobiWallClock(epochMs: number) {
  const fields: Record<string, number> = {};
  for (const part of partsFormat.formatToParts(new Date(epochMs))) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  return fields as { year: number; month: number; day: number; hour: number; minute: number; second: number };
}

/** The Nairobi calendar date of an instant. */
export function nairobiDateKey(epochMs: number): string {
  const c = nairobiWallClock(epochMs);
  return `${pad(c.year, 4)}-${pad(c.month)}-${pad(c.day)}`;
}

/**
 * 'Monday, 23 November 2026' for a date key: dialogs, emails and lists use this wording;
 * `tag` 'sw-KE' gives 'Jumatatu, 23 Novemba 2026' (decision 020).
 */
export function formatDateKey(key: string, tag = 'en-GB'): string {
  const [year, month, day] = parseKey(key);
  return new Intl.DateTimeFormat(tag, {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** The "Open on" choices of a list page: today, tomorrow, then the next five days ('Thu 26 Nov'). */
export function nextDays(now: number, count = 7, locale: 'en' | 'sw' = 'en'): Array<{ value: string; label: string }> {
  const today = nairobiDateKey(now);
  return Array.from({ length: count }, (_, index) => {
    const key = addDays(today, index);
    const [year, month, day] = parseKey(key);
    const label = new Intl.DateTimeFormat(locale === 'sw' ? 'sw-KE' : 'en-GB', {
      timeZone: 'UTC',
      weekday: 'short',
      day: 'numeric',
      month: 'short',
    }).format(Date.UTC(year, month - 1, day));
    return { value: key, label: index === 0 ? 'Today' : index === 1 ? 'Tomorrow' : label };
  });
}
