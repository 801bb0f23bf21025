/**
 * Whose time is held when (decision 014): the holding bookings of sellers and of team members
 * over a span, for the slots offered; inside the write that takes a time, held requests whose
 * hold ended are let go first, then the holding bookings over the span are counted.
 */
import { and, eq, gt, gte, inArray, isNull, lt, lte, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Queries } from '#functions/db/client';
import { bookings, timeBlocks } from '#functions/db/schema/bookings';
import { HELD_STATUSES, HOLDING_STATUSES } from '#shared/booking-status';
import { DURATION_MAX_MINUTES, SETTINGS_LIMITS, type Busy } from '#shared/booking-settings';
import { HOME_LIMITS } from '#shared/home-visits';

/**
 * The longest a booking can hold anyone's time from its start: the longest option and the longest
 * buffer after it; and the longest it can hold before its start. A booking whose hold meets
 * [from, to) starts after `from` less the one and before `to` plus the other, which bounds the
 * index range read.
 */
export const LONGEST_HOLD_MS = (DURATION_MAX_MINUTES + SETTINGS_LIMITS.bufferMinutes.max) * 60_000;
export const LONGEST_BEFORE_MS = (SETTINGS_LIMITS.bufferBeforeMinutes.max + HOME_LIMITS.travelMinutes.max) * 60_000;

/** Blocked time lies within one day, which bounds the index range read. */
const LONGEST_BLOCK_MS = 86_400_000;

/** When a booking's hold on its seller's time begins (decision 042). */
export const blocksFrom = sql<number>`(${bookings.startsAt} - ${bookings.beforeMinutes} * 60000)`;

/** Bookings whose hold meets [from, to), read through the start index. */
const holdMeets = (from: number, to: number) =>
  and(
    gte(bookings.startsAt, from - LONGEST_HOLD_MS),
    lt(bookings.startsAt, to + LONGEST_BEFORE_MS),
    lt(blocksFrom, to),
    gt(bookings.blocksUntil, from),
  );

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

/** The bookings of `whose` meeting [from, to) that `holding` counts: who holds them and for how long. */
const meeting = (db: Queries, whose: SQL | undefined, from: number, to: number, holding: SQL | undefined) =>
  db
    .select({
      sellerId: bookings.sellerId,
      memberId: bookings.memberId,
      blocksFrom,
      blocksUntil: bookings.blocksUntil,
    })
    .from(bookings)
    .where(and(whose, holdMeets(from, to), holding));

/** The holding bookings of `whose` meeting [from, to) at `now`. */
const holdingMeeting = (db: Database, whose: SQL | undefined, from: number, to: number, now: number) =>
  meeting(db, whose, from, to, holdsAt(now));

/**
 * Several sellers' blocked time meeting [from, to) (decision 045), each with the member it keeps
 * (none: the whole business), as busy as can be: it takes every place at once.
 */
export async function blockedOfSellers(db: Queries, sellerIds: string[], from: number, to: number) {
  const rows = await db
    .select({
      sellerId: timeBlocks.sellerId,
      memberId: timeBlocks.memberId,
      blocksFrom: timeBlocks.startsAt,
      blocksUntil: timeBlocks.endsAt,
    })
    .from(timeBlocks)
    .where(
      and(
        inArray(timeBlocks.sellerId, sellerIds),
        gte(timeBlocks.startsAt, from - LONGEST_BLOCK_MS),
        lt(timeBlocks.startsAt, to),
        gt(timeBlocks.endsAt, from),
      ),
    );
  return rows.map((row) => ({ ...row, whole: true as const }));
}

/** What keeps sellers' time over [from, to): bookings as `holding` counts them, and blocked time. */
const keeping = async (db: Queries, sellerIds: string[], from: number, to: number, holding: SQL | undefined) => {
  const [booked, blocked] = [
    await meeting(db, inArray(bookings.sellerId, sellerIds), from, to, holding),
    await blockedOfSellers(db, sellerIds, from, to),
  ];
  return [...booked.map((row) => ({ ...row, whole: false })), ...blocked];
};

/**
 * Several sellers' firm bookings meeting [from, to): holding, but not a held request, whose hold
 * lapses on its own (the free spans, decision 041); and their blocked time.
 */
export const firmOfSellers = (db: Queries, sellerIds: string[], from: number, to: number) =>
  keeping(
    db,
    sellerIds,
    from,
    to,
    and(inArray(bookings.status, HOLDING_STATUSES), notInArray(bookings.status, [...HELD_STATUSES])),
  );

