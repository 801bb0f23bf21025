/**
 * Booking for several people at once (decision 048): the client and up to seven others, each named
 * with their option; one after another, or side by side in chairs of their own; one deposit.
 */
import * as z from 'zod/mini';
import { BOOKING_MESSAGES } from './booking-messages';

/** People one booking holds, the client included. */
export const GROUP_MAX = 8;

export const GROUP_MESSAGES = {
  oneKind: 'group.oneKind',
  notTogether: 'group.notTogether',
} as const;

const listingId = z.union([z.int().check(z.positive()), z.string().check(z.regex(/^\d{1,12}$/))]);

/** The others booked with the client: each named, with their own option (the client's when none). */
export const PeopleSchema = z.array(
  z.object({
    name: z
      .string({ error: BOOKING_MESSAGES.required })
      .check(z.trim(), z.minLength(1, BOOKING_MESSAGES.required), z.maxLength(120, 'api.nameTooLong')),
    optionId: z.optional(listingId),
  }),
);
