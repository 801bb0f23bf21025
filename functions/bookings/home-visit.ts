/**
 * A visit at the client's place (decision 043): whether the listing comes there, how far it is
 * from the listing's place, and the travel fee that adds. The travel time is kept before the
 * visit by the slot rule itself (listingSettings, with the listing marked `atHome`).
 */
import { findPlace, placesByDistance } from '#shared/gazetteer';
import {
  HOME_MESSAGES,
  offersHomeVisits,
  pointOf,
  tripTo,
  type AtHome,
  type HomeArea,
  type HomeTerms,
  type HomeVisitView,
  type TripStep,
} from '#shared/home-visits';
import { Refusal } from '#functions/platform/refusal';
import { mapLink } from '#functions/notify/texts';
import { nairobiDateKey } from '#shared/booking-time';
import type { BookingRow } from './repository';

type Listing = HomeTerms & { place: string | null };

/** What a booking at the client's place stores: where, how far, and the fee. */
export interface HomeVisit {
  homeAddress: string;
  homeLandmark: string;
  homeLat: number;
  homeLng: number;
  homeDistanceKm: number;
  travelFee: number;
}

/**
 * The areas a listing comes to, nearest first, each with its travel fee: the short list a phone
 * channel offers for "At my place" (a visit booked with one is reckoned by homeVisitOf alike).
 */
export function areasServed(listing: Listing): HomeArea[] {
  const from = findPlace(listing.place);
  if (!offersHomeVisits(listing) || !from) return [];
  return placesByDistance(from)
    .map(({ place }) => ({ place, trip: tripTo(listing, from, place) }))
    .filter(({ trip }) => trip.km <= (listing.homeRadiusKm ?? 0))
    .map(({ place, trip }) => ({ key: place.key, name: place.name, fee: trip.fee }));
}

/**
 * The visit asked for at the client's place, or null for one at the listing's own. Refuses a home
 * visit the listing does not offer, a visit at its place when it only comes to clients, and a
 * place beyond its area.
 */
export function homeVisitOf(listing: Listing, asked: AtHome | undefined): HomeVisit | null {
  if (!asked) {
    if (listing.homeVisits === 'only') throw new Refusal('invalid', HOME_MESSAGES.onlyAtHome);
    return null;
  }
  const from = findPlace(listing.place);
  if (!offersHomeVisits(listing) || !from) throw new Refusal('conflict', HOME_MESSAGES.notOffered);
  const point = pointOf(asked)!;
  const { km, fee } = tripTo(listing, from, point);
  const radius = listing.homeRadiusKm ?? 0;
  if (km > radius)
    throw new Refusal('conflict', { key: HOME_MESSAGES.tooFar, params: { km: radius, place: from.name } });
  return {
    homeAddress: asked.address,
    homeLandmark: asked.landmark ?? '',
    homeLat: point.lat,
    homeLng: point.lng,
    homeDistanceKm: km,
    travelFee: fee,
  };
}

type Booked = Pick<
  BookingRow,
  | 'status'
  | 'date'
  | 'endsAt'
  | 'homeAddress'
  | 'homeLandmark'
  | 'homeLat'
  | 'homeLng'
  | 'homeDistanceKm'
  | 'travelFee'
  | 'beforeMinutes'
  | 'onMyWayAt'
  | 'arrivedAt'
  | 'shareHash'
>;

/** The step of the trip the provider can mark at `now`: on the day of a confirmed home visit, until it ends. */
export function nextTripStep(booking: Booked, now: number): TripStep | null {
  if (booking.homeAddress === null || booking.status !== 'confirmed') return null;
  if (booking.date !== nairobiDateKey(now) || now >= booking.endsAt) return null;
  if (booking.onMyWayAt === null) return 'on-my-way';
  return booking.arrivedAt === null ? 'arrived' : null;
}

/** A map of a home visit's pin (any phone opens it in its maps app); null once the client is forgotten. */
export const pinMap = (booking: Pick<BookingRow, 'homeLat' | 'homeLng'>) =>
  booking.homeLat === null ? null : mapLink(`${booking.homeLat},${booking.homeLng}`);

/** A booking's home visit for one side to see; null for a visit at the provider's place. */
export function homeVisitView(booking: Booked, side: 'buyer' | 'seller', now: number): HomeVisitView | null {
  if (booking.homeAddress === null) return null;
  return {
    address: booking.homeAddress,
    landmark: booking.homeLandmark ?? '',
    mapUrl: pinMap(booking),
    distanceKm: booking.homeDistanceKm ?? 0,
    travelFee: booking.travelFee ?? 0,
    keptMinutes: booking.beforeMinutes,
    onMyWayAt: booking.onMyWayAt,
    arrivedAt: booking.arrivedAt,
    next: side === 'seller' ? nextTripStep(booking, now) : null,
    shared: side === 'buyer' && booking.shareHash !== null,
  };
}
