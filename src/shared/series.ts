/**
 * Bookings that repeat (decision 047): every one, two or four weeks, up to a number of visits or
 * an end date, the same option and member; each visit a booking of its own.
 */
import * as z from 'zod/mini';
import { AppointmentSchema } from './bookings';
import { BOOKING_MESSAGES } from './booking-messages';
import { isDateKey, slotMinutes } from './booking-time';

export const SERIES_EVERY = [1, 2, 4] as const;
/** The most visits one series makes (a quarter of weekly visits, or a year of four-weekly ones). */
export const SERIES_MAX = 13;

export const SERIES_MESSAGES = {
  signIn: 'series.signIn',
  tooFew: 'series.tooFew',
  notPlanned: 'series.notPlanned',
  notFree: 'series.notFree',
  deposit: 'series.deposit',
  booked: 'series.booked',
} as const;

const dateKey = z
  .string({ error: BOOKING_MESSAGES.required })
  .check(z.refine((value) => isDateKey(value), { error: BOOKING_MESSAGES.required, abort: true }));
const slotTime = z
  .string({ error: BOOKING_MESSAGES.required })
  .check(z.refine((value) => slotMinutes(value) !== null, { error: BOOKING_MESSAGES.slotUnavailable, abort: true }));

/** What a series repeats: the first visit (as a booking asks it), how often, and until when. */
export const SeriesPlanSchema = z.object({
  serviceId: z.union([z.int().check(z.positive()), z.string().check(z.regex(/^\d{1,12}$/))]),
  optionId: AppointmentSchema.shape.optionId,
  memberId: AppointmentSchema.shape.memberId,
  date: dateKey,
  time: slotTime,
  everyWeeks: z.coerce
    .number()
    .check(z.refine((value) => (SERIES_EVERY as readonly number[]).includes(value), BOOKING_MESSAGES.required)),
  /** How many visits, the first included; or, instead, the last date. */
  visits: z.optional(z.coerce.number().check(z.int(), z.minimum(2, SERIES_MESSAGES.tooFew), z.maximum(SERIES_MAX))),
  until: z.optional(dateKey),
});
export type SeriesPlanRequest = z.output<typeof SeriesPlanSchema>;

/** POST /api/series: the plan, the time chosen for each visit kept (a clash's alternative), and who. */
export const SeriesSchema = z.extend(SeriesPlanSchema, {
  choices: z
    .array(z.object({ date: dateKey, time: slotTime }))
    .check(z.minLength(2, SERIES_MESSAGES.tooFew), z.maxLength(SERIES_MAX)),
  name: AppointmentSchema.shape.name,
  email: AppointmentSchema.shape.email,
  phoneNumber: AppointmentSchema.shape.phoneNumber,
  message: AppointmentSchema.shape.message,
});
export type SeriesRequest = z.output<typeof SeriesSchema>;

/** One visit of a planned series: its date, the time asked, whether it is free, and free times near it when not. */
export interface PlannedVisit {
  date: string;
  time: string;
  free: boolean;
  alternatives: string[];
}
