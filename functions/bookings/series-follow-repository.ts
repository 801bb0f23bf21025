/** A change of one visit of a series carried to its later visits (decision 047). */
import { sql } from 'drizzle-orm';
import type { Queries } from '#functions/db/client';
import type { BookingStatus } from '#shared/booking-status';
import { enqueueRows } from '#functions/jobs/queue';
import { BOOKING_EVENT_JOB, causedEventKeyParts } from './event-jobs';

type Actor = { role: 'buyer' | 'seller' | 'guest'; id: string | null };

/**
 * The statements that carry a change of a series' visit to its later visits still in `from`, for
 * the caller's batch, after the visit's own update, only if it is now in `to`: its first visit
 * confirmed or declined answers for the series; a client's cancel of one with `rest` ends the rest.
 */
export function seriesFollows(
  db: Queries,
  lead: { id: number; seriesId: number | null; startsAt: number },
  from: BookingStatus,
  to: BookingStatus,
  actor: Actor,
  at: number,
) {
  if (lead.seriesId === null) return [];
  const { prefix, suffix } = causedEventKeyParts(`series-${to}-${lead.id}`);
  const later = sql`series_id = ${lead.seriesId} AND id <> ${lead.id} AND starts_at > ${lead.startsAt}
    AND status = ${from} AND EXISTS (SELECT 1 FROM bookings WHERE id = ${lead.id} AND status = ${to})`;
  return [
    // Each visit's own event, telling no one (the first visit's notice speaks for the series):
    // its reminders follow its status, and time it freed goes to the waitlist.
    enqueueRows(
      db,
      BOOKING_EVENT_JOB,
      sql`SELECT ${prefix} || id || ${suffix} AS key,
        json_object('bookingId', id, 'side', ${actor.role === 'seller' ? 'seller' : 'buyer'}, 'notice', NULL) AS payload
        FROM bookings WHERE ${later}`,
      at,
    ),
    db.run(sql`INSERT INTO booking_events (booking_id, status, actor_role, actor_id, previous_starts_at, reason, at)
      SELECT id, ${to}, ${actor.role}, ${actor.id}, NULL, NULL, ${at} FROM bookings WHERE ${later}`),
    db.run(sql`UPDATE bookings SET status = ${to}, hold_expires_at = NULL WHERE ${later}`),
  ] as const;
}
