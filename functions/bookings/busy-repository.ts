/**
 * Whose time is held when (decision 014): the holding bookings of sellers and of team members
 * over a span, for the slots offered and the write that checks them again.
 */
import { and, eq, gt, gte, inArray, isNull, lt, notInArray, or, type SQL } from 'drizzle-orm';
import type { Database } from '#functions/db/client';
import { bookings } from '#functions/db/schema/bookings';
import { HELD_STATUSES, HOLDING_STATUSES } from '#shared/booking-status';
import { DURATION_MAX_MINUTES, SETTINGS_LIMITS, type Busy } from '#shared/booking-settings';

/**
 * The longest a booking can hold anyone's time: the longest option and the longest buffer. A
 * booking meeting [from, to) starts after `from` less this, which bounds the index range read.
 */
export const LONGEST_HOLD_MS = (DURATION_MAX_MINUTES + SETTINGS_LIMITS.bufferMinutes.max) * 60_000;

/** Bookings holding their time at `now`: a held request only until its hold ends. */
export const holdsAt = (now: number) =>
  and(
    inArray(bookings.status, HOLDING_STATUSES),
    or(notInArray(bookings.status, [...HELD_STATUSES]), gt(bookings.holdExpiresAt, now)),
  );

/** The seller's holding bookings whose hold on their time meets [from, to): any of their listings. */
export async function busyOf(db: Database, sellerId: string, from: number, to: number, now: number): Promise<Busy[]> {
  return (await busyOfSellers(db, [sellerId], from, to, now)).get(sellerId) ?? [];
}

/** The holding bookings of `whose` meeting [from, to): who holds them and for how long. */
const holdingMeeting = (db: Database, whose: SQL | undefined, from: number, to: number, now: number) =>
  db
    .select({
      sellerId: bookings.sellerId,
      memberId: bookings.memberId,
      startsAt: bookings.startsAt,
      blocksUntil: bookings.blocksUntil,
    })
    .from(bookings)
    .where(
      and(
        whose,
        gte(bookings.startsAt, from - LONGEST_HOLD_MS),
        lt(bookings.startsAt, to),
        gt(bookings.blocksUntil, from),
        holdsAt(now),
      ),
    );

/** The holding bookings of several sellers meeting [from, to), each with its member (the "open on" filter). */
export const holdingOfSellers = (db: Database, sellerIds: string[], from: number, to: number, now: number) =>
  holdingMeeting(db, inArray(bookings.sellerId, sellerIds), from, to, now);

/** The same for several sellers at once, by seller. */
export async function busyOfSellers(
  db: Database,
  sellerIds: string[],
  from: number,
  to: number,
  now: number,
): Promise<Map<string, Busy[]>> {
  const rows = await holdingOfSellers(db, sellerIds, from, to, now);
  const bySeller = new Map<string, Busy[]>();
  for (const { sellerId, startsAt, blocksUntil } of rows) {
    if (sellerId) bySeller.set(sellerId, [...(bySeller.get(sellerId) ?? []), { startsAt, blocksUntil }]);
  }
  return bySeller;
}

/**
 * A team's members' holding bookings meeting [from, to), by member (issue 39). A booking of the
 * seller with no member (made before the team existed) holds every member's time.
 */
export async function busyOfMembers(
  db: Database,
  sellerId: string,
  memberIds: number[],
  from: number,
  to: number,
  now: number,
): Promise<Map<number, Busy[]>> {
  const whose = and(
    eq(bookings.sellerId, sellerId),
    or(inArray(bookings.memberId, memberIds), isNull(bookings.memberId)),
  );
  const rows = await holdingMeeting(db, whose, from, to, now);
  const byMember = new Map<number, Busy[]>(memberIds.map((id) => [id, []]));
  for (const { memberId, startsAt, blocksUntil } of rows) {
    for (const id of memberId === null ? memberIds : [memberId]) byMember.get(id)?.push({ startsAt, blocksUntil });
  }
  return byMember;
}
