import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database, Queries, Transaction } from '#functions/db/client';
import { services } from '#functions/db/schema/catalogue';
import { teamMembers } from '#functions/db/schema/team';
import { bookingEvents, bookingKeys, bookings } from '#functions/db/schema/bookings';
import { claimSpan } from '#functions/scheduling/holds';
import { eventJob, type BookingEvent } from './event-jobs';
import { enqueue } from '#functions/jobs/queue';
import {
  historyEvent,
  statusStatements,
  updateIfUnchanged,
  type Actor,
  type ChangeEffects,
  type StatusChange,
} from './status-change-repository';

export type BookingRow = typeof bookings.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;
export type BookingEventRow = typeof bookingEvents.$inferSelect;

/** What a new booking says; its end and its hold on the seller's time follow from duration and buffer. */
export type BookingInput = Omit<NewBooking, 'endsAt' | 'blocksUntil'> & {
  durationMinutes: number;
  bufferMinutes: number;
};

/**
 * The booking and its first event in one write transaction (decision 014): ended holds on the slot
 * are released, then the seller's holding bookings that would overlap it (start to end plus
 * buffer, on any of their listings) are counted, and it is written only if fewer than the
 * seller's capacity. Writes to one database take turns (BEGIN IMMEDIATE; in-process, the write
 * gate), so the count cannot change between the check and the insert; the unique slot index
 * still stands behind it. Throws SlotTaken when the time is not free.
 */
export async function insertBooking(
  db: Database,
  input: BookingInput,
  actor: Actor,
  at: number,
  capacity = 1,
  /** A team's members who could serve it, in the order to try: the first free one gets it. */
  members: number[] | null = null,
  /** What the new booking sets off, queued with it (bookings/events.ts). */
  event?: BookingEvent,
  /** More of the same change, in the same write (a waitlist's offer taken); throws to undo it all. */
  within?: (tx: Transaction, booking: BookingRow) => Promise<void>,
): Promise<BookingRow> {
  return db.transaction(async (tx) => {
    const booking = await insertIn(tx, input, actor, at, capacity, members);
    if (within) await within(tx, booking);
    if (event) await enqueue(tx, eventJob(event, booking.id, at));
    return booking;
  });
}

/**
 * Several services in one visit: every part checked and written as insertBooking writes
 * one, in one transaction, and tied to the first; one part not free and none is written.
 */
export async function insertVisit(
  db: Database,
  parts: Array<{ input: BookingInput; members: number[] | null }>,
  actor: Actor,
  at: number,
  capacity = 1,
  /** What the visit sets off, told of its first part. */
  event?: BookingEvent,
): Promise<BookingRow[]> {
  return db.transaction(async (tx) => {
    const rows: BookingRow[] = [];
    for (const { input, members } of parts) rows.push(await insertIn(tx, input, actor, at, capacity, members));
    const visitId = rows[0]!.id;
    if (event) await enqueue(tx, eventJob(event, visitId, at));
    await tx
      .update(bookings)
      .set({ visitId })
      .where(
        inArray(
          bookings.id,
          rows.map((row) => row.id),
        ),
      );
    return rows.map((row) => ({ ...row, visitId }));
  });
}

/** One booking and its first event, inside the caller's write transaction, once its time is claimed. */
export async function insertIn(
  tx: Queries,
  input: BookingInput,
  actor: Actor,
  at: number,
  capacity: number,
  members: number[] | null,
): Promise<BookingRow> {
  const { durationMinutes, bufferMinutes, ...values } = input;
  const endsAt = values.startsAt + durationMinutes * 60_000;
  const row = { ...values, endsAt, blocksUntil: endsAt + bufferMinutes * 60_000, memberId: null as number | null };
  const blocksFrom = values.startsAt - (values.beforeMinutes ?? 0) * 60_000;
  row.memberId = await claimSpan(tx, { ...row, blocksFrom }, at, { capacity, members });
  const [booking] = await tx.insert(bookings).values(row).returning();
  await tx.insert(bookingEvents).values({
    bookingId: booking!.id,
    status: values.status,
    actorRole: actor.role,
    actorId: actor.id,
    at: new Date(at),
  });
  return booking!;
}

