// zod/mini: the dialog validates with these before sending; the API validates the same payloads.
import { SeatsSchema } from './seats';
import type { TipView } from './tips';
import * as z from 'zod/mini';
import type { BookingChannel } from './booking-channels';
import { keyed } from './i18n/issue';
import type { BookingReview } from './reviews';
import { BOOKING_MESSAGES } from './booking-messages';
import type { BookingStatus } from './booking-status';
import { AVAILABILITY_MESSAGES } from './availability-texts';
import type { BookingAction } from './booking-actions';
import type { DepositView } from './deposits';
import type { ClientRecord } from './reliability';
import { SETTINGS_LIMITS } from './booking-settings';
import { ACCOUNT_MESSAGES } from './account-messages';
import { phoneField } from './phone';
import { AtHomeSchema, type HomeVisitView } from './home-visits';
import { GROUP_MAX, PeopleSchema } from './groups';
import { DAY_CLOSES, DAY_OPENS, SLOT_MINUTES, isDateKey, slotMinutes } from './booking-time';

export const MESSAGE_MAX_LENGTH = 1000;

const required = z.string({ error: BOOKING_MESSAGES.required });
const dateKey = required.check(
  z.refine((value) => isDateKey(value), { error: BOOKING_MESSAGES.required, abort: true }),
);
const slotTime = required.check(
  z.refine((value) => slotMinutes(value) !== null, { error: BOOKING_MESSAGES.slotUnavailable, abort: true }),
);

const emailField = z.pipe(
  required.check(z.trim(), z.toLowerCase(), z.minLength(1, BOOKING_MESSAGES.required), z.maxLength(254)),
  z.email(ACCOUNT_MESSAGES.email),
);

/** A date and a slot on the grid: the slots query, the booking and a new time. */
export const SlotChoiceSchema = z.object({ date: dateKey, time: slotTime });

const listingId = z.union([z.int().check(z.positive()), z.string().check(z.regex(/^\d{1,12}$/))]);
const memberChoice = z.optional(
  z.union([z.literal('any'), z.string().check(z.regex(/^\d{1,12}$/, 'team.memberUnavailable'))]),
);
/** Services a visit may hold after its first: braids, then nails, then a pedicure, then lashes. */
export const VISIT_MAX_EXTRA = 3;

/** POST /api/appointments: serviceId absent for a general enquiry to the platform. */
export const AppointmentSchema = z.object({
  serviceId: z.optional(z.union([z.int().check(z.positive()), z.string().check(z.regex(/^\d{1,12}$/))])),
  /** Which of the listing's price options (its first when none is named); a field older clients omit. */
  optionId: z.optional(z.union([z.int().check(z.positive()), z.string().check(z.regex(/^\d{1,12}$/))])),
  /** For a team's listing: a member's id, or 'any' (the default). */
  memberId: z.optional(z.union([z.literal('any'), z.string().check(z.regex(/^\d{1,12}$/, 'team.memberUnavailable'))])),
  date: dateKey,
  time: slotTime,
  name: required.check(z.trim(), z.minLength(1, BOOKING_MESSAGES.required), z.maxLength(120, 'api.nameTooLong')),
  email: emailField,
  phoneNumber: phoneField({
    short: ACCOUNT_MESSAGES.phone,
    invalid: ACCOUNT_MESSAGES.phone,
    empty: BOOKING_MESSAGES.required,
  }),
  message: z.optional(
    z
      .string()
      .check(z.trim(), z.maxLength(MESSAGE_MAX_LENGTH, keyed('api.messageTooLong', { max: MESSAGE_MAX_LENGTH }))),
  ),
  /** At the client's place (decision 043): the address, a landmark, and a pin or the area. */
  atHome: z.optional(AtHomeSchema),
  /** More services of the same provider right after the first, in order: one visit. */
  then: z.optional(
    z
      .array(z.object({ serviceId: listingId, optionId: z.optional(listingId), memberId: memberChoice }))
      .check(z.maxLength(VISIT_MAX_EXTRA, keyed('form.atMost', { max: VISIT_MAX_EXTRA }))),
  ),
  /** Others booked at once (decision 048), each named with their option: one visit, one deposit. */
  people: z.optional(PeopleSchema.check(z.maxLength(GROUP_MAX - 1, keyed('form.atMost', { max: GROUP_MAX - 1 })))),
  /** The group side by side, in chairs of their own, rather than one after another. */
  together: z.optional(z.boolean()),
  /** Seats in a class's session (decision 049); one when none is named. */
  seats: z.optional(SeatsSchema),
});
export type AppointmentRequest = z.output<typeof AppointmentSchema>;

/** A seller's week: for each weekday (0 Sunday to 6 Saturday) the hours open, or null when closed. */
export const WorkingHoursSchema = z.object({
  days: z
    .array(
      z.nullable(
        z.object({ opens: z.int(), closes: z.int() }).check(
          z.refine(
            (day) => day.opens % SLOT_MINUTES === 0 && day.closes % SLOT_MINUTES === 0,
            AVAILABILITY_MESSAGES.halfHour,
          ),
          z.refine((day) => day.opens >= DAY_OPENS && day.closes <= DAY_CLOSES, AVAILABILITY_MESSAGES.withinDay),
          z.refine((day) => day.opens < day.closes, AVAILABILITY_MESSAGES.closesAfterOpens),
        ),
      ),
    )
    .check(z.length(7, AVAILABILITY_MESSAGES.sevenDays)),
});
export type WorkingWeek = z.output<typeof WorkingHoursSchema>['days'];

