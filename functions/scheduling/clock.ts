/**
 * The domain's clock: a Nairobi day and time as an instant, and back as a timestamp with its
 * offset. Only the server turns wall-clock times into instants (what a booking holds, what a
 * reminder waits for); the browser draws days and times with src/shared/booking-time.ts.
 */
import { addDays, nairobiDateKey, nairobiWallClock, parseKey } from '#shared/booking-time';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 0 for Sunday to 6 for Saturday. */
export function weekdayOf(key: string): number {
  const [year, month, day] = parseKey(key);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/**
 * How far Nairobi's clock is ahead of UTC at an instant, in milliseconds. Reading the zone's
 * clock (Intl) costs microseconds and a day's slots ask it dozens of times per chair, so the
 * answer is kept per quarter hour: a zone's offset only ever changes on a quarter hour.
 */
const QUARTER_MS = 15 * 60_000;
const offsets = new Map<number, number>();
function zoneOffsetMs(epochMs: number): number {
  const quarter = Math.floor(epochMs / QUARTER_MS);
  const known = offsets.get(quarter);
  if (known !== undefined) return known;
  const at = quarter * QUARTER_MS;
  const c = nairobiWallClock(at);
  const offset = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second) - at;
  if (offsets.size >= 20_000) offsets.clear();
  offsets.set(quarter, offset);
  return offset;
}

/** The Monday of a day's calendar week. */
export const mondayOf = (key: string) => addDays(key, -((weekdayOf(key) + 6) % 7));

/**
 * The Monday (Nairobi) that starts a span of `weeks` calendar weeks ending with the one under way
 * at `now`, and its midnight's instant: the weeks insights and the admin's dashboard count in.
 */
export function weeksBack(now: number, weeks: number) {
  const first = addDays(mondayOf(nairobiDateKey(now)), -7 * (weeks - 1));
  return { first, from: nairobiInstant(first, 0) };
}

/** The instant of a Nairobi wall-clock time: `minutes` after midnight on `key`. */
export function nairobiInstant(key: string, minutes: number): number {
  const [year, month, day] = parseKey(key);
  const wall = Date.UTC(year, month - 1, day, 0, minutes);
  const first = wall - zoneOffsetMs(wall);
  // A second pass settles the rare case where the offset differs on either side of the guess.
  return wall - zoneOffsetMs(first);
}

/** '2026-11-23T09:00:00+03:00': an ISO timestamp carrying Nairobi's offset. */
export function nairobiIso(epochMs: number): string {
  const offsetMs = zoneOffsetMs(epochMs);
  const offsetMinutes = Math.round(offsetMs / 60_000);
  const wall = new Date(epochMs + offsetMs);
  const c = {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${pad(c.year, 4)}-${pad(c.month)}-${pad(c.day)}T${pad(c.hour)}:${pad(c.minute)}:${pad(c.second)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
