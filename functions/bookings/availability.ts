import { type WorkingWeek } from '#shared/bookings';
import { BLOCKED_DATES_MAX, BOOKING_MESSAGES } from '#shared/booking-messages';
import { AVAILABILITY_MESSAGES } from '#shared/availability-texts';
import { addDays, nairobiDateKey, nairobiInstant } from '#shared/booking-time';
import type { User } from '#functions/accounts/sessions-repository';
import { HttpError } from '#functions/api/http-error';
import { parseId } from '#functions/api/ids';
import { findService, optionOf, optionsOf } from '#functions/catalogue/repository';
import { DEFAULT_DURATION_MINUTES, type BookingSettings } from '#shared/booking-settings';
import { isPublic } from '#functions/catalogue/service';
import type { Platform } from '#functions/platform/platform';
import * as hours from './hours-repository';
import { busyOf } from './busy-repository';
import { freeSlots, type DayAvailability, type Slot } from './slots';
import { ttlCache } from '#functions/platform/ttl-cache';
import { depositAmount, depositRuleOf } from '#shared/deposits';
import { memberChoiceOf, memberDays, openDates, teamFor, unionOfSlots } from '#functions/team/availability';

/** A seller's working hours and days off, and the free slots buyers are offered from them. */

type Listing = { id: number; sellerId: string };

/** A listing that can be booked, or 404. */
export async function listingOrThrow(
  platform: Platform,
  rawId: string | number,
): Promise<Listing & { name: string; depositType: string | null; depositValue: number | null }> {
  const id = parseId(String(rawId));
  const listing = id === undefined ? undefined : await findService(platform.db, id);
  // Only public listings take bookings: not while the seller's package is unpaid or run out.
  if (!listing || !isPublic(listing, Date.now())) throw new HttpError(404, BOOKING_MESSAGES.serviceNotFound);
  return listing;
}

/**
 * The seller's day as a service of `durationMinutes` sees it: hours, day off, settings and every
 * booking holding their time that day on any of their listings. A general enquiry (no listing)
 * has the spec's full grid.
 */
export async function availabilityOn(
  platform: Platform,
  listing: Listing | null,
  date: string,
  now: number,
  durationMinutes = DEFAULT_DURATION_MINUTES,
  /** Off when the caller checks overlap itself, as a booking's write transaction does. */
  withBusy = true,
): Promise<DayAvailability> {
  if (!listing) return { week: null, blocked: false, busy: [], durationMinutes };
  const [week, blocked, settings, busy] = await Promise.all([
    hours.weekOf(platform.db, listing.sellerId),
    hours.isBlocked(platform.db, listing.sellerId, date),
    hours.settingsOf(platform.db, listing.sellerId),
    withBusy
      ? busyOf(platform.db, listing.sellerId, nairobiInstant(date, 0), nairobiInstant(addDays(date, 1), 0), now)
      : [],
  ]);
  return { week, blocked, settings, busy, durationMinutes };
}

/** GET /api/services/{id}/slots: the free slots of a listing (and one of its options) on a Nairobi date. */
export async function slotsOf(
  platform: Platform,
  rawServiceId: string,
  date: string,
  now: number,
  rawOptionId?: string,
  /** A team's member, or anyone available (the default): issue 39. */
  member?: string,
): Promise<Slot[]> {
  const listing = await listingOrThrow(platform, rawServiceId);
  const option = await optionOrThrow(platform, listing.id, rawOptionId);
  const { team, members } = await teamFor(platform.db, listing.id, member, option.name);
  if (team.length) {
    const days = await memberDays(platform.db, listing.sellerId, members, date, date, now, option.durationMinutes);
    return unionOfSlots(date, days, now);
  }
  return freeSlots(date, await availabilityOn(platform, listing, date, now, option.durationMinutes), now);
}

/**
 * GET /api/services/{id}/days: the Nairobi dates, from today to the seller's horizon, with at
 * least one free slot for the option chosen, so the calendar greys out closed days, days off and
 * fully booked days before anyone clicks them. Five queries, however many days.
 */
/**
 * Working out a year of days costs about a tenth of a second of CPU: the same listing's answer is
 * kept for 15 seconds (a dialog opened by many people at once costs one), and every caller is
 * rate limited per address (the route). The slots of a day and the booking itself are always
 * checked afresh, so a day that filled up a moment ago is only a hint out of date.
 */
const OPEN_DAYS_MS = 15_000;
const openDaysCache = ttlCache<{ from: string; to: string; open: string[] }>({ ttlMs: OPEN_DAYS_MS, maxEntries: 500 });

