/**
 * The statements of one booking's status change (decision 015): the change only if the booking is
 * still as it was read, its history event only if the change was made, what it sets off, the
 * parts of its visit and the visits of its series that follow it, a paid deposit owed back, and
 * the money it moved (decision 025). Run as one batch, or in order inside a write transaction.
 */
import { and, eq, sql } from 'drizzle-orm';
import { postForBooking } from '#functions/ledger/ledger';
import { owedBackFor } from '#functions/payments/public';
import { enqueueWhere } from '#functions/jobs/queue';
import type { Queries } from '#functions/db/client';
import { bookings } from '#functions/db/schema/bookings';
import type { BookingStatus } from '#shared/booking-status';
import { eventJob, type BookingEvent } from './event-jobs';
import { visitFollows } from './visit-repository';
import { seriesFollows } from './series-follow-repository';

type Row = typeof bookings.$inferSelect;
export type Actor = { role: 'buyer' | 'seller' | 'guest'; id: string | null };

export type StatusChange = Partial<
  Pick<Row, 'status' | 'date' | 'time' | 'startsAt' | 'endsAt' | 'blocksUntil' | 'beforeMinutes' | 'holdExpiresAt'>
> & { status: BookingStatus };

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

/** The update, if the booking is still in the status and at the start it was read in. */
export const updateIfUnchanged = (q: Queries, current: Row, change: StatusChange) =>
  q
    .update(bookings)
    .set(change)
    .where(
      and(eq(bookings.id, current.id), eq(bookings.status, current.status), eq(bookings.startsAt, current.startsAt)),
    )
    .returning();

/** Its history event, only if the statement before it changed the booking. */
export const historyEvent = (
  q: Queries,
  current: Row,
  change: StatusChange,
  actor: Actor,
  at: number,
  reason: string | null,
  moved: number | null,
) =>
  q.run(sql`INSERT INTO booking_events (booking_id, status, actor_role, actor_id, previous_starts_at, reason, at)
    SELECT ${current.id}, ${change.status}, ${actor.role}, ${actor.id}, ${moved}, ${reason}, ${at}
    WHERE changes() = 1`);

/** Every statement of a status change that keeps its start, the update first. */
export function statusStatements(
  q: Queries,
  current: Row,
  change: StatusChange,
  actor: Actor,
  at: number,
  effects: ChangeEffects,
) {
  const reason = effects.reason ?? null;
  // Its event only if its history event was written (changes() counts the statement before).
  const told = effects.event ? [enqueueWhere(q, eventJob(effects.event, current.id, at), sql`changes() = 1`)] : [];
  const follow = [
    ...(effects.wholeVisit ? visitFollows(q, current, current.status, change.status, actor, at, reason) : []),
    ...(effects.wholeSeries ? seriesFollows(q, current, current.status, change.status, actor, at) : []),
  ];
  const refund = effects.refund
    ? [
        owedBackFor(
          q,
          sql`SELECT id FROM bookings WHERE id = ${current.id} AND status = ${change.status}`,
          effects.refund,
        ),
      ]
    : [];
  return [
    updateIfUnchanged(q, current, change),
    historyEvent(q, current, change, actor, at, reason, null),
    ...told,
    ...follow,
    ...refund,
    postForBooking(q, current.id, at),
  ] as const;
}
