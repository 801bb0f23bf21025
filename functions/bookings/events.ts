/**
 * A change to a booking, announced once by the service that made it, and everything that follows
 * from it. The followers are listed here, in the order they run, so a reader sees at a glance what
 * one change sets off: reminders and the provider's agenda follow a confirmed booking, a completed
 * visit asks for a review, and the people concerned hear of it when the change is one they hear of.
 */
import type { BookingView } from '#shared/bookings';
import type { Platform } from '#functions/platform/platform';
import { findSellerContact } from '#functions/catalogue/repository';
import { scheduleReviewRequest } from '#functions/reviews/request';
import { scheduleAgenda } from './agenda';
import { noteOf, notifyBooking, type BookingNotice } from './notifications';
import { cancelReminders, scheduleReminders } from './reminders';
import type { BookingWithListing } from './repository';

export interface BookingChange {
  platform: Platform;
  booking: BookingWithListing;
  /** The booking as the side that changed it sees it. */
  view: BookingView;
  /** What the people concerned are told, if anything (a never-confirmed request tells no one). */
  notice: BookingNotice | undefined;
  /** The booking's number of changes so far (a calendar invitation's sequence). */
  sequence: number;
  now: number;
}

type Follower = (change: BookingChange) => Promise<void>;

/** Reminders are due while a booking is confirmed and dropped otherwise (bookings/reminders.ts). */
const reminders: Follower = async ({ platform, booking: { booking }, now }) => {
  if (booking.status === 'confirmed') await scheduleReminders(platform.db, booking, now);
  else await cancelReminders(platform.db, booking.id, now);
};

const agenda: Follower = async ({ platform, booking: { booking }, now }) => {
  if (booking.status === 'confirmed') await scheduleAgenda(platform.db, booking, now);
};

const reviewRequest: Follower = async ({ platform, booking: { booking }, now }) => {
  if (booking.status === 'completed') await scheduleReviewRequest(platform.db, booking.id, now);
};

const notices: Follower = async ({ platform, booking, view, notice, sequence, now }) => {
  if (!notice) return;
  const sellerId = booking.booking.sellerId;
  const provider = sellerId ? ((await findSellerContact(platform.db, sellerId)) ?? null) : null;
  await notifyBooking(platform, notice, booking, provider, sequence, now, noteOf(view));
};

const FOLLOWERS: Follower[] = [reminders, agenda, reviewRequest, notices];

export async function bookingChanged(change: BookingChange): Promise<void> {
  for (const follow of FOLLOWERS) await follow(change);
}
