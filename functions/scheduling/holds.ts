/**
 * Taking a time inside the write that books it (decision 014): held requests on the slot whose
 * hold ended are let go, then the bookings holding the span are counted. Writes to one database
 * take turns, so the count cannot change between the check and the write that follows it.
 */
import type { Database, Queries } from '#functions/db/client';
import type { Busy } from '#shared/booking-settings';
import * as classes from './classes-repository';
import * as holds from './holds-repository';

/** Why a booking could not be written: its time is no longer free. */
export class SlotTaken extends Error {
  constructor() {
    super('slot taken');
    this.name = 'SlotTaken';
  }
}

/** The time a booking takes: its start, and its hold on the seller's time around it. */
export interface Span extends Busy {
  sellerId?: string | null;
  serviceId?: number | null;
  startsAt: number;
  /** Seats in a class's session (decision 049): counted against the session's, `capacity`. */
  seats?: number | null;
}

export interface Claim {
  /** How many of the seller's bookings may overlap, when no member is named. */
  capacity: number;
  /** A team's members who could serve it, in the order to try: the first free one gets it. */
  members?: number[] | null;
  /** The member it is already given to: only their time (one client at a time) is counted. */
  memberId?: number | null;
  /** A booking left out of the count: the one being moved. */
  except?: number;
  /** A visit whose own parts are left out (they move together). */
  visitId?: number | null;
}

/** Who has the span: the member given it (null: the seller); throws SlotTaken when the time is not free. */
export async function claimSpan(tx: Queries, span: Span, at: number, claim: Claim): Promise<number | null> {
  const { capacity, members = null, memberId = null, except, visitId } = claim;
  await holds.releaseEndedHolds(tx, span.serviceId, span.startsAt, at);
  if (span.seats && span.serviceId) {
    const held = await classes.seatsHeldAt(tx, span.serviceId, span.startsAt, at, except);
    const off = (await classes.calledOff(tx, span.serviceId, span.startsAt, span.startsAt + 1)).size > 0;
    if (off || held + span.seats > capacity) throw new SlotTaken();
    return null;
  }
  if (members) {
    const free = span.sellerId ? await holds.firstFree(tx, span.sellerId, members, span, at) : null;
    if (free === null) throw new SlotTaken();
    return free;
  }
  if (!span.sellerId) return memberId;
  const limit = memberId === null ? capacity : 1;
  if ((await holds.overlappingOf(tx, span.sellerId, span, at, except, memberId, visitId)) >= limit)
    throw new SlotTaken();
  return memberId;
}

/** Lets go of one held request whose hold has ended (it becomes expired); the row, if it did. */
export const expireHold = (db: Database, bookingId: number, now: number) => holds.expireHold(db, bookingId, now);
