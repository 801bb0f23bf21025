/**
 * Classes (decision 049): a listing whose clients book seats in sessions that meet every week at
 * set times, each teaching one of its options to a set number of seats.
 */
import * as z from 'zod/mini';
import { GRID_STARTS, isDateKey, slotMinutes } from './booking-time';
import { AVAILABILITY_MESSAGES } from './availability-texts';
import { CLASS_LIMITS, seats } from './seats';

/** How many days of sessions the class page and the provider's list show. */
export const CLASS_DAYS_SHOWN = 14;

export const CLASS_MESSAGES = {
  full: 'class.full',
  fewerLeft: 'class.fewerLeft',
  calledOff: 'class.calledOff',
  oneKind: 'class.oneKind',
  notAClass: 'class.notAClass',
  notASession: 'class.notASession',
  sameTime: 'class.sameTime',
  badTime: 'class.badTime',
  alreadyOff: 'class.alreadyOff',
} as const;

/** One time a class meets each week: the weekday (0 Sunday), the start on the grid, what it teaches and how many seats. */
export const ClassTimeSchema = z.object({
  weekday: z.coerce.number().check(z.int(), z.minimum(0), z.maximum(6)),
  minutes: z.coerce.number().check(
    z.int(),
    z.refine((value) => GRID_STARTS.includes(value), CLASS_MESSAGES.badTime),
  ),
  optionId: z.coerce.number().check(z.int(), z.positive()),
  seats: seats(CLASS_LIMITS.seats),
});
export type ClassTimeInput = z.infer<typeof ClassTimeSchema>;

/** A class's whole week, as the provider sets it (an empty week: it is no longer a class). */
export const ClassWeekSchema = z.object({
  times: z.array(ClassTimeSchema).check(
    z.maxLength(CLASS_LIMITS.times),
    z.refine(
      (times) => new Set(times.map((time) => `${time.weekday}:${time.minutes}`)).size === times.length,
      CLASS_MESSAGES.sameTime,
    ),
  ),
});

/** Calling a session off: which, and why for the clients. */
export const CallOffSchema = z.object({
  date: z.string().check(z.refine((value) => isDateKey(value), AVAILABILITY_MESSAGES.validDate)),
  time: z.string().check(z.refine((value) => slotMinutes(value) !== null, CLASS_MESSAGES.notASession)),
  reason: z.optional(z.string().check(z.trim(), z.maxLength(500))),
});

/** A session as clients and the provider see it. */
export interface SessionView {
  date: string;
  /** The grid's label, '9:00 AM'. */
  time: string;
  startsAt: number;
  optionId: number;
  seats: number;
  left: number;
  /** Why it was called off, when it was. */
  calledOff: string | null;
}
