/**
 * What other features use of bookings beyond its services: a booking by id, the statements that
 * cancel a removed listing's bookings or carry a visit's parts with its first (for the caller's
 * own batch), and whether a number was asked about a booking.
 */
import type { BookingStatus } from '#shared/booking-status';
import type { Database, Queries } from '#functions/db/client';
import * as repo from './repository';
import type { Actor } from './status-change-repository';
import * as withdrawal from './withdrawal-repository';
import { latestOpenPrompt as latestPrompt, openPromptFor as promptFor } from './replies-repository';
import { visitFollows as follows } from './visit-repository';

export const findBooking = (db: Queries, id: number) => repo.findBooking(db, id);
export const cancelUpcomingOf = (db: Database, serviceId: number, sellerId: string, now: number) =>
  withdrawal.cancelUpcomingOf(db, serviceId, sellerId, now);
export const visitFollows = (
  db: Queries,
  lead: { id: number; visitId: number | null },
  from: BookingStatus,
  to: BookingStatus,
  actor: Actor,
  at: number,
) => follows(db, lead, from, to, actor, at);
export const openPromptFor = (db: Queries, phone: string, bookingId: number, now: number) =>
  promptFor(db, phone, bookingId, now);
/** The latest reminder prompt to `phone` still open (what a reply of 1 or 2 would answer), if any. */
export const latestOpenPromptTo = (db: Queries, phone: string, now: number) => latestPrompt(db, phone, now);
