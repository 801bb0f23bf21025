/**
 * A class session's bookings (decision 049): its roster, and calling it off, which cancels every
 * seat held in it in the same write that records it called off.
 */
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '#functions/db/client';
import { bookings } from '#functions/db/schema/bookings';
import { callOffIn } from '#functions/scheduling/classes';
import { HOLDING_STATUSES } from '#shared/booking-status';
import { statusStatements, type Actor, type ChangeEffects } from './status-change-repository';

type Row = typeof bookings.$inferSelect;

/** Who the provider sees in a session: requests, confirmed seats, and who came or did not. */
const ROSTER_STATUSES = ['requested', 'confirmed', 'completed', 'no_show'] as const;

/** A session's seat bookings, in the order they were made. */
export const rosterOf = (db: Database, serviceId: number, startsAt: number) =>
  db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.serviceId, serviceId),
        eq(bookings.startsAt, startsAt),
        isNotNull(bookings.seats),
        inArray(bookings.status, ROSTER_STATUSES),
      ),
    )
    .orderBy(asc(bookings.id));

/**
 * Records the session called off and cancels every seat held in it, each with its history, its
 * notice and its deposit owed back (`effectsOf`), in one write; the bookings cancelled, or null
 * when it was already called off.
 */
export async function callOffSession(
  db: Database,
  session: { serviceId: number; startsAt: number; reason: string },
  actor: Actor,
  at: number,
  effectsOf: (row: Row) => ChangeEffects,
): Promise<Row[] | null> {
  return db.transaction(async (tx) => {
    if (!(await callOffIn(tx, session.serviceId, session.startsAt, session.reason, at))) return null;
    const held = await tx
      .select()
      .from(bookings)
      .where(
        and(
          eq(bookings.serviceId, session.serviceId),
          eq(bookings.startsAt, session.startsAt),
          isNotNull(bookings.seats),
          inArray(bookings.status, HOLDING_STATUSES),
        ),
      );
    for (const row of held) {
      for (const statement of statusStatements(tx, row, { status: 'cancelled' }, actor, at, effectsOf(row)))
        await statement;
    }
    return held;
  });
}
