/**
 * The later parts of a visit: whether the hours of the provider (or of a member) hold
 * a part where it falls, and where every part goes when the visit moves.
 */
import { Refusal } from '#functions/platform/refusal';
import type { Platform } from '#functions/platform/platform';
import { listingOrThrow } from '#functions/catalogue/service';
import { availabilityOn } from '#functions/scheduling/free-time';
import { hoursOn, type DayAvailability } from '#functions/scheduling/slots';
import { memberDays, teamFor } from '#functions/scheduling/team-time';
import { BOOKING_MESSAGES } from '#shared/booking-messages';
import { nairobiDateKey, nairobiWallClock, slotLabel } from '#shared/booking-time';
import { TEAM_MESSAGES } from '#shared/team';
import * as repo from './repository';
import { partsOf } from './visit-repository';

type Listing = Awaited<ReturnType<typeof listingOrThrow>>;

/** Minutes after midnight in Nairobi at an instant. */
export const minutesAt = (at: number) => {
  const { hour, minute } = nairobiWallClock(at);
  return (hour % 24) * 60 + minute;
};

/** Whether a day's hours hold the whole of [start, end) (minutes), the day not being off. */
const holds = (date: string, day: DayAvailability, start: number, end: number) => {
  const open = day.blocked ? null : hoursOn(date, day.week);
  return open !== null && open.opens <= start && end <= open.closes;
};

/**
 * The members (or, for a one-person business, the business) whose hours hold a later part of a
 * visit, from `startsAt` for `duration` minutes on the visit's day: the write then checks that
 * their time is free. 409 when nobody's hours hold it.
 */
export async function laterPart(
  platform: Platform,
  listing: Listing,
  startsAt: number,
  duration: number,
  member?: string,
  /** The part's option: only members who do it are offered. */
  optionName?: string,
) {
  const date = nairobiDateKey(startsAt);
  const start = minutesAt(startsAt);
  const refuse = () =>
    new Refusal('conflict', { key: BOOKING_MESSAGES.visitNextNotFree, params: { service: listing.name } });
  if (start + duration > 24 * 60) throw refuse();
  const { team, members } = await teamFor(platform.db, listing.id, member, optionName);
  if (team.length) {
    if (members.length === 0) throw new Refusal('not-found', TEAM_MESSAGES.memberUnavailable);
    const days = await memberDays(platform.db, listing, members, date, date, Date.now(), duration, false);
    const fit = days.filter(({ dayOn }) => holds(date, dayOn(date), start, start + duration));
    if (fit.length === 0) throw refuse();
    return fit.map(({ member: one }) => one.id);
  }
  const day = await availabilityOn(platform.db, listing, date, Date.now(), duration, false);
  if (!holds(date, day, start, start + duration)) throw refuse();
  return null;
}

/** The first part of the booking's visit, which speaks for it; the booking itself when it is on its own. */
export async function leadOf(platform: Platform, booking: repo.BookingRow): Promise<repo.BookingRow> {
  if (booking.visitId === null || booking.visitId === booking.id) return booking;
  return (await repo.findBooking(platform.db, booking.visitId)) ?? booking;
}

/** Every part of a visit moved by the same time as its first part to `startsAt`. */
export async function visitMoves(platform: Platform, lead: repo.BookingRow, startsAt: number) {
  const shift = startsAt - lead.startsAt;
  const parts = await partsOf(platform.db, lead.visitId!);
  const moves = [];
  for (const part of parts) {
    const moved = part.startsAt + shift;
    if (part.id !== lead.id && part.serviceId !== null) {
      const listing = await listingOrThrow(platform.db, part.serviceId);
      const duration = (part.endsAt - part.startsAt) / 60_000;
      const member = part.memberId === null ? undefined : String(part.memberId);
      await laterPart(platform, listing, moved, duration, member, part.optionName ?? undefined);
    }
    moves.push({ part, date: nairobiDateKey(moved), time: slotLabel(minutesAt(moved)), startsAt: moved });
  }
  return moves;
}
