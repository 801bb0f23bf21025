/**
 * A class's sessions (decision 049): every week at its set times, from the provider's notice to
 * their horizon, except on their days off and the sessions they called off; each with its seats
 * and how many are left. Booking a seat is checked here as a slot is by the provider's hours.
 */
import { BOOKING_MESSAGES } from '#shared/booking-messages';
import { addDays, nairobiDateKey, slotLabel, slotMinutes } from '#shared/booking-time';
import { CLASS_MESSAGES, type SessionView } from '#shared/classes';
import type { Database, Queries } from '#functions/db/client';
import { Refusal } from '#functions/platform/refusal';
import { nairobiInstant, nairobiIso, weekdayOf } from './clock';
import * as classes from './classes-repository';
import * as hours from './hours-repository';
import { listingSettings, type RuledListing, type Slot } from './slots';

type Listing = { id: number; sellerId: string } & RuledListing;

/** The sessions of a listing's class from `from` to `to` (Nairobi dates, both in), in order. */
export async function sessionsOf(
  db: Database,
  listing: Listing,
  times: classes.ClassTime[],
  from: string,
  to: string,
  now: number,
): Promise<SessionView[]> {
  const settings = listingSettings(await hours.settingsOf(db, listing.sellerId), listing);
  const today = nairobiDateKey(now);
  const last = [to, addDays(today, settings.horizonDays)].sort()[0]!;
  const first = from < today ? today : from;
  if (first > last) return [];
  const [start, end] = [nairobiInstant(first, 0), nairobiInstant(addDays(last, 1), 0)];
  const [taken, off, blocked] = await Promise.all([
    classes.seatsTaken(db, listing.id, start, end, now),
    classes.calledOff(db, listing.id, start, end),
    hours.blockedDatesOf(db, listing.sellerId, first),
  ]);
  const earliest = now + settings.noticeMinutes * 60_000;
  const sessions: SessionView[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) {
    if (blocked.includes(date)) continue;
    for (const time of times.filter((each) => each.weekday === weekdayOf(date))) {
      const startsAt = nairobiInstant(date, time.minutes);
      if (startsAt <= now || startsAt < earliest) continue;
      const left = Math.max(0, time.seats - (taken.get(startsAt) ?? 0));
      const calledOff = off.has(startsAt) ? off.get(startsAt)! : null;
      sessions.push({
        date,
        time: slotLabel(time.minutes),
        startsAt,
        optionId: time.optionId,
        seats: time.seats,
        left,
        calledOff,
      });
    }
  }
  return sessions;
}

/** A session with a seat left for the option, as the dialog's slots. */
const open = (optionId: number) => (session: SessionView) =>
  session.optionId === optionId && session.left > 0 && session.calledOff === null;

/** A class's open sessions on a date for an option, as slots. */
export async function classSlotsOn(
  db: Database,
  listing: Listing,
  times: classes.ClassTime[],
  optionId: number,
  date: string,
  now: number,
): Promise<Slot[]> {
  return (await sessionsOf(db, listing, times, date, date, now))
    .filter(open(optionId))
    .map((session) => ({ time: session.time, start: nairobiIso(session.startsAt) }));
}

/** The dates with an open session for the option, to the horizon. */
export async function classOpenDays(
  db: Database,
  listing: Listing,
  times: classes.ClassTime[],
  optionId: number,
  now: number,
) {
  const today = nairobiDateKey(now);
  const { horizonDays } = listingSettings(await hours.settingsOf(db, listing.sellerId), listing);
  const last = addDays(today, horizonDays);
  const sessions = await sessionsOf(db, listing, times, today, last, now);
  return { from: today, to: last, open: [...new Set(sessions.filter(open(optionId)).map((session) => session.date))] };
}

/** A listing's class week: none when it is not a class. */
export const classWeekOf = (db: Database, serviceId: number) => classes.classTimesOf(db, serviceId);

/**
 * For a class (null otherwise), whether a seat may be booked in the session at a date and time:
 * one the class meets at, for the option it teaches, not begun, with the notice asked, within the
 * horizon and not called off. Whether a seat is left is decided as the booking is written
 * (holds.ts). The rules, with the session's seats as the capacity, and the session.
 */
export async function classStart(
  db: Database,
  listing: Listing,
  date: string,
  time: string,
  now: number,
  optionId?: number,
) {
  const times = await classes.classTimesOf(db, listing.id);
  if (!times.length) return null;
  const minutes = slotMinutes(time);
  const startsAt = nairobiInstant(date, minutes ?? 0);
  if (startsAt <= now) throw new Refusal('invalid', BOOKING_MESSAGES.pastSlot);
  const session = times.find((each) => each.weekday === weekdayOf(date) && each.minutes === minutes);
  if (!session || (optionId !== undefined && session.optionId !== optionId))
    throw new Refusal('conflict', CLASS_MESSAGES.notASession);
  const settings = listingSettings(await hours.settingsOf(db, listing.sellerId), listing);
  if (date > addDays(nairobiDateKey(now), settings.horizonDays))
    throw new Refusal('conflict', { key: BOOKING_MESSAGES.beyondHorizon, params: { days: settings.horizonDays } });
  if (startsAt < now + settings.noticeMinutes * 60_000 || (await hours.isBlocked(db, listing.sellerId, date)))
    throw new Refusal('conflict', BOOKING_MESSAGES.slotUnavailable);
  if ((await classes.calledOff(db, listing.id, startsAt, startsAt + 1)).size)
    throw new Refusal('conflict', CLASS_MESSAGES.calledOff);
  return { startsAt, settings: { ...settings, capacity: session.seats }, members: null, session };
}

/** Records a session called off inside the caller's write; false when it already was. */
export const callOffIn = (tx: Queries, serviceId: number, startsAt: number, reason: string, at: number) =>
  classes.callOff(tx, serviceId, startsAt, reason, at);

/** Sets a listing's class week; an empty one makes it a listing booked by the provider's hours again. */
export const saveClassWeek = (db: Database, serviceId: number, times: classes.ClassTime[]) =>
  classes.replaceClassTimes(db, serviceId, times);

/** Which of these listings are classes (their pages offer seats, not times). */
export const classesAmong = (db: Database, serviceIds: number[]) => classes.classListings(db, serviceIds);
