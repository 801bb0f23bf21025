import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { postForBooking } from '#functions/ledger/ledger';
import { owedBackFor } from '#functions/payments/public';
import type { BookingStatus } from '#shared/booking-status';
import type { Database, Queries, Transaction } from '#functions/db/client';
import { services } from '#functions/db/schema/catalogue';
import { teamMembers } from '#functions/db/schema/team';
import { bookingEvents, bookingKeys, bookings } from '#functions/db/schema/bookings';
import { claimSpan } from '#functions/scheduling/holds';
import { visitFollows } from './visit-repository';
import { seriesFollows } from './series-follow-repository';
import { eventJob, type BookingEvent } from './event-jobs';
import { enqueue, enqueueWhere } from '#functions/jobs/queue';

export type BookingRow = typeof bookings.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;
export type BookingEventRow = typeof bookingEvents.$inferSelect;
export type Actor = { role: 'buyer' | 'seller' | 'guest'; id: string | null };

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
  change: Partial<
    Pick<
      BookingRow,
      'status' | 'date' | 'time' | 'startsAt' | 'endsAt' | 'blocksUntil' | 'beforeMinutes' | 'holdExpiresAt'
    >
  > & {
    status: BookingStatus;
  },
  actor: Actor,
  at: number,
  capacity = 1,
  effects: ChangeEffects = {},
): Promise<BookingRow | undefined> {
  const startsAt = change.startsAt ?? current.startsAt;
  const moved = startsAt !== current.startsAt ? current.startsAt : null;
  const update = (q: Queries) =>
    q
      .update(bookings)
      .set(change)
      .where(
        and(eq(bookings.id, current.id), eq(bookings.status, current.status), eq(bookings.startsAt, current.startsAt)),
      )
      .returning();
  const event = (q: Queries) =>
    q.run(sql`INSERT INTO booking_events (booking_id, status, actor_role, actor_id, previous_starts_at, reason, at)
    SELECT ${current.id}, ${change.status}, ${actor.role}, ${actor.id}, ${moved}, ${effects.reason ?? null}, ${at}
    WHERE changes() = 1`);
  // A status change is one batch (a transaction): the change only if the booking is still as it
  // was read, its event only if the change was made, and a paid deposit owed back when the change
  // says so (decision 015).
  if (moved === null) {
    const refund = effects.refund
      ? [
          owedBackFor(
            db,
            sql`SELECT id FROM bookings WHERE id = ${current.id} AND status = ${change.status}`,
            effects.refund,
          ),
        ]
      : [];
    // The money the change moved (a refund owed, a deposit kept), in the same batch (decision 025).
    // A change to a whole visit: its other parts follow its first.
    const follow = [
      ...(effects.wholeVisit
        ? visitFollows(db, current, current.status, change.status, actor, at, effects.reason ?? null)
        : []),
      ...(effects.wholeSeries ? seriesFollows(db, current, current.status, change.status, actor, at) : []),
    ];
    // Its event only if its history event was written (changes() counts the statement before).
    const told = effects.event ? [enqueueWhere(db, eventJob(effects.event, current.id, at), sql`changes() = 1`)] : [];
    const batch = [update(db), event(db), ...told, ...follow, ...refund, postForBooking(db, current.id, at)] as const;
    return (await db.batch(batch))[0][0];
  }
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
    const [row] = await update(tx);
    if (row) await event(tx);
    if (row && effects.event) await enqueue(tx, eventJob(effects.event, row.id, at));
    return row;
  });
}

/** What else a status change carries: the provider's reason, and why a paid deposit is owed back. */
export interface ChangeEffects {
  reason?: string | null;
  refund?: string | null;
  /** The first part of a visit speaking for all its parts (cancelled, confirmed… as one). */
  wholeVisit?: boolean;
  /** A visit of a series speaking for its later visits (decision 047). */
  wholeSeries?: boolean;
  /** What the change sets off, queued with it (bookings/events.ts). */
  event?: BookingEvent;
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
