import { GRID_STARTS, addDays, nairobiDateKey, slotLabel } from '#shared/booking-time';
import { nairobiInstant, nairobiIso, weekdayOf } from './clock';
import type { WorkingWeek } from '#shared/bookings';
import { ORDINARY_WEEK } from '#shared/booking-settings';
import {
  DEFAULT_BOOKING_SETTINGS,
  DEFAULT_DURATION_MINUTES,
  overlapping,
  type BookingSettings,
  type Busy,
} from '#shared/booking-settings';
import { DEPOSIT_REFUND_CUTOFF_HOURS, depositRuleOf } from '#shared/deposits';

/**
 * What of a listing its rules depend on besides its seller's: whether it asks a deposit, and its
 * own booking rules where it has them (null follows the seller's settings).
 */
export type RuledListing = {
  depositType: string | null;
  depositValue: number | null;
  noticeMinutes?: number | null;
  bufferBeforeMinutes?: number | null;
  bufferAfterMinutes?: number | null;
  horizonDays?: number | null;
  /**
   * Visits at the client's place (decision 043): whether the listing offers them ('only' is every
   * visit), the time kept to get there, and whether the visit weighed is at the client's place.
   */
  homeVisits?: string | null;
  travelMinutes?: number | null;
  atHome?: boolean;
};

/**
 * A listing's booking settings (decision 042): its own rules over its seller's, the travel time
 * before a visit at the client's place (decision 043), with a deposit's refund cut-off as the least notice, so no deposit is paid for a time it could no longer come
 * back from (decision 041).
 */
export function listingSettings(settings: BookingSettings, listing: RuledListing | null): BookingSettings {
  if (!listing) return settings;
  const notice = listing.noticeMinutes ?? settings.noticeMinutes;
  const least = depositRuleOf(listing) ? DEPOSIT_REFUND_CUTOFF_HOURS * 60 : 0;
  return {
    capacity: settings.capacity,
    noticeMinutes: Math.max(notice, least),
    bufferBeforeMinutes: (listing.bufferBeforeMinutes ?? settings.bufferBeforeMinutes) + travelOf(listing),
    bufferMinutes: listing.bufferAfterMinutes ?? settings.bufferMinutes,
    horizonDays: listing.horizonDays ?? settings.horizonDays,
  };
}

/** The travel time a visit keeps before it: at the client's place, asked of a listing that comes there. */
const travelOf = (listing: RuledListing) =>
  listing.homeVisits === 'only' || (listing.atHome && listing.homeVisits === 'also') ? (listing.travelMinutes ?? 0) : 0;

export interface Slot {
  /** The spec's label, '9:00 AM'. */
  time: string;
  /** ISO timestamp with Nairobi's offset. */
  start: string;
}

export interface DayAvailability {
  /** The seller's week; null (no hours set) means the ordinary week (decision 042). */
  week: WorkingWeek | null;
  blocked: boolean;
  /** The seller's holding bookings around that day, on any of their listings. */
  busy: readonly Busy[];
  settings?: BookingSettings;
  /** How long the service chosen takes. */
  durationMinutes?: number;
}

/** The hours open on a date's weekday: the seller's, or the ordinary week's when they set none. */
export function hoursOn(date: string, week: WorkingWeek | null): { opens: number; closes: number } | null {
  return (week ?? ORDINARY_WEEK)[weekdayOf(date)] ?? null;
}

/** Whether a date may be booked at all as of `now`: today in Nairobi up to the seller's horizon. */
export function isBookableDate(date: string, now: number, horizonDays = DEFAULT_BOOKING_SETTINGS.horizonDays): boolean {
  const today = nairobiDateKey(now);
  return date >= today && date <= addDays(today, horizonDays);
}

/** The time a booking from `startsAt` holds: its buffers before and after around it. */
export const holdOf = (startsAt: number, durationMinutes: number, settings: BookingSettings): Busy => ({
  blocksFrom: startsAt - settings.bufferBeforeMinutes * 60_000,
  blocksUntil: startsAt + (durationMinutes + settings.bufferMinutes) * 60_000,
});

/**
 * The free slots of a Nairobi date for a service of `durationMinutes`: grid starts from which the
 * whole service fits inside the day's hours, on a day not blocked, with the notice asked, and
 * where its hold (with the buffers around it) would overlap fewer than `capacity` of the holds of
 * the seller's bookings.
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
      const hold = holdOf(startsAt, duration, settings);
      return overlapping(availability.busy, hold.blocksFrom, hold.blocksUntil) < settings.capacity;
    })
    .map(({ minutes, startsAt }) => ({ time: slotLabel(minutes), start: nairobiIso(startsAt) }));
}