/** The booking a phone channel's message made (PhoneCaller.ref), if it made one. */
export const findByChannelRef = (db: Queries, ref: string) =>
  db.query.bookings.findFirst({ where: eq(bookings.channelRef, ref) });

export async function findBooking(db: Queries, id: number): Promise<BookingRow | undefined> {
  return db.query.bookings.findFirst({ where: eq(bookings.id, id) });
}

/**
 * Moves a booking on only if it is still in the status it was read in, so two people acting at
 * once cannot both succeed; returns the updated row or undefined when someone got there first.
 */
export async function changeBooking(
  db: Database,
  current: BookingRow,
  change: StatusChange,
  actor: Actor,
  at: number,
  capacity = 1,
  effects: ChangeEffects = {},
): Promise<BookingRow | undefined> {
  const startsAt = change.startsAt ?? current.startsAt;
  // A status change is one batch (a transaction): status-change-repository.ts.
  if (startsAt === current.startsAt)
    return (await db.batch(statusStatements(db, current, change, actor, at, effects)))[0][0];
  // A move is checked like a new booking, in one write transaction: no overlap with the seller's
  // other bookings (this one aside) beyond their capacity.
  return db.transaction(async (tx) => {
    const span = {
      ...current,
      startsAt,
      blocksFrom: startsAt - (change.beforeMinutes ?? current.beforeMinutes) * 60_000,
      blocksUntil: change.blocksUntil ?? current.blocksUntil,
    };
    await claimSpan(tx, span, at, { capacity, memberId: current.memberId, except: current.id });
    const [row] = await updateIfUnchanged(tx, current, change);
    if (row) await historyEvent(tx, current, change, actor, at, effects.reason ?? null, current.startsAt);
    if (row && effects.event) await enqueue(tx, eventJob(effects.event, row.id, at));
    return row;
  });
}

export interface BookingWithListing {
  booking: BookingRow;
  /** The listing's WhatsApp number, when the listing still exists. */
  servicePhone: string | null;
  serviceLocation: string | null;
  /** The team member who serves it; null for a one-person business. */
  memberName: string | null;
}

/** A new first key for a guest's booking; every earlier link (the first and later e-mails') stops working. */
export async function setManageKey(db: Database, bookingId: number, manageKeyHash: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(bookings).set({ manageKeyHash }).where(eq(bookings.id, bookingId));
    // Every earlier managing link ends; a text's view links (which cannot change anything) stay.
    await tx.delete(bookingKeys).where(and(eq(bookingKeys.bookingId, bookingId), eq(bookingKeys.scope, 'manage')));
  });
}

export async function withListing(db: Queries, booking: BookingRow): Promise<BookingWithListing> {
  const [listing, member] = await Promise.all([
    booking.serviceId === null
      ? undefined
      : db.query.services.findFirst({
          where: eq(services.id, booking.serviceId),
          columns: { phoneNumber: true, location: true },
        }),
    booking.memberId === null
      ? undefined
      : db.query.teamMembers.findFirst({ where: eq(teamMembers.id, booking.memberId), columns: { name: true } }),
  ]);
  return {
    booking,
    servicePhone: listing?.phoneNumber ?? null,
    serviceLocation: listing?.location ?? null,
    memberName: member?.name ?? null,
  };
}

export async function eventsOf(db: Queries, bookingIds: number[]): Promise<Map<number, BookingEventRow[]>> {
  const byBooking = new Map<number, BookingEventRow[]>();
  if (bookingIds.length === 0) return byBooking;
  const rows = await db
    .select()
    .from(bookingEvents)
    .where(inArray(bookingEvents.bookingId, bookingIds))
    .orderBy(asc(bookingEvents.id));
  for (const row of rows) byBooking.set(row.bookingId, [...(byBooking.get(row.bookingId) ?? []), row]);
  return byBooking;
}
