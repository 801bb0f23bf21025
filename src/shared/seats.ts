/**
 * Seats in a class's session (decision 049): how many one booking may take and a session may
 * have. Apart from the rest of classes.ts, so that the booking schema every form loads carries
 * only this.
 */
import * as z from 'zod/mini';

export const CLASS_LIMITS = { seatsPerBooking: 10, seats: 200, times: 28 } as const;

/** A whole number of seats from 1 to `max`. */
export const seats = (max: number) =>
  z.coerce
    .number({ error: 'class.seatsInvalid' })
    .check(z.int('class.seatsInvalid'), z.minimum(1, 'class.seatsInvalid'), z.maximum(max, 'class.seatsInvalid'));

/** Seats asked for in one booking. */
export const SeatsSchema = seats(CLASS_LIMITS.seatsPerBooking);
