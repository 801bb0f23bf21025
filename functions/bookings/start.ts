/**
 * Whether a booking may start when asked, and what it costs: the rules a single booking, each
 * part of a visit and a move share.
 */
import { addDays, nairobiDateKey, nairobiInstant, slotMinutes } from '#shared/booking-time';
import { BOOKING_HORIZON_DAYS, BOOKING_MESSAGES } from '#shared/booking-messages';
import { DEFAULT_BOOKING_SETTINGS, DEFAULT_DURATION_MINUTES } from '#shared/booking-settings';
import { TEAM_MESSAGES } from '#shared/team';
import { HttpError } from '#functions/api/http-error';
import { parseId } from '#functions/api/ids';
import type { Database } from '#functions/db/client';
import type { Platform } from '#functions/platform/platform';
import { memberDays, offering, teamFor } from '#functions/team/availability';
import { memberPrice } from '#functions/team/repository';
import { availabilityOn } from './availability';
import { freeSlots } from './slots';

type Listing = { id: number; sellerId: string };

/**
 * Refuses a start the listing does not offer for a service of `durationMinutes`: begun (400), or
 * outside the seller's hours, too soon for their notice, on a blocked date or beyond their horizon
 * (409). Whether other bookings hold the time is decided as the booking is written (insertBooking).
 */
export async function checkStart(
  platform: Platform,
  listing: Listing | null,
  date: string,
  time: string,
  now: number,
  durationMinutes = DEFAULT_DURATION_MINUTES,
  /** For a team's listing: a member, or anyone available (issue 39). */
  member?: string,
  /** The option booked: only members who do it are offered. */
  optionName?: string,
) {
  const startsAt = nairobiInstant(date, slotMinutes(time)!);
  if (startsAt <= now) throw new HttpError(400, BOOKING_MESSAGES.pastSlot);
  // Other bookings are counted by the write transaction itself (insertBooking, changeBooking).
  const availability = await availabilityOn(platform, listing, date, now, durationMinutes, false);
  const horizon = availability.settings?.horizonDays ?? BOOKING_HORIZON_DAYS;
  if (date > addDays(nairobiDateKey(now), horizon)) throw new HttpError(409, BOOKING_MESSAGES.beyondHorizon);
  const settings = availability.settings ?? DEFAULT_BOOKING_SETTINGS;
  const { team, members } = listing
    ? await teamFor(platform.db, listing.id, member, optionName)
    : { team: [], members: [] };
  if (team.length) {
    if (members.length === 0) throw new HttpError(404, TEAM_MESSAGES.memberUnavailable);
    const days = await memberDays(platform.db, listing!.sellerId, members, date, date, now, durationMinutes, false);
    // The members whose hours offer it; the write gives it to the first of them still free.
    const candidates = offering(date, time, days, now);
    if (candidates.length === 0) throw new HttpError(409, BOOKING_MESSAGES.slotUnavailable);
    return { startsAt, settings, members: candidates };
  }
  const offered = freeSlots(date, availability, now).some((slot) => slot.time === time);
  if (!offered) throw new HttpError(409, BOOKING_MESSAGES.slotUnavailable);
  return { startsAt, settings, members: null };
}

/**
 * What the option costs: the chosen member's own price when they have one (issue 39), else the
 * listing's. Anyone available is booked at the listing's price, as the dialog says.
 */
export async function priceOf(
  db: Database,
  serviceId: number,
  option: { name: string; price: number },
  member?: string,
) {
  const memberId = member === undefined ? undefined : parseId(member);
  const own = memberId === undefined ? undefined : await memberPrice(db, memberId, serviceId, option.name);
  return own ?? option.price;
}
