/**
 * Several services in one visit: the parts are bookings sharing `visit_id`, the id of
 * the first, which speaks for the visit. A change of status made to the first is made to every
 * other part still in the status the first was in, in the same write, each with its history
 * entry; a move shifts every part by the same time, each checked again like a new booking.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Queries } from '#functions/db/client';
import { bookingEvents, bookings } from '#functions/db/schema/bookings';
import { teamMembers } from '#functions/db/schema/team';
import type { BookingStatus } from '#shared/booking-status';
import { claimSpan } from '#functions/scheduling/holds';
import { eventJob, type BookingEvent } from './event-jobs';
import { enqueue } from '#functions/jobs/queue';

type BookingRow = typeof bookings.$inferSelect;
type Actor = { role: 'buyer' | 'seller' | 'guest'; id: string | null };

/** Every part of a visit, first to last. */
export const partsOf = (db: Queries, visitId: number) =>
  db.select().from(bookings).where(eq(bookings.visitId, visitId)).orderBy(asc(bookings.startsAt), asc(bookings.id));

/** The parts of several visits as a booking shows them, by visit: what, when, and with whom. */
export async function visitsOf(db: Queries, visitIds: number[]) {
  const byVisit = new Map<
    number,
    Array<{
      id: number;
      serviceName: string;
      optionName: string | null;
      time: string;
      memberName: string | null;
      person: string | null;
    }>
  >();
  if (visitIds.length === 0) return byVisit;
  const rows = await db
    .select({
      visitId: bookings.visitId,
      id: bookings.id,
      serviceName: bookings.serviceName,
      optionName: bookings.optionName,
      time: bookings.time,
      memberName: teamMembers.name,
      person: bookings.person,
    })
    .from(bookings)
    .leftJoin(teamMembers, eq(teamMembers.id, bookings.memberId))
    .where(inArray(bookings.visitId, visitIds))
    .orderBy(asc(bookings.startsAt), asc(bookings.id));
  for (const { visitId, ...part } of rows) byVisit.set(visitId!, [...(byVisit.get(visitId!) ?? []), part]);
  return byVisit;
}

/**
 * The statements that carry the first part's change to the visit's other parts, for the caller's
 * batch or transaction, after the first part's own update: only parts still in `from`, and only
 * if the first part is now in `to` (so a change that lost a race carries nothing).
 */
export function visitFollows(
  db: Queries,
  lead: { id: number; visitId: number | null },
  from: BookingStatus,
  to: BookingStatus,
  actor: Actor,
  at: number,
  reason: string | null = null,
) {
  if (lead.visitId === null) return [];
  const others = sql`visit_id = ${lead.visitId} AND id <> ${lead.id} AND status = ${from}
    AND EXISTS (SELECT 1 FROM bookings WHERE id = ${lead.id} AND status = ${to})`;
  return [
    db.run(sql`INSERT INTO booking_events (booking_id, status, actor_role, actor_id, previous_starts_at, reason, at)
      SELECT id, ${to}, ${actor.role}, ${actor.id}, NULL, ${reason}, ${at} FROM bookings WHERE ${others}`),
    db.run(sql`UPDATE bookings SET status = ${to}, hold_expires_at = NULL WHERE ${others}`),
  ] as const;
}

export interface PartMove {
  part: BookingRow;
  date: string;
  time: string;
  startsAt: number;
}

/**
 * Every part of a visit moved in one write transaction: each must still be in the status it was
 * read in and at its time, and its new time free of the seller's (or its member's) other bookings,
 * the visit's own parts aside; else SlotTaken and nothing moves. Answers the first part as moved.
 */
export async function moveVisit(
  db: Database,
  moves: PartMove[],
  status: BookingStatus,
  actor: Actor,
  at: number,
  capacity: number,
  /** What the move sets off, told of the first part. */
  event?: BookingEvent,
): Promise<BookingRow | undefined> {
  return db.transaction(async (tx) => {
    const moved: BookingRow[] = [];
    for (const { part, date, time, startsAt } of moves) {
      const shift = startsAt - part.startsAt;
      const span = {
        startsAt,
        blocksFrom: startsAt - part.beforeMinutes * 60_000,
        blocksUntil: part.blocksUntil + shift,
      };
      await claimSpan(tx, { ...part, ...span }, at, { capacity, memberId: part.memberId, visitId: part.visitId });
      const [row] = await tx
        .update(bookings)
        .set({ status, date, time, startsAt, endsAt: part.endsAt + shift, blocksUntil: span.blocksUntil })
        .where(and(eq(bookings.id, part.id), eq(bookings.status, part.status), eq(bookings.startsAt, part.startsAt)))
        .returning();
      if (!row) return undefined;
      await tx.insert(bookingEvents).values({
        bookingId: row.id,
        status,
        actorRole: actor.role,
        actorId: actor.id,
        previousStartsAt: part.startsAt,
        at: new Date(at),
      });
      moved.push(row);
    }
    if (event && moved[0]) await enqueue(tx, eventJob(event, moved[0].id, at));
    return moved[0];
  });
}
