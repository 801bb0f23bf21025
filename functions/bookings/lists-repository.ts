/** A user's bookings on one side, a page at a time, and how many there are. */
import { and, asc, desc, eq, gt, inArray, lt, lte, notInArray, or } from 'drizzle-orm';
import { HOLDING_STATUSES, UNCONFIRMED_STATUSES } from '#shared/booking-status';
import type { Database, Queries } from '#functions/db/client';
import { services } from '#functions/db/schema/catalogue';
import { teamMembers } from '#functions/db/schema/team';
import { bookings } from '#functions/db/schema/bookings';
import type { BookingWithListing } from './repository';

export type BookingSide = 'buyer' | 'seller';
export type BookingWhen = 'upcoming' | 'past' | 'all';

/** A page of one side's bookings: upcoming soonest first; past (and all) latest first. */
export interface BookingWindow {
  when: BookingWhen;
  now: number;
  limit: number;
  /** The last booking of the previous page. */
  after?: { startsAt: number; id: number };
}

/** Whose bookings on one side. A provider never sees unconfirmed requests. */
function ownedBy(side: BookingSide, userId: string) {
  return side === 'buyer'
    ? eq(bookings.buyerId, userId)
    : and(eq(bookings.sellerId, userId), notInArray(bookings.status, [...UNCONFIRMED_STATUSES]));
}

/**
 * Upcoming: still to come and still on. A booking that ended before its time (cancelled,
 * declined, or a request whose hold ran out unpaid or unconfirmed) is over whatever its time, so
 * it is listed with the past.
 */
function startingWhen(when: BookingWhen, now: number) {
  if (when === 'upcoming') return and(gt(bookings.startsAt, now), inArray(bookings.status, [...HOLDING_STATUSES]));
  if (when === 'past') return or(lte(bookings.startsAt, now), notInArray(bookings.status, [...HOLDING_STATUSES]));
  return undefined;
}

/** One page of a user's bookings on one side, by keyset on (start, id). */
export async function bookingsOf(
  db: Database,
  side: BookingSide,
  userId: string,
  window: BookingWindow,
): Promise<BookingWithListing[]> {
  const forward = window.when === 'upcoming';
  const { after } = window;
  const beyond = after
    ? forward
      ? or(gt(bookings.startsAt, after.startsAt), and(eq(bookings.startsAt, after.startsAt), gt(bookings.id, after.id)))
      : or(lt(bookings.startsAt, after.startsAt), and(eq(bookings.startsAt, after.startsAt), lt(bookings.id, after.id)))
    : undefined;
  const order = forward ? [asc(bookings.startsAt), asc(bookings.id)] : [desc(bookings.startsAt), desc(bookings.id)];
  return db
    .select({
      booking: bookings,
      servicePhone: services.phoneNumber,
      serviceLocation: services.location,
      memberName: teamMembers.name,
    })
    .from(bookings)
    .leftJoin(services, eq(services.id, bookings.serviceId))
    .leftJoin(teamMembers, eq(teamMembers.id, bookings.memberId))
    .where(and(ownedBy(side, userId), startingWhen(window.when, window.now), beyond))
    .orderBy(...order)
    .limit(window.limit);
}

/** How many bookings a user has on one side: counted, never read off a page. */
export async function countBookingsOf(db: Database, side: BookingSide, userId: string, when: BookingWhen, now: number) {
  return db.$count(bookings, and(ownedBy(side, userId), startingWhen(when, now)));
}

/** How many of a seller's bookings to come wait for them to confirm or decline. */
export const countWaitingOf = (db: Database, sellerId: string, now: number) =>
  db.$count(
    bookings,
    and(ownedBy('seller', sellerId), startingWhen('upcoming', now), eq(bookings.status, 'requested')),
  );

/** A seller's confirmed bookings of one day, earliest first (their morning agenda). */
export const confirmedDayOf = (db: Queries, sellerId: string, date: string) =>
  db
    .select()
    .from(bookings)
    .where(and(eq(bookings.sellerId, sellerId), eq(bookings.date, date), eq(bookings.status, 'confirmed')))
    .orderBy(asc(bookings.startsAt));
