/**
 * Whether a booking may start when asked: the rules a single booking, each part of a visit and a
 * move share.
 */
import { addDays, nairobiDateKey, slotMinutes } from '#shared/booking-time';
import { nairobiInstant } from '#functions/scheduling/clock';
import { BOOKING_HORIZON_DAYS, BOOKING_MESSAGES } from '#shared/booking-messages';
import { DEFAULT_BOOKING_SETTINGS, DEFAULT_DURATION_MINUTES } from '#shared/booking-settings';
import { TEAM_MESSAGES } from '#shared/team';
import { Refusal } from '#functions/platform/refusal';
import type { Platform } from '#functions/platform/platform';
import { availabilityOn, type Bookable } from '#functions/scheduling/free-time';
import { freeSlots } from '#functions/scheduling/slots';
import { memberDays, offering, teamFor } from '#functions/scheduling/team-time';
import { classStart } from '#functions/scheduling/classes';

type Listing = Bookable;

/**
 * Refuses a start the listing does not offer for a service of `durationMinutes`: begun (400), or
 * outside the seller's hours (for a class, not one of its sessions), too soon for their notice, on
 * a blocked date or beyond their horizon (409). Whether other bookings hold the time is decided as the booking is written (insertBooking).
 */
export async function checkStart(
  platform: Platform,
  listing: Listing | null,
  date: string,
  time: string,
  now: number,
  durationMinutes = DEFAULT_DURATION_MINUTES,
  /** For a team's listing: a member, or anyone available. */
  member?: string,
  /** The option booked: only members who do it are offered. */
  optionName?: string,
) {
  const session = listing ? await classStart(platform.db, listing, date, time, now) : null;
  if (session) return session;
  const startsAt = nairobiInstant(date, slotMinutes(time)!);
  if (startsAt <= now) throw new Refusal('invalid', BOOKING_MESSAGES.pastSlot);
  // Other bookings are counted by the write transaction itself (insertBooking, changeBooking).
  const availability = await availabilityOn(platform.db, listing, date, now, durationMinutes, false);
  const horizon = availability.settings?.horizonDays ?? BOOKING_HORIZON_DAYS;
  if (date > addDays(nairobiDateKey(now), horizon))
    throw new Refusal('conflict', { key: BOOKING_MESSAGES.beyondHorizon, params: { days: horizon } });
  const settings = availability.settings ?? DEFAULT_BOOKING_SETTINGS;
  const { team, members } = listing
    ? await teamFor(platform.db, listing.id, member, optionName)
    : { team: [], members: [] };
  if (team.length) {
    if (members.length === 0) throw new Refusal('not-found', TEAM_MESSAGES.memberUnavailable);
    const days = await memberDays(platform.db, listing!, members, date, date, now, durationMinutes, false);
    // The members whose hours offer it; the write gives it to the first of them still free.
    const candidates = offering(date, time, days, now);
    if (candidates.length === 0) throw new Refusal('conflict', BOOKING_MESSAGES.slotUnavailable);
    return { startsAt, settings, members: candidates, session: null };
  }
  const offered = freeSlots(date, availability, now).some((slot) => slot.time === time);
  if (!offered) throw new Refusal('conflict', BOOKING_MESSAGES.slotUnavailable);
  return { startsAt, settings, members: null, session: null };
}
