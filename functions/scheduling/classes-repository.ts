/**
 * A class's week, its sessions called off and the seats booked in them (decision 049). Seats are
 * counted inside the write that takes them (holds.ts), as a slot's holds are.
 */
import { and, asc, eq, gte, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { Database, Queries } from '#functions/db/client';
import { bookings } from '#functions/db/schema/bookings';
import { classCancellations, classTimes } from '#functions/db/schema/classes';
import { holdsAt } from './holds-repository';

export type ClassTime = Pick<typeof classTimes.$inferSelect, 'optionId' | 'weekday' | 'minutes' | 'seats'>;

/** A listing's class times by weekday and start; none when it is not a class. */
export const classTimesOf = (db: Queries, serviceId: number): Promise<ClassTime[]> =>
  db
    .select({
      optionId: classTimes.optionId,
      weekday: classTimes.weekday,
      minutes: classTimes.minutes,
      seats: classTimes.seats,
    })
    .from(classTimes)
    .where(eq(classTimes.serviceId, serviceId))
    .orderBy(asc(classTimes.weekday), asc(classTimes.minutes));

/** Which of these listings are classes. */
export async function classListings(db: Database, serviceIds: number[]): Promise<Set<number>> {
  if (!serviceIds.length) return new Set();
  const rows = await db
    .selectDistinct({ serviceId: classTimes.serviceId })
    .from(classTimes)
    .where(inArray(classTimes.serviceId, serviceIds));
  return new Set(rows.map((row) => row.serviceId));
}

/** Sets a listing's class week (none: it is no longer a class); sessions booked keep their seats. */
export async function replaceClassTimes(db: Database, serviceId: number, times: ClassTime[]) {
  await db.transaction(async (tx) => {
    await tx.delete(classTimes).where(eq(classTimes.serviceId, serviceId));
    if (times.length) await tx.insert(classTimes).values(times.map((time) => ({ ...time, serviceId })));
  });
}

/** Seats held in a listing's sessions starting in [from, to), by start. */
export async function seatsTaken(db: Queries, serviceId: number, from: number, to: number, now: number) {
  const rows = await db
    .select({ startsAt: bookings.startsAt, seats: sql<number>`sum(${bookings.seats})` })
    .from(bookings)
    .where(
      and(
        eq(bookings.serviceId, serviceId),
        isNotNull(bookings.seats),
        gte(bookings.startsAt, from),
        lt(bookings.startsAt, to),
        holdsAt(now),
      ),
    )
    .groupBy(bookings.startsAt);
  return new Map(rows.map((row) => [row.startsAt, Number(row.seats)]));
}

/** Seats held in one session, leaving out one booking (the one being moved). */
export async function seatsHeldAt(tx: Queries, serviceId: number, startsAt: number, at: number, except?: number) {
  const [row] = await tx
    .select({ seats: sql<number | null>`sum(${bookings.seats})` })
    .from(bookings)
    .where(
      and(
        eq(bookings.serviceId, serviceId),
        eq(bookings.startsAt, startsAt),
        isNotNull(bookings.seats),
        holdsAt(at),
        except === undefined ? undefined : ne(bookings.id, except),
      ),
    );
  return Number(row?.seats ?? 0);
}

/** The starts of a listing's sessions called off in [from, to). */
export async function calledOff(db: Queries, serviceId: number, from: number, to: number) {
  const rows = await db
    .select({ startsAt: classCancellations.startsAt, reason: classCancellations.reason })
    .from(classCancellations)
    .where(
      and(
        eq(classCancellations.serviceId, serviceId),
        gte(classCancellations.startsAt, from),
        lt(classCancellations.startsAt, to),
      ),
    );
  return new Map(rows.map((row) => [row.startsAt, row.reason]));
}

/** Records a session called off; false when it already was. */
export async function callOff(tx: Queries, serviceId: number, startsAt: number, reason: string, at: number) {
  const rows = await tx
    .insert(classCancellations)
    .values({ serviceId, startsAt, reason, cancelledAt: at })
    .onConflictDoNothing()
    .returning({ startsAt: classCancellations.startsAt });
  return rows.length > 0;
}
