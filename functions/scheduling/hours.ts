/** A seller's working hours, days off and booking settings, as they set them and others read them. */
import type { WorkingWeek } from '#shared/bookings';
import { ORDINARY_WEEK } from '#shared/booking-settings';
import { BLOCKED_DATES_MAX } from '#shared/booking-messages';
import { AVAILABILITY_MESSAGES } from '#shared/availability-texts';
import { nairobiDateKey } from '#shared/booking-time';
import type { BookingSettings } from '#shared/booking-settings';
import { Refusal } from '#functions/platform/refusal';
import type { Database } from '#functions/db/client';
import * as hours from './hours-repository';

/** The seller's week as saved, or null when they never confirmed hours (the ordinary week applies). */
export const weekOf = (db: Database, sellerId: string) => hours.weekOf(db, sellerId);

/** The seller's week and whether a date is one of their days off. */
export async function sellerDay(db: Database, sellerId: string, date: string) {
  const [week, closed] = await Promise.all([hours.weekOf(db, sellerId), hours.isBlocked(db, sellerId, date)]);
  return { week, closed };
}

/** The seller's availability settings: their week (null when never set) and upcoming days off. */
export async function availabilityOf(db: Database, sellerId: string, now: number) {
  const [week, blocked, settings] = await Promise.all([
    hours.weekOf(db, sellerId),
    hours.blockedDatesOf(db, sellerId, nairobiDateKey(now)),
    hours.settingsOf(db, sellerId),
  ]);
  return { week, blockedDates: blocked, settings };
}

/** The seller's buffer, capacity, notice and horizon; bookings already made keep their times. */
export async function saveBookingSettings(db: Database, sellerId: string, settings: BookingSettings, now: number) {
  await hours.saveSettings(db, sellerId, settings);
  return availabilityOf(db, sellerId, now);
}

export async function saveWorkingWeek(db: Database, sellerId: string, week: WorkingWeek, now: number) {
  await hours.saveWeek(db, sellerId, week);
  return availabilityOf(db, sellerId, now);
}

/** Keeps the ordinary week as the seller's own hours, unless they already saved some. */
export async function confirmHours(db: Database, sellerId: string, now: number) {
  if ((await hours.weekOf(db, sellerId)) === null) await hours.saveWeek(db, sellerId, ORDINARY_WEEK);
  return availabilityOf(db, sellerId, now);
}

/** Refuses a seller's listing until they have confirmed their hours (decision 042). */
export async function requireConfirmedHours(db: Database, sellerId: string) {
  if ((await hours.weekOf(db, sellerId)) === null) throw new Refusal('conflict', AVAILABILITY_MESSAGES.confirmHours);
}

export async function blockDate(db: Database, sellerId: string, date: string, now: number) {
  if (date < nairobiDateKey(now)) throw new Refusal('invalid', AVAILABILITY_MESSAGES.fromToday);
  const upcoming = await hours.blockedDatesOf(db, sellerId, nairobiDateKey(now));
  if (upcoming.length >= BLOCKED_DATES_MAX && !upcoming.includes(date)) {
    throw new Refusal('conflict', AVAILABILITY_MESSAGES.tooManyDays);
  }
  await hours.addBlockedDate(db, sellerId, date);
  return availabilityOf(db, sellerId, now);
}

export async function unblockDate(db: Database, sellerId: string, date: string, now: number) {
  await hours.removeBlockedDate(db, sellerId, date);
  return availabilityOf(db, sellerId, now);
}

/** Whether a seller has chosen booking rules of their own (their setup checklist). */
export const choseBookingRules = (db: Database, sellerId: string) => hours.hasOwnSettings(db, sellerId);
