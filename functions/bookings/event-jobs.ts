/**
 * A booking's event as its write queues it (bookings/events.ts runs it): what the change tells,
 * decided before it is written, and the job that carries it.
 */
import type { Queries } from '#functions/db/client';
import { enqueue, type NewJob } from '#functions/jobs/queue';

/** What the people concerned hear of a change. */
export type BookingNotice =
  'requested' | 'rescheduled' | 'moved' | 'confirmed' | 'declined' | 'cancelled' | 'providerCancelled' | 'withdrawn';

export const BOOKING_EVENT_JOB = 'booking-event';

/** What a change tells, decided before it is written: who made it, and what the people concerned hear. */
export interface BookingEvent {
  key: string;
  side: 'buyer' | 'seller';
  notice?: BookingNotice;
}

const KEY_PREFIX = `${BOOKING_EVENT_JOB}:`;

/** A change's event; `key` names it when it must be found again (a job's follow-up), else a fresh one. */
export const bookingEvent = (
  side: BookingEvent['side'],
  notice?: BookingNotice,
  key = `${KEY_PREFIX}${crypto.randomUUID()}`,
): BookingEvent => ({ key, side, notice });

/**
 * The key of the event a cause sets off for a booking once (its listing withdrawn): as a string,
 * and as SQL over a query's `id` column, for a batch that queues one per booking.
 */
export const causedEventKey = (bookingId: number, cause: string) => `${KEY_PREFIX}${bookingId}:${cause}`;
export const causedEventKeyParts = (cause: string) => ({ prefix: KEY_PREFIX, suffix: `:${cause}` });

/** The event's job, for the write that makes the change to queue with it. */
export const eventJob = (event: BookingEvent, bookingId: number, at: number): NewJob => ({
  kind: BOOKING_EVENT_JOB,
  key: event.key,
  payload: { bookingId, side: event.side, notice: event.notice ?? null },
  runAt: at,
});

/** Queues a booking's event in the transaction of the change it follows. */
export const queueEvent = (tx: Queries, event: BookingEvent, bookingId: number, at: number) =>
  enqueue(tx, eventJob(event, bookingId, at));
