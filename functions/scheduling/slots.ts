import { DAY_CLOSES, DAY_OPENS, GRID_STARTS, addDays, nairobiDateKey, slotLabel } from '#shared/booking-time';
import { nairobiInstant, nairobiIso, weekdayOf } from './clock';
import type { WorkingWeek } from '#shared/bookings';
import {
  DEFAULT_BOOKING_SETTINGS,
  DEFAULT_DURATION_MINUTES,
  overlapping,
  type BookingSettings,
  type Busy,
} from '#shared/booking-settings';
import { DEPOSIT_REFUND_CUTOFF_HOURS, depositRuleOf } from '#shared/deposits';

/** What of a listing its rules depend on besides its seller's: whether it asks a deposit. */
export type RuledListing = { depositType: string | null; depositValue: number | null };

/**
 * A listing's booking settings: its seller's, with a deposit's refund cut-off as the least notice,
 * so no deposit is paid for a time it could no longer come back from (decision 041).
 */
export function listingSettings(settings: BookingSettings, listing: RuledListing | null): BookingSettings {
  const least = listing && depositRuleOf(listing) ? DEPOSIT_REFUND_CUTOFF_HOURS * 60 : 0;
  return least > settings.noticeMinutes ? { ...settings, noticeMinutes: least } : settings;
}

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
  /** The seller's holding bookings around that day, on any of their listings. */
  busy: readonly Busy[];
  settings?: BookingSettings;
  /** How long the service chosen takes. */
  durationMinutes?: number;
}

/** The hours open on a date's weekday: the seller's, or the whole grid when they set none. */
export function hoursOn(date: string, week: WorkingWeek | null): { opens: number; closes: number } | null {
  if (!week) return { opens: DAY_OPENS, closes: DAY_CLOSES };
  return week[weekdayOf(date)] ?? null;
}

/** Whether a date may be booked at all as of `now`: today in Nairobi up to the seller's horizon. */
export function isBookableDate(date: string, now: number, horizonDays = DEFAULT_BOOKING_SETTINGS.horizonDays): boolean {
  const today = nairobiDateKey(now);
  return date >= today && date <= addDays(today, horizonDays);
}

/**
 * The free slots of a Nairobi date for a service of `durationMinutes`: grid starts from which the
 * whole service fits inside the day's hours, on a day not blocked, with the seller's notice, and
 * where it and the buffer after it would overlap fewer than `capacity` of the seller's bookings.
 * Pure, so it can be tested in any time zone.
 */
export function freeSlots(date: string, availability: DayAvailability, now: number): Slot[] {
  const settings = availability.settings ?? DEFAULT_BOOKING_SETTINGS;
  const duration = availability.durationMinutes ?? DEFAULT_DURATION_MINUTES;
  if (availability.blocked || !isBookableDate(date, now, settings.horizonDays)) return [];
  const hours = hoursOn(date, availability.week);
  if (!hours) return [];
  const earliest = now + settings.noticeMinutes * 60_000;
  return GRID_STARTS.filter((minutes) => minutes >= hours.opens && minutes + duration <= hours.closes)
    .map((minutes) => ({ minutes, startsAt: nairobiInstant(date, minutes) }))
    .filter(({ startsAt }) => startsAt > now && startsAt >= earliest)
    .filter(({ startsAt }) => {
      const blocksUntil = startsAt + (duration + settings.bufferMinutes) * 60_000;
      return overlapping(availability.busy, startsAt, blocksUntil) < settings.capacity;
    })
    .map(({ minutes, startsAt }) => ({ time: slotLabel(minutes), start: nairobiIso(startsAt) }));
}
