/**
 * A booking's review as its buyer writes or changes it: the booking found, and its buyer known (the
 * account that booked, or a guest holding its private link); the review's own rules are the
 * reviews feature's (reviews/service.ts).
 */
import type { z } from 'zod/mini';
import type { User } from '#functions/accounts/public';
import { Refusal } from '#functions/platform/refusal';
import { parseId } from '#functions/api/ids';
import type { Queries } from '#functions/db/client';
import type { Platform } from '#functions/platform/platform';
import { createReview, editReview, reviewOrThrow, type ReviewSource } from '#functions/reviews/service';
import { REVIEW_MESSAGES } from '#shared/review-messages';
import type { ReviewSchema, ReviewView } from '#shared/reviews';
import { opensBooking } from './booking-keys';
import { findBooking, type BookingRow } from './repository';

type ReviewInput = z.infer<typeof ReviewSchema>;

/** Its buyer: the account that booked, or a guest holding the booking's private link. */
async function isBuyerOf(db: Queries, booking: BookingRow, user: User | null, key: string | null | undefined) {
  return booking.buyerId ? user?.id === booking.buyerId : opensBooking(db, booking, key ?? null);
}

/** A review of a completed booking by its buyer; every rule checked here, whatever the client. */
export async function reviewBooking(
  platform: Platform,
  user: User | null,
  rawBookingId: string,
  input: ReviewInput,
  source: ReviewSource,
  now = Date.now(),
): Promise<ReviewView> {
  const id = parseId(rawBookingId);
  const booking = id === undefined ? undefined : await findBooking(platform.db, id);
  if (!booking) throw new Refusal('not-found', REVIEW_MESSAGES.notFound);
  if (!(await isBuyerOf(platform.db, booking, user, input.key)))
    throw new Refusal(user || input.key ? 'not-allowed' : 'sign-in', REVIEW_MESSAGES.notYours);
  return createReview(platform, booking, input, source, now);
}

/** Its author changes a review, within REVIEW_EDIT_DAYS of writing it. */
export async function changeReview(
  platform: Platform,
  user: User | null,
  rawId: string,
  input: ReviewInput,
  now = Date.now(),
): Promise<ReviewView> {
  const review = await reviewOrThrow(platform, rawId);
  const booking = await findBooking(platform.db, review.bookingId);
  if (!booking) throw new Refusal('not-found', REVIEW_MESSAGES.reviewNotFound);
  if (!(await isBuyerOf(platform.db, booking, user, input.key)))
    throw new Refusal('not-allowed', REVIEW_MESSAGES.notYours);
  return editReview(platform, review, input, now);
}
