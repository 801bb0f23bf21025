import {
  DAY_CLOSES,
  DAY_OPENS,
  GRID_STARTS,
  SLOT_MINUTES,
  addDays,
  nairobiDateKey,
  nairobiInstant,
  nairobiIso,
  slotLabel,
  weekdayOf,
} from '#shared/booking-time';
import { BOOKING_HORIZON_DAYS, type WorkingWeek } from '#shared/bookings';

export interface Slot {
  /** The spec's label, '9:00 AM'. */
  time: string;
  /** ISO timestamp with Nairobi's offset. */
  start: string;
}

export interface DayAvailability {
  /** The seller's week; null (no hours set) means the spec's full grid every day. */
  week: WorkingWeek | null;
  blocked: boolean;
  /** Starts (UTC ms) already held by a booking. */
  taken: ReadonlySet<number>;
}

/** The hours open on a date's weekday: the seller's, or the whole grid when they set none. */
export function hoursOn(date: string, week: WorkingWeek | null): { opens: number; closes: number } | null {
  if (!week) return { opens: DAY_OPENS, closes: DAY_CLOSES };
  return week[weekdayOf(date)] ?? null;
}

/** Whether a date may be booked at all as of `now`: today in Nairobi up to the horizon. */
export function isBookableDate(date: string, now: number): boolean {
  const today = nairobiDateKey(now);
  return date >= today && date <= addDays(today, BOOKING_HORIZON_DAYS);
}

/**
 * The free slots of a Nairobi date: grid starts inside the day's hours, not blocked, not yet
 * begun at `now` and not held by another booking. Pure, so it can be tested in any time zone.
 */
export function freeSlots(date: string, availability: DayAvailability, now: number): Slot[] {
  if (availability.blocked || !isBookableDate(date, now)) return [];
  const hours = hoursOn(date, availability.week);
  if (!hours) return [];
  return GRID_STARTS.filter((minutes) => minutes >= hours.opens && minutes + SLOT_MINUTES <= hours.closes)
    .map((minutes) => ({ minutes, startsAt: nairobiInstant(date, minutes) }))
    .filter(({ startsAt }) => startsAt > now && !availability.taken.has(startsAt))
    .map(({ minutes, startsAt }) => ({ time: slotLabel(minutes), start: nairobiIso(startsAt) }));
}
