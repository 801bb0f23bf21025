/**
 * A business's calendar as the pages and the API speak of it (decision 045): blocked time, kept
 * from clients within one day, for the whole business or one member.
 */
import * as z from 'zod/mini';
import { isDateKey } from './booking-time';

export const CALENDAR_MESSAGES = {
  date: 'calendar.block.date',
  time: 'calendar.block.time',
  past: 'calendar.block.past',
  tooMany: 'calendar.block.tooMany',
  notFound: 'calendar.block.notFound',
  note: 'calendar.block.noteTooLong',
} as const;

/** Blocked time as the calendar shows it. */
export interface TimeBlock {
  id: number;
  /** The member whose time it keeps; null for the whole business. */
  memberId: number | null;
  startsAt: number;
  endsAt: number;
  note: string;
}

/** Blocked times a day may hold for a business: far more than a day needs. */
export const BLOCKS_PER_DAY_MAX = 20;
export const BLOCK_NOTE_MAX = 80;

/** '13:30' (an <input type="time">) as minutes after midnight, or null. */
export function clockOf(value: string): number | null {
  const found = /^([01]\d|2[0-3]):([0-5]\d)(?::00)?$/.exec(value.trim());
  return found ? Number(found[1]) * 60 + Number(found[2]) : null;
}

const clock = z
  .string({ error: CALENDAR_MESSAGES.time })
  .check(z.refine((value) => clockOf(value) !== null, CALENDAR_MESSAGES.time));

/** Blocked time as the calendar's form sends it: a day, from and to, whose time, and what for. */
export const TimeBlockSchema = z
  .object({
    date: z
      .string({ error: CALENDAR_MESSAGES.date })
      .check(z.refine((value) => isDateKey(value), CALENDAR_MESSAGES.date)),
    from: clock,
    // The end of the day is written 00:00.
    to: clock,
    member: z.optional(z.string().check(z.regex(/^\d{0,12}$/))),
    note: z._default(z.string().check(z.trim(), z.maxLength(BLOCK_NOTE_MAX, CALENDAR_MESSAGES.note)), ''),
  })
  .check(
    z.refine(({ from, to }) => (clockOf(to) || 24 * 60) > (clockOf(from) ?? 24 * 60), {
      error: CALENDAR_MESSAGES.time,
      path: ['to'],
    }),
  );
export type TimeBlockInput = z.output<typeof TimeBlockSchema>;
