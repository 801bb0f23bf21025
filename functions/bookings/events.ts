/**
 * A change to a booking and everything that follows from it (decision 035). The write that makes
 * the change queues one event job in its own transaction; the job runs the followers in one
 * transaction of its own, committed with its completion. The request that made the change runs the
 * job at once (`announceBooking`); a process that dies first leaves it queued, and the sweep runs
 * it: every notice, reminder and request for a review goes exactly once, whatever dies when.
 *
 * Which followers a change sets off, in the order they run, is listed where the job is assembled
 * (platform/jobs.ts): reminders and the provider's agenda follow a confirmed booking, a completed
 * visit asks for a review, and the people concerned hear of it when the change is one they hear of.
 */
import type { BookingView } from '#shared/bookings';
import type { Transaction } from '#functions/db/client';
import type { Platform } from '#functions/platform/platform';
import { findSellerContact } from '#functions/catalogue/public';
import type { JobHandler } from '#functions/platform/platform';
import { scheduleAgenda } from './agenda';
import { noteOf, notifyBooking } from './notifications';
import { cancelReminders, scheduleReminders } from './reminders';
import { findBooking, type BookingWithListing } from './repository';
import type { BookingEvent, BookingNotice } from './event-jobs';
import { viewOf } from './view-of';
import { alternativesFor, cancelledLate } from './alternatives';

export interface BookingChange {
  platform: Platform;
  /** The event job's transaction: whatever a follower writes commits with the job. */
  db: Transaction;
  booking: BookingWithListing;
  /** The booking as the side that changed it sees it. */
  view: BookingView;
  /** What the people concerned are told, if anything (a never-confirmed request tells no one). */
  notice: BookingNotice | undefined;
  /** The booking's number of changes so far (a calendar invitation's sequence). */
  sequence: number;
  now: number;
}

export type Follower = (change: BookingChange) => Promise<void>;

/** Reminders are due while a booking is confirmed and dropped otherwise (bookings/reminders.ts). */
export const reminders: Follower = async ({ db, booking: { booking }, now }) => {
  if (booking.status === 'confirmed') await scheduleReminders(db, booking, now);
  else await cancelReminders(db, booking.id, now);
};

export const agenda: Follower = async ({ db, booking: { booking }, now }) => {
  if (booking.status === 'confirmed') await scheduleAgenda(db, booking, now);
};

export const notices: Follower = async ({ platform, db, booking, view, notice, sequence, now }) => {
  if (!notice) return;
  const sellerId = booking.booking.sellerId;
  const provider = sellerId ? ((await findSellerContact(db, sellerId)) ?? null) : null;
  // A confirmed visit the provider called off late: an apology, and others free then (decision 051).
  const late = notice === 'providerCancelled' && cancelledLate(view);
  const others = late ? await alternativesFor(platform.db, booking.booking, platform.siteUrl, now) : null;
  await notifyBooking(platform, db, notice, booking, provider, sequence, now, noteOf(view, others));
};

/** The event job: the booking as it now stands, and each follower in turn. */
export const bookingEventJob =
  (followers: Follower[]): JobHandler =>
  async (tx, job, platform) => {
    const { bookingId, side, notice } = job.payload as {
      bookingId: number;
      side: BookingEvent['side'];
      notice: BookingNotice | null;
    };
    const booking = await findBooking(tx, bookingId);
    if (!booking) return 'gone';
    const now = job.runAt;
    const { full, view, history } = await viewOf(tx, booking, side, now);
    const change = {
      platform,
      db: tx,
      booking: full,
      view,
      notice: notice ?? undefined,
      sequence: history.length - 1,
      now,
    };
    for (const follow of followers) await follow(change);
    return 'followed';
  };
