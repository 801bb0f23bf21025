/**
 * The free time a listing offers, as the booking dialog, the phone channels and the write see it:
 * a day's slots and the days with any, for a one-person business from the seller's hours and
 * bookings, for a team from each member's (team-time.ts), for a class its sessions with a seat
 * left (classes.ts). A listing here is its id and seller; the
 * caller has found it public and named the option's length.
 */
import { DAY_CLOSES, DAY_OPENS, addDays, nairobiDateKey } from '#shared/booking-time';
import { BOOKING_HORIZON_DAYS } from '#shared/booking-messages';
import { nairobiInstant } from './clock';
import { DEFAULT_BOOKING_SETTINGS, DEFAULT_DURATION_MINUTES } from '#shared/booking-settings';
import type { Database } from '#functions/db/client';
import { ttlCache } from '#functions/platform/ttl-cache';
import * as hours from './hours-repository';
import { busyOf } from './holds-repository';
import { classTimesOf } from './classes-repository';
import { classOpenDays, classSlotsOn } from './classes';
import { freeSlots, listingSettings, type DayAvailability, type RuledListing, type Slot } from './slots';
import { memberChoiceOf, memberDays, openDates, teamFor, unionOfSlots } from './team-time';

export type Bookable = { id: number; sellerId: string } & RuledListing;

/** A general enquiry to the platform: the spec's whole grid every day, no notice, 90 days ahead. */
const ENQUIRY_DAY: DayAvailability = {
  week: Array.from({ length: 7 }, () => ({ opens: DAY_OPENS, closes: DAY_CLOSES })),
  blocked: false,
  busy: [],
  settings: { ...DEFAULT_BOOKING_SETTINGS, noticeMinutes: 0, horizonDays: BOOKING_HORIZON_DAYS },
};
export type Offered = { id: number; name: string; durationMinutes: number };

/**
 * The seller's day as a service of `durationMinutes` sees it: hours, day off, settings and every
 * booking holding their time that day on any of their listings. A general enquiry (no listing)
 * has the spec's whole grid.
 */
export async function availabilityOn(
  db: Database,
  listing: Bookable | null,
  date: string,
  now: number,
  durationMinutes = DEFAULT_DURATION_MINUTES,
  /** Off when the caller checks overlap itself, as a booking's write transaction does. */
  withBusy = true,
): Promise<DayAvailability> {
  if (!listing) return { ...ENQUIRY_DAY, durationMinutes };
  const [week, blocked, settings, busy] = await Promise.all([
    hours.weekOf(db, listing.sellerId),
    hours.isBlocked(db, listing.sellerId, date),
    hours.settingsOf(db, listing.sellerId),
    withBusy ? busyOf(db, listing.sellerId, nairobiInstant(date, 0), nairobiInstant(addDays(date, 1), 0), now) : [],
  ]);
  return { week, blocked, settings: listingSettings(settings, listing), busy, durationMinutes };
}

/** The free slots of a listing's option on a Nairobi date: a team's, any member's, or the chosen one's. */
export async function slotsOn(
  db: Database,
  listing: Bookable,
  option: Offered,
  date: string,
  now: number,
  /** A team's member, or anyone available (the default). */
  member?: string,
): Promise<Slot[]> {
  const times = await classTimesOf(db, listing.id);
  if (times.length) return classSlotsOn(db, listing, times, option.id, date, now);
  const { team, members } = await teamFor(db, listing.id, member, option.name);
  if (team.length) {
    const days = await memberDays(db, listing, members, date, date, now, option.durationMinutes);
    return unionOfSlots(date, days, now);
  }
  return freeSlots(date, await availabilityOn(db, listing, date, now, option.durationMinutes), now);
}

/**
 * Working out a year of days costs about a tenth of a second of CPU: the same listing's answer is
 * kept for 15 seconds (a dialog opened by many people at once costs one), and every caller is
 * rate limited per address (the route). The slots of a day and the booking itself are always
 * checked afresh, so a day that filled up a moment ago is only a hint out of date.
 */
const OPEN_DAYS_MS = 15_000;
const openDaysCache = ttlCache<{ from: string; to: string; open: string[] }>({ ttlMs: OPEN_DAYS_MS, maxEntries: 500 });

/**
 * The Nairobi dates, from today to the seller's horizon, with at least one free slot for the
 * option, so the calendar greys out closed days, days off and fully booked days before anyone
 * clicks them. Five queries, however many days.
 */
export async function openDays(db: Database, listing: Bookable, option: Offered, now: number, member?: string) {
  // The cache is keyed by what the answer depends on, never by the raw parameter: a one-person
  // listing ignores `member`, and every unknown member is the same nobody, so a caller cycling
  // through member=5000, 5001, … cannot buy a fresh year of work with each.
  const chosenMember = await memberChoiceOf(db, listing.id, member);
  const key = `${listing.id}:${option.id}:${chosenMember}`;
  return openDaysCache(key, () => workOutOpenDays(db, listing, option, now, chosenMember), now);
}

async function workOutOpenDays(db: Database, listing: Bookable, option: Offered, now: number, member?: string) {
  const times = await classTimesOf(db, listing.id);
  if (times.length) return classOpenDays(db, listing, times, option.id, now);
  const today = nairobiDateKey(now);
  const { team, members } = await teamFor(db, listing.id, member, option.name);
  if (team.length) {
    const { horizonDays } = await hours.settingsOf(db, listing.sellerId);
    const last = addDays(today, horizonDays);
    const days = await memberDays(db, listing, members, today, last, now, option.durationMinutes);
    return { from: today, to: last, open: openDates(days, now, horizonDays) };
  }
  const [week, blocked, sellers] = await Promise.all([
    hours.weekOf(db, listing.sellerId),
    hours.blockedDatesOf(db, listing.sellerId, today),
    hours.settingsOf(db, listing.sellerId),
  ]);
  const settings = listingSettings(sellers, listing);
  const last = addDays(today, settings.horizonDays);
  const busy = await busyOf(db, listing.sellerId, now, nairobiInstant(addDays(last, 1), 0), now);
  const off = new Set(blocked);
  const open: string[] = [];
  for (let date = today; date <= last; date = addDays(date, 1)) {
    const day = { week, blocked: off.has(date), busy, settings, durationMinutes: option.durationMinutes };
    if (freeSlots(date, day, now).length > 0) open.push(date);
  }
  return { from: today, to: last, open };
}

/** The slots open to a general enquiry (the grid, less what has begun). */
export const enquirySlots = (date: string, now: number): Slot[] => freeSlots(date, ENQUIRY_DAY, now);
