/** What of a public listing can be booked, and when: the dialog's options, days and slots. */
import { classWeekOf } from '#functions/scheduling/classes';
import { BOOKING_MESSAGES } from '#shared/booking-messages';
import { depositAmount, depositRuleOf } from '#shared/deposits';
import { parseId } from '#functions/api/ids';
import { Refusal } from '#functions/platform/refusal';
import { optionOf, optionsOf } from '#functions/catalogue/public';
import { listingOrThrow } from '#functions/catalogue/service';
import type { Platform } from '#functions/platform/platform';
import { openDays, slotsOn } from '#functions/scheduling/free-time';
import type { Slot } from '#functions/scheduling/slots';
import { findPlace } from '#shared/gazetteer';
import type { HomeOffer } from '#shared/home-visits';
import { areasServed } from './home-visit';

/** GET /api/services/{id}/slots: the free slots of a listing (and one of its options) on a Nairobi date. */
export async function slotsOf(
  platform: Platform,
  rawServiceId: string,
  date: string,
  now: number,
  rawOptionId?: string,
  /** A team's member, or anyone available (the default). */
  member?: string,
  /** A visit at the client's place: the travel time is kept before it (decision 043). */
  atHome = false,
): Promise<Slot[]> {
  const listing = await listingOrThrow(platform.db, rawServiceId);
  const option = await optionOrThrow(platform, listing.id, rawOptionId);
  return slotsOn(platform.db, { ...listing, atHome }, option, date, now, member);
}

/** GET /api/services/{id}/days: the Nairobi dates with at least one free slot for the option chosen. */
export async function openDaysOf(
  platform: Platform,
  rawServiceId: string,
  now: number,
  rawOptionId?: string,
  member?: string,
  atHome = false,
) {
  const listing = await listingOrThrow(platform.db, rawServiceId);
  const option = await optionOrThrow(platform, listing.id, rawOptionId);
  return openDays(platform.db, { ...listing, atHome }, option, now, member);
}

/**
 * GET /api/services/{id}/options: what can be booked of a public listing, for the dialog's first
 * step: each option with its price, how long it takes and the deposit it asks (null for none).
 */
export async function optionsOfListing(platform: Platform, rawServiceId: string) {
  const listing = await listingOrThrow(platform.db, rawServiceId);
  const rule = depositRuleOf(listing);
  // A class books only the options its sessions teach (decision 049).
  const taught = new Set((await classWeekOf(platform.db, listing.id)).map((time) => time.optionId));
  const offered = (await optionsOf(platform.db, listing.id)).filter((option) => !taught.size || taught.has(option.id));
  return offered.map((option) => ({
    id: String(option.id),
    name: option.name,
    price: option.price,
    durationMinutes: option.durationMinutes,
    deposit: depositAmount(rule, option.price),
    inClass: taught.has(option.id),
  }));
}

/** One of a listing's price options, by id; its first when none is named; 404 for another listing's. */
export async function optionOrThrow(platform: Platform, serviceId: number, rawOptionId?: string | number | null) {
  const optionId =
    rawOptionId === undefined || rawOptionId === null || rawOptionId === '' ? undefined : parseId(String(rawOptionId));
  const option = await optionOf(platform.db, serviceId, optionId);
  if (!option) throw new Refusal('not-found', BOOKING_MESSAGES.optionNotFound);
  return option;
}

/** GET /api/services/{id}/home: what the listing offers at the client's place (no areas: nothing). */
export async function homeOfferOf(platform: Platform, rawServiceId: string | number): Promise<HomeOffer> {
  const listing = await listingOrThrow(platform.db, rawServiceId);
  const areas = areasServed(listing);
  const from = findPlace(listing.place);
  const { homeVisits, homeRadiusKm, travelFee, travelFeePerKm, travelFreeKm, travelMinutes } = listing;
  return {
    only: areas.length > 0 && homeVisits === 'only',
    place: from?.name ?? null,
    areas,
    rule: depositRuleOf(listing),
    from: from ? { lat: from.lat, lng: from.lng } : null,
    terms: { homeVisits, homeRadiusKm, travelFee, travelFeePerKm, travelFreeKm, travelMinutes },
  };
}
