/**
 * The waitlist as both sides speak of it (decision 046): a client waits for a listing on some
 * days at some times of day; a freed time that suits is offered to one waiting client at a time.
 */
import * as z from 'zod/mini';
import { ACCOUNT_MESSAGES } from './account-messages';
import { BOOKING_MESSAGES } from './booking-messages';
import { isDateKey, slotMinutes } from './booking-time';
import { phoneField } from './phone';

export const WAITING_STATUSES = ['waiting', 'booked', 'left'] as const;
export type WaitingStatus = (typeof WAITING_STATUSES)[number];
/** An offer: open, taken (a booking), declined, lapsed (no answer in time) or gone (the time went otherwise). */
export const OFFER_STATUSES = ['open', 'taken', 'declined', 'lapsed', 'gone'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** How long an offer waits for its answer before the next client is asked. */
export const OFFER_MINUTES = 15;
/** Offers a number hears in one Nairobi day, however many lists it waits on. */
export const OFFERS_PER_DAY = 3;
/** The longest span of days one entry waits over. */
export const WAIT_SPAN_DAYS = 28;
/** Lists one number may wait on at once. */
export const ENTRIES_PER_PHONE = 10;
/** Waiting clients a page of the provider's list shows. */
export const WAITLIST_PAGE = 10;
/** Weekdays all suit: bits 0 (Sunday) to 6 (Saturday). */
export const EVERY_DAY = 127;

export const WAITLIST_MESSAGES = {
  joined: 'waitlist.joined',
  left: 'waitlist.left',
  spanTooLong: 'waitlist.spanTooLong',
  endBeforeStart: 'waitlist.endBeforeStart',
  latestBeforeEarliest: 'waitlist.latestBeforeEarliest',
  noWeekday: 'waitlist.noWeekday',
  already: 'waitlist.already',
  tooMany: 'waitlist.tooMany',
  notFound: 'waitlist.notFound',
  offerEnded: 'waitlist.offerEnded',
  offerTaken: 'waitlist.offerTaken',
  offerDeclined: 'waitlist.offerDeclined',
  booked: 'waitlist.booked',
  offered: 'waitlist.offered',
  notFree: 'waitlist.notFree',
  busy: 'waitlist.busy',
} as const;

const required = z.string({ error: BOOKING_MESSAGES.required });
const dateKey = required.check(
  z.refine((value) => isDateKey(value), { error: BOOKING_MESSAGES.required, abort: true }),
);
const slotTime = required.check(
  z.refine((value) => slotMinutes(value) !== null, { error: BOOKING_MESSAGES.slotUnavailable, abort: true }),
);
const id = z.union([z.int().check(z.positive()), z.string().check(z.regex(/^\d{1,12}$/))]);

/** POST /api/waitlist: who waits, for what, on which days and at which times of day. */
export const WaitlistJoinSchema = z
  .object({
    serviceId: id,
    optionId: z.optional(id),
    memberId: z.optional(
      z.union([z.literal('any'), z.string().check(z.regex(/^\d{1,12}$/, 'team.memberUnavailable'))]),
    ),
    fromDate: dateKey,
    toDate: dateKey,
    /** Weekdays that suit (0 Sunday … 6 Saturday); all when absent. */
    weekdays: z.optional(z.array(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(6))).check(z.maxLength(7))),
    earliest: slotTime,
    latest: slotTime,
    name: required.check(z.trim(), z.minLength(1, BOOKING_MESSAGES.required), z.maxLength(120, 'api.nameTooLong')),
    email: z.pipe(
      required.check(z.trim(), z.toLowerCase(), z.minLength(1, BOOKING_MESSAGES.required), z.maxLength(254)),
      z.email(ACCOUNT_MESSAGES.email),
    ),
    phoneNumber: phoneField({
      short: ACCOUNT_MESSAGES.phone,
      invalid: ACCOUNT_MESSAGES.phone,
      empty: BOOKING_MESSAGES.required,
    }),
  })
  .check(
    z.refine((value) => value.toDate >= value.fromDate, { error: WAITLIST_MESSAGES.endBeforeStart, path: ['toDate'] }),
    z.refine((value) => slotMinutes(value.latest)! >= slotMinutes(value.earliest)!, {
      error: WAITLIST_MESSAGES.latestBeforeEarliest,
      path: ['latest'],
    }),
    z.refine((value) => value.weekdays === undefined || value.weekdays.length > 0, {
      error: WAITLIST_MESSAGES.noWeekday,
      path: ['weekdays'],
    }),
  );
export type WaitlistJoin = z.output<typeof WaitlistJoinSchema>;

/** POST /api/me/waitlist/{id}/offer: the provider offers a waiting client a time by hand. */
export const HandOfferSchema = z.object({ date: dateKey, time: slotTime });

/** A waiting client as the client and the provider see the entry. */
export interface WaitlistEntryView {
  id: number;
  serviceId: number;
  serviceName: string;
  optionName: string | null;
  memberName: string | null;
  fromDate: string;
  toDate: string;
  weekdays: number[];
  earliest: string;
  latest: string;
  status: WaitingStatus;
  /** Their place in the listing's queue (1 first), while waiting. */
  place: number | null;
  bookingId: number | null;
  /** The offer open now, if any. */
  offer: { date: string; time: string; expiresAt: number } | null;
  createdAt: number;
  /** The provider's view only: who waits and how to reach them. */
  client: { name: string; phoneNumber: string; email: string; channel: string } | null;
}

/** An offer as its link shows it. */
export interface OfferView {
  serviceId: number;
  serviceName: string;
  optionName: string | null;
  date: string;
  time: string;
  status: OfferStatus;
  expiresAt: number;
  bookingId: number | null;
  deposit: number | null;
}

/** Weekday numbers from a mask, and back. */
export const weekdaysOf = (mask: number) => [0, 1, 2, 3, 4, 5, 6].filter((day) => (mask & (1 << day)) !== 0);
export const maskOf = (days: readonly number[] | undefined) =>
  days === undefined ? EVERY_DAY : days.reduce((mask, day) => mask | (1 << day), 0);