/** The holding bookings and blocked time of several sellers meeting [from, to), each with its member (the "open on" filter). */
export const holdingOfSellers = (db: Database, sellerIds: string[], from: number, to: number, now: number) =>
  keeping(db, sellerIds, from, to, holdsAt(now));

/**
 * Whether a row keeps the time of a seller's own chair (no member named): every booking, but
 * only the business's blocked time, not one member's.
 */
export const keepsSeller = (row: { whole: boolean; memberId: number | null }) => !row.whole || row.memberId === null;

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
  for (const row of rows) {
    const { sellerId, blocksFrom, blocksUntil, whole } = row;
    if (sellerId && keepsSeller(row))
      bySeller.set(sellerId, [...(bySeller.get(sellerId) ?? []), { blocksFrom, blocksUntil, whole }]);
  }
  return bySeller;
}

/**
 * A team's members' holding bookings meeting [from, to), by member. A booking of the
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
  const rows = [
    ...(await holdingMeeting(db, whose, from, to, now)).map((row) => ({ ...row, whole: false })),
    ...(await blockedOfSellers(db, [sellerId], from, to)),
  ];
  const byMember = new Map<number, Busy[]>(memberIds.map((id) => [id, []]));
  for (const { memberId, blocksFrom, blocksUntil, whole } of rows) {
    for (const id of memberId === null ? memberIds : [memberId])
      byMember.get(id)?.push({ blocksFrom, blocksUntil, whole });
  }
  return byMember;
}

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

/**
 * How many of the seller's holding bookings overlap `span`, optionally but one; Infinity when
 * blocked time does (decision 045): nothing is booked over it.
 */
export async function overlappingOf(
  db: Queries,
  sellerId: string,
  span: Busy,
  now: number,
  except?: number,
  /** A team member's own time: their bookings, and the seller's with no member. */
  memberId?: number | null,
  /** A visit whose own parts are left out (they move together). */
  visitId?: number | null,
): Promise<number> {
  const whose = (column: typeof bookings.memberId | typeof timeBlocks.memberId) =>
    memberId === undefined || memberId === null ? undefined : or(eq(column, memberId), isNull(column));
  const blocked = await db.$count(
    timeBlocks,
    and(
      eq(timeBlocks.sellerId, sellerId),
      // The seller's own chair is kept only by the business's blocked time.
      memberId === undefined || memberId === null ? isNull(timeBlocks.memberId) : whose(timeBlocks.memberId),
      gte(timeBlocks.startsAt, span.blocksFrom - LONGEST_BLOCK_MS),
      lt(timeBlocks.startsAt, span.blocksUntil),
      gt(timeBlocks.endsAt, span.blocksFrom),
    ),
  );
  if (blocked > 0) return Infinity;
  return db.$count(
    bookings,
    and(
      eq(bookings.sellerId, sellerId),
      whose(bookings.memberId),
      holdsAt(now),
      holdMeets(span.blocksFrom, span.blocksUntil),
      except === undefined ? undefined : ne(bookings.id, except),
      visitId === undefined || visitId === null
        ? undefined
        : or(isNull(bookings.visitId), ne(bookings.visitId, visitId)),
    ),
  );
}

/** The first of `members` with nothing holding their time over `span` (a member serves one client at a time). */
export async function firstFree(
  tx: Queries,
  sellerId: string,
  members: number[],
  span: Busy,
  at: number,
): Promise<number | null> {
  for (const memberId of members) {
    if ((await overlappingOf(tx, sellerId, span, at, undefined, memberId)) === 0) return memberId;
  }
  return null;
}

/** Every held request whose hold has ended, marked expired (the sweep); how many. */
export async function expireEndedHolds(db: Database, now: number): Promise<number> {
  const rows = await db
    .update(bookings)
    .set({ status: 'expired', holdExpiresAt: null })
    .where(endedHolds(now))
    .returning({ id: bookings.id });
  return rows.length;
}

/** Marks one held request whose hold has ended as expired; the row as it now is, if it was. */
export async function expireHold(db: Database, bookingId: number, now: number) {
  const [row] = await db
    .update(bookings)
    .set({ status: 'expired', holdExpiresAt: null })
    .where(and(eq(bookings.id, bookingId), endedHolds(now)))
    .returning();
  return row;
}

/** How many bookings hold a listing's start: the figure the concurrency test reads. */
export async function countHolding(db: Database, serviceId: number, startsAt: number, now = Date.now()) {
  return db.$count(bookings, and(eq(bookings.serviceId, serviceId), eq(bookings.startsAt, startsAt), holdsAt(now)));
}