export async function openDaysOf(
  platform: Platform,
  rawServiceId: string,
  now: number,
  rawOptionId?: string,
  member?: string,
) {
  const listing = await listingOrThrow(platform, rawServiceId);
  const option = await optionOrThrow(platform, listing.id, rawOptionId);
  // The cache is keyed by what the answer depends on, never by the raw parameter: a one-person
  // listing ignores `member`, and every unknown member is the same nobody, so a caller cycling
  // through member=5000, 5001, … cannot buy a fresh year of work with each.
  const chosenMember = await memberChoiceOf(platform.db, listing.id, member);
  const key = `${listing.id}:${option.id}:${chosenMember}`;
  return openDaysCache(key, () => workOutOpenDays(platform, listing, option, now, chosenMember), now);
}

async function workOutOpenDays(
  platform: Platform,
  listing: Awaited<ReturnType<typeof listingOrThrow>>,
  option: Awaited<ReturnType<typeof optionOrThrow>>,
  now: number,
  member?: string,
) {
  const today = nairobiDateKey(now);
  const { team, members } = await teamFor(platform.db, listing.id, member, option.name);
  if (team.length) {
    const { horizonDays } = await hours.settingsOf(platform.db, listing.sellerId);
    const last = addDays(today, horizonDays);
    const days = await memberDays(platform.db, listing.sellerId, members, today, last, now, option.durationMinutes);
    return { from: today, to: last, open: openDates(days, now, horizonDays) };
  }
  const [week, blocked, settings] = await Promise.all([
    hours.weekOf(platform.db, listing.sellerId),
    hours.blockedDatesOf(platform.db, listing.sellerId, today),
    hours.settingsOf(platform.db, listing.sellerId),
  ]);
  const last = addDays(today, settings.horizonDays);
  const busy = await busyOf(platform.db, listing.sellerId, now, nairobiInstant(addDays(last, 1), 0), now);
  const off = new Set(blocked);
  const open: string[] = [];
  for (let date = today; date <= last; date = addDays(date, 1)) {
    const day = { week, blocked: off.has(date), busy, settings, durationMinutes: option.durationMinutes };
    if (freeSlots(date, day, now).length > 0) open.push(date);
  }
  return { from: today, to: last, open };
}

/**
 * GET /api/services/{id}/options: what can be booked of a public listing, for the dialog's first
 * step: each option with its price, how long it takes and the deposit it asks (null for none).
 */
export async function optionsOfListing(platform: Platform, rawServiceId: string) {
  const listing = await listingOrThrow(platform, rawServiceId);
  const rule = depositRuleOf(listing);
  return (await optionsOf(platform.db, listing.id)).map((option) => ({
    id: String(option.id),
    name: option.name,
    price: option.price,
    durationMinutes: option.durationMinutes,
    deposit: depositAmount(rule, option.price),
  }));
}

/** One of a listing's price options, by id; its first when none is named; 404 for another listing's. */
export async function optionOrThrow(platform: Platform, serviceId: number, rawOptionId?: string | number | null) {
  const optionId =
    rawOptionId === undefined || rawOptionId === null || rawOptionId === '' ? undefined : parseId(String(rawOptionId));
  const option = await optionOf(platform.db, serviceId, optionId);
  if (!option) throw new HttpError(404, BOOKING_MESSAGES.optionNotFound);
  return option;
}

/** GET /api/slots: the slots open to a general enquiry (the grid, less what has begun). */
export const enquirySlots = (date: string, now: number): Slot[] =>
  freeSlots(date, { week: null, blocked: false, busy: [] }, now);

/** The seller's availability settings: their week (null when never set) and upcoming days off. */
export async function availabilityOf(platform: Platform, seller: User, now: number) {
  const [week, blocked, settings] = await Promise.all([
    hours.weekOf(platform.db, seller.id),
    hours.blockedDatesOf(platform.db, seller.id, nairobiDateKey(now)),
    hours.settingsOf(platform.db, seller.id),
  ]);
  return { week, blockedDates: blocked, settings };
}

/** The seller's buffer, capacity, notice and horizon; bookings already made keep their times. */
export async function saveBookingSettings(platform: Platform, seller: User, settings: BookingSettings, now: number) {
  await hours.saveSettings(platform.db, seller.id, settings);
  return availabilityOf(platform, seller, now);
}

export async function saveWorkingWeek(platform: Platform, seller: User, week: WorkingWeek, now: number) {
  await hours.saveWeek(platform.db, seller.id, week);
  return availabilityOf(platform, seller, now);
}

export async function blockDate(platform: Platform, seller: User, date: string, now: number) {
  if (date < nairobiDateKey(now)) throw new HttpError(400, AVAILABILITY_MESSAGES.fromToday);
  const upcoming = await hours.blockedDatesOf(platform.db, seller.id, nairobiDateKey(now));
  if (upcoming.length >= BLOCKED_DATES_MAX && !upcoming.includes(date)) {
    throw new HttpError(409, AVAILABILITY_MESSAGES.tooManyDays);
  }
  await hours.addBlockedDate(platform.db, seller.id, date);
  return availabilityOf(platform, seller, now);
}

export async function unblockDate(platform: Platform, seller: User, date: string, now: number) {
  await hours.removeBlockedDate(platform.db, seller.id, date);
  return availabilityOf(platform, seller, now);
}
