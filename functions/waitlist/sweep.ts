/**
 * What frees time for the waitlist (decision 046), queued in the write that frees it: a booking
 * declined, cancelled or expired, or moved (the follower of its event); an offer lapsed (the
 * sweep). Hours, days off, blocked time and the team change less often: every ten minutes the
 * sweep asks again for each seller with someone waiting.
 */
import type { Follower } from '#functions/bookings/events';
import type { Database } from '#functions/db/client';
import { enqueue } from '#functions/jobs/queue';
import { HOLDING_STATUSES, type BookingStatus } from '#shared/booking-status';
import { nairobiDateKey } from '#shared/booking-time';
import { WAITLIST_JOB, waitlistJob } from './job';
import * as repo from './repository';

const RECHECK_MS = 10 * 60_000;
/** Sellers asked again in one sweep at most. */
const RECHECK_SELLERS = 500;

const holds = (status: BookingStatus) => (HOLDING_STATUSES as readonly BookingStatus[]).includes(status);

/** A booking's change that freed its time (or moved it) asks the waitlist of its seller. */
export const waitlistFollower: Follower = async ({ db, booking: { booking }, notice, now }) => {
  if (!booking.sellerId) return;
  const moved = notice === 'rescheduled' || notice === 'moved';
  if (holds(booking.status) && !moved) return;
  if (!(await repo.candidates(db, booking.sellerId, nairobiDateKey(now), moved ? null : [booking.date])).length) return;
  await enqueue(db, waitlistJob(booking.sellerId, moved ? null : [booking.date], now));
};

/** Offers past their answer time lapse, and the next client is asked; every ten minutes each waiting seller is asked again. */
export async function advanceWaitlist(db: Database, now: number) {
  const lapsed = await db.transaction(async (tx) => {
    const rows = await repo.lapseOffers(tx, now);
    const days = new Map<string, Set<string>>();
    for (const row of rows) days.set(row.sellerId, (days.get(row.sellerId) ?? new Set()).add(row.date));
    for (const [sellerId, dates] of days) await enqueue(tx, waitlistJob(sellerId, [...dates], now));
    return rows.length;
  });
  const round = Math.floor(now / RECHECK_MS);
  for (const sellerId of await repo.sellersWaiting(db, nairobiDateKey(now), RECHECK_SELLERS)) {
    await enqueue(db, { ...waitlistJob(sellerId, null, now), key: `${WAITLIST_JOB}:${sellerId}:round:${round}` });
  }
  return lapsed;
}
