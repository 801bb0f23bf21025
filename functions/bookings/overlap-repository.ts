/**
 * Whether a time is still free, inside the write that takes it (decision 014): held requests whose
 * hold ended are let go first, then the seller's (or a member's) holding bookings over the span
 * are counted.
 */
import { and, eq, gt, gte, inArray, isNull, lt, lte, ne, or } from 'drizzle-orm';
import { HELD_STATUSES } from '#shared/booking-status';
import type { Queries } from '#functions/db/client';
import { bookings } from '#functions/db/schema/bookings';
import { LONGEST_HOLD_MS, holdsAt } from './busy-repository';

/** Held requests (unverified, unpaid) whose hold has ended, optionally only those of one listing and start. */
export const endedHolds = (now: number, slot?: { serviceId: number | null | undefined; startsAt: number }) =>
  and(
    inArray(bookings.status, [...HELD_STATUSES]),
    lte(bookings.holdExpiresAt, now),
    slot && (slot.serviceId == null ? isNull(bookings.serviceId) : eq(bookings.serviceId, slot.serviceId)),
    slot && eq(bookings.startsAt, slot.startsAt),
  );

/** Marks held requests for one listing and start whose hold has ended as expired, freeing the slot. */
export const releaseEndedHolds = (db: Queries, serviceId: number | null | undefined, startsAt: number, now: number) =>
  db.update(bookings).set({ status: 'expired', holdExpiresAt: null }).where(endedHolds(now, { serviceId, startsAt }));

/** The seller's holding bookings that overlap [startsAt, blocksUntil), optionally but one. */
export const overlappingOf = (
  db: Queries,
  sellerId: string,
  span: { startsAt: number; blocksUntil: number },
  now: number,
  except?: number,
  /** A team member's own time: their bookings, and the seller's with no member. */
  memberId?: number | null,
  /** A visit whose own parts are left out (they move together). */
  visitId?: number | null,
) =>
  db.$count(
    bookings,
    and(
      eq(bookings.sellerId, sellerId),
      memberId === undefined || memberId === null
        ? undefined
        : or(eq(bookings.memberId, memberId), isNull(bookings.memberId)),
      holdsAt(now),
      gte(bookings.startsAt, span.startsAt - LONGEST_HOLD_MS),
      lt(bookings.startsAt, span.blocksUntil),
      gt(bookings.blocksUntil, span.startsAt),
      except === undefined ? undefined : ne(bookings.id, except),
      visitId === undefined || visitId === null
        ? undefined
        : or(isNull(bookings.visitId), ne(bookings.visitId, visitId)),
    ),
  );

/** Why a booking could not be written: its time is no longer free. */
export class SlotTaken extends Error {
  constructor() {
    super('slot taken');
    this.name = 'SlotTaken';
  }
}

/** The first of `members` with nothing holding their time over `span` (a member serves one client at a time). */
export async function firstFree(
  tx: Queries,
  sellerId: string,
  members: number[],
  span: { startsAt: number; blocksUntil: number },
  at: number,
): Promise<number | null> {
  for (const memberId of members) {
    if ((await overlappingOf(tx, sellerId, span, at, undefined, memberId)) === 0) return memberId;
  }
  return null;
}