/** POST /api/bookings/{id}/link: a guest asks for their booking's link again, with the e-mail booked with… */
export const LinkRequestSchema = z.object({
  email: emailField,
});

/** …or with a text's view key. */
export const LinkByTextSchema = z.object({
  view: z.string().check(z.minLength(1), z.maxLength(100)),
});

export const BlockedDateSchema = z.object({
  date: z
    .string({ error: AVAILABILITY_MESSAGES.chooseDate })
    .check(z.refine((value) => isDateKey(value), AVAILABILITY_MESSAGES.validDate)),
});

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** A booking as the API returns it to the buyer or the seller. */
export interface BookingView {
  id: number;
  serviceId: number | null;
  serviceName: string;
  date: string;
  time: string;
  start: string;
  startsAt: number;
  status: BookingStatus;
  name: string;
  email: string;
  phoneNumber: string;
  message: string;
  /** Where it was made: the provider sees "Booked by USSD" beside the client's number. */
  channel: BookingChannel;
  /** The series it is a visit of, when it repeats (decision 047). */
  seriesId: number | null;
  /** Seats in a class's session (decision 049); null for a booking of the provider's time. */
  seats: number | null;
  /** The tip given after the visit, paid or waiting for its PIN (decision 050); null for none. */
  tip: TipView | null;
  /** The client replied to a reminder text that they are coming. */
  coming: boolean;
  /** The other side's WhatsApp chat with a prefilled message about this booking, when known. */
  whatsappUrl: string | null;
  actions: BookingAction[];
  /** A completed booking's review: to write, written, or too late; null before completion. */
  review: BookingReview | null;
  /** The deposit the listing asked for, paid or not; null when none was asked. */
  deposit: DepositView | null;
  /** The client's past visits and no-shows, for the seller deciding whether to confirm; null to the buyer. */
  clientRecord: ClientRecord | null;
  /** What the booked option was called, when the listing has options. */
  optionName: string | null;
  /** The option's price when it was booked (whole Ksh); null for an enquiry. */
  price: number | null;
  /** Where the listing is served (its location), for the client's map link; null for an enquiry. */
  place: string | null;
  /** The team member who serves it; null for a one-person business. */
  memberName: string | null;
  /** The booked option and member: a move is offered the times they fit (the booking dialog's own). */
  optionId: number | null;
  memberId: number | null;
  /** Every part of the visit it belongs to, first to last (itself among them); null on its own. */
  visit: Array<{
    id: number;
    serviceName: string;
    optionName: string | null;
    time: string;
    memberName: string | null;
    /** A group's part (decision 048): the person it is for. */
    person: string | null;
  }> | null;
  /** An unconfirmed or unpaid request keeps its time until this instant (UTC ms); null otherwise. */
  heldUntil: number | null;
  /** At the client's place (decision 043): where, the travel fee and the provider's trip; null at theirs. */
  home: HomeVisitView | null;
  /** Each change: its status, which side made it, when, whether it moved the time, and why. */
  history: { status: BookingStatus; by: 'client' | 'provider'; at: string; moved: boolean; reason: string | null }[];
}

const whole = (setting: 'buffer' | 'before' | 'capacity' | 'notice' | 'horizon', min: number, max: number) =>
  z.pipe(
    z.union([z.number(), z.string()]),
    z.pipe(
      z.transform((value: number | string) => Number(value)),
      z
        .int(keyed('form.settingRange', { setting, min, max }))
        .check(
          z.minimum(min, keyed('form.settingRange', { setting, min, max })),
          z.maximum(max, keyed('form.settingRange', { setting, min, max })),
        ),
    ),
  );

/** How a seller takes bookings (decision 014): buffers, clients at once, notice and horizon. */
export const BookingSettingsSchema = z.object({
  bufferMinutes: whole('buffer', SETTINGS_LIMITS.bufferMinutes.min, SETTINGS_LIMITS.bufferMinutes.max),
  bufferBeforeMinutes: z.optional(
    whole('before', SETTINGS_LIMITS.bufferBeforeMinutes.min, SETTINGS_LIMITS.bufferBeforeMinutes.max),
  ),
  capacity: whole('capacity', SETTINGS_LIMITS.capacity.min, SETTINGS_LIMITS.capacity.max),
  noticeMinutes: whole('notice', SETTINGS_LIMITS.noticeMinutes.min, SETTINGS_LIMITS.noticeMinutes.max),
  horizonDays: whole('horizon', SETTINGS_LIMITS.horizonDays.min, SETTINGS_LIMITS.horizonDays.max),
});

/**
 * A booking the provider enters for a client who walked in or phoned (decision 045): a listing of
 * theirs, a time, and the client's name and number, to which its messages go by SMS.
 */
export const WalkInSchema = z.object({
  serviceId: listingId,
  optionId: z.optional(listingId),
  memberId: AppointmentSchema.shape.memberId,
  date: dateKey,
  time: slotTime,
  name: AppointmentSchema.shape.name,
  phoneNumber: AppointmentSchema.shape.phoneNumber,
});
export type WalkIn = z.output<typeof WalkInSchema>;
