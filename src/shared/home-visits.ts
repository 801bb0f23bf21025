/**
 * Visits at the client's place (decision 043): what a listing offers (an area around its place, a
 * travel fee and the travel time kept before each home visit) and what a client gives (an
 * address with a landmark, and a pin or their area). These are the rules and the words;
 * functions/bookings/home-visit.ts applies them.
 */
import * as z from 'zod/mini';
import { keyed } from './i18n/issue';
import { distanceKm, findPlace, inKenya } from './gazetteer';
import type { DepositRule } from './deposits';
import { formatKsh } from './format';
import type { Locale } from './i18n/locales';

export const HOME_LIMITS = {
  homeRadiusKm: { min: 1, max: 50 },
  travelFee: { min: 0, max: 10_000 },
  travelFeePerKm: { min: 0, max: 1_000 },
  travelFreeKm: { min: 0, max: 50 },
  travelMinutes: { min: 0, max: 120 },
} as const;

export const HOME_MESSAGES = {
  range: 'homeMessages.range',
  needsPlace: 'homeMessages.needsPlace',
  notOffered: 'homeMessages.notOffered',
  onlyAtHome: 'homeMessages.onlyAtHome',
  address: 'homeMessages.address',
  landmark: 'homeMessages.landmark',
  where: 'homeMessages.where',
  tooFar: 'homeMessages.tooFar',
  notHomeVisit: 'homeMessages.notHomeVisit',
  notToday: 'homeMessages.notToday',
  onMyWayFirst: 'homeMessages.onMyWayFirst',
  shareOnlyHome: 'homeMessages.shareOnlyHome',
  shareOver: 'homeMessages.shareOver',
  shareStopped: 'homeMessages.shareStopped',
} as const;

/** What a listing offers away from its own place. */
export interface HomeTerms {
  homeVisits: 'also' | 'only' | null;
  homeRadiusKm: number | null;
  travelFee: number | null;
  travelFeePerKm: number | null;
  travelFreeKm: number | null;
  travelMinutes: number | null;
}

type Limited = keyof typeof HOME_LIMITS;

/** A whole number within the field's limits; an empty field is `empty`. */
const whole = (name: Limited, empty = 0) => {
  const { min, max } = HOME_LIMITS[name];
  const range = keyed(HOME_MESSAGES.range, { name, min, max });
  return z.pipe(
    z.optional(z.nullable(z.union([z.number(), z.string()]))),
    z.pipe(
      z.transform((value: number | string | null | undefined) =>
        value === '' || value == null ? empty : Number(value),
      ),
      z.int(range).check(z.minimum(min, range), z.maximum(max, range)),
    ),
  );
};

/** The listing's home-visit terms as its form or JSON sends them; 'none' (or nothing) offers none. */
export const HomeTermsSchema = z.object({
  homeVisits: z.pipe(
    z.optional(z.enum(['none', 'also', 'only', ''])),
    z.transform((value) => (value === 'also' || value === 'only' ? value : null)),
  ),
  homeRadiusKm: whole('homeRadiusKm', HOME_LIMITS.homeRadiusKm.min),
  travelFee: whole('travelFee'),
  travelFeePerKm: whole('travelFeePerKm'),
  travelFreeKm: whole('travelFreeKm'),
  travelMinutes: whole('travelMinutes'),
});

/** An area a listing comes to, with the travel fee a visit there adds (Ksh). */
export interface HomeArea {
  key: string;
  name: string;
  fee: number;
}

/** An area as a web form lists it: its name, and the fee its trip adds when it adds one. */
export const areaWithFee = (area: HomeArea, locale: Locale) =>
  area.fee > 0 ? `${area.name} (+${formatKsh(area.fee, locale)})` : area.name;

/**
 * What a listing offers at the client's place, for a booking to ask where (GET
 * /api/services/{id}/home): only there or also, its own place, the areas it reaches nearest first
 * (none: it comes to no one's), and its deposit rule, which the trip's fee is reckoned into.
 */
export interface HomeOffer {
  only: boolean;
  place: string | null;
  areas: HomeArea[];
  rule: DepositRule;
  /** For a pin instead of an area: where the trip starts, and the terms its fee is reckoned by. */
  from: Point | null;
  terms: HomeTerms;
}

interface Point {
  lat: number;
  lng: number;
}

/**
 * The trip to a point from the listing's place: how far, to one decimal of a km (what the fee and
 * the area are reckoned on), and the fee. The booking, the areas offered and the dialog's pin alike.
 */
export function tripTo(terms: HomeTerms, from: Point, point: Point) {
  const km = Math.round(distanceKm(from, point) * 10) / 10;
  return { km, fee: travelFeeFor(terms, km) };
}

/** Ksh the trip adds for a place `km` away: the fee, and the rate for each started km beyond the free ones. */
export function travelFeeFor(terms: HomeTerms, km: number): number {
  const beyond = Math.max(0, Math.ceil(km - (terms.travelFreeKm ?? 0) - 1e-9));
  return (terms.travelFee ?? 0) + beyond * (terms.travelFeePerKm ?? 0);
}

const text = (min: number, max: number, message: string) =>
  z.string().check(z.trim(), z.minLength(min, message), z.maxLength(max, message));

/** How long an address may be, in characters: the web's field and the phone channels' answer alike. */
export const HOME_ADDRESS_LENGTH = { min: 5, max: 200 } as const;

/**
 * Where a client wants the visit: the address and a landmark in their words (how Kenyan
 * addresses work), and a pin from their phone or the area they choose from our list.
 */
export const AtHomeSchema = z
  .object({
    address: text(HOME_ADDRESS_LENGTH.min, HOME_ADDRESS_LENGTH.max, HOME_MESSAGES.address),
    landmark: z.optional(text(0, 120, HOME_MESSAGES.landmark)),
    lat: z.optional(z.union([z.number(), z.string()])),
    lng: z.optional(z.union([z.number(), z.string()])),
    area: z.optional(z.string().check(z.maxLength(60))),
  })
  .check(z.refine((asked) => pointOf(asked) !== null, { message: HOME_MESSAGES.where, path: ['area'] }));
export type AtHome = z.output<typeof AtHomeSchema>;

/** Whether a listing's terms offer visits at the client's place. */
export const offersHomeVisits = (terms: Pick<HomeTerms, 'homeVisits'>) =>
  terms.homeVisits === 'also' || terms.homeVisits === 'only';

/** The point of a client's place: their pin when it lies in Kenya, else their area's centre; null neither. */
export function pointOf(asked: Pick<AtHome, 'lat' | 'lng' | 'area'>): { lat: number; lng: number } | null {
  const [lat, lng] = [Number(asked.lat), Number(asked.lng)];
  if (asked.lat !== undefined && asked.lat !== '' && Number.isFinite(lat) && Number.isFinite(lng) && inKenya(lat, lng))
    return { lat: Math.round(lat * 1e5) / 1e5, lng: Math.round(lng * 1e5) / 1e5 };
  const area = findPlace(asked.area);
  return area ? { lat: area.lat, lng: area.lng } : null;
}

/** The provider's marks on the day of a home visit, in order. */
export const TRIP_STEPS = ['on-my-way', 'arrived'] as const;
export type TripStep = (typeof TRIP_STEPS)[number];

/** A booking at the client's place as either side sees it. */
export interface HomeVisitView {
  address: string;
  landmark: string;
  /** A map of the pin (any phone opens it in its maps app); null once the client is forgotten. */
  mapUrl: string | null;
  distanceKm: number;
  /** Ksh added to the price for the trip. */
  travelFee: number;
  /** Minutes kept free before the visit to get there (with any buffer before it). */
  keptMinutes: number;
  /** When the provider set off and arrived (UTC ms), once they did. */
  onMyWayAt: number | null;
  arrivedAt: number | null;
  /** The step the provider can mark now, on the visit's day; null otherwise (and always for the client). */
  next: TripStep | null;
  /** Whether a link to the visit's details is shared now (the client's side only). */
  shared: boolean;
}

/** How long after a visit ends its shared link still opens it. */
export const SHARE_HOURS_AFTER = 12;

/**
 * A home visit as the person the client shared it with sees it (decision 043): who comes, when,
 * where and how the trip goes; no price, no client's contacts, nothing to change.
 */
export interface SharedVisitView {
  serviceName: string;
  optionName: string | null;
  /** The provider's name, and the team member's who comes, when one was chosen. */
  provider: string;
  member: string | null;
  /** The listing's phone (E.164), to call; null when the listing is gone. */
  phone: string | null;
  date: string;
  time: string;
  cancelled: boolean;
  address: string;
  landmark: string;
  mapUrl: string | null;
  onMyWayAt: number | null;
  arrivedAt: number | null;
}
