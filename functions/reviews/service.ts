/**
 * Reviews only from real visits (docs/decisions/013-trust.md): the buyer of a booking the seller
 * marked completed, once its time has passed, within REVIEW_WINDOW_DAYS, once, and never from the
 * seller's own browser or an address they used that day; editable for REVIEW_EDIT_DAYS; one public
 * reply from the seller; reports from anyone signed in. Ratings follow by trigger (migration 0013).
 */
import type { Queries } from '#functions/db/client';
import type { z } from 'zod/mini';
import type { User } from '#functions/accounts/public';
import { findUserById } from '#functions/accounts/public';
import { deviceProof } from '#functions/accounts/cookies';
import { sellerWasAt } from '#functions/accounts/seller-traces';
import { tokenMatchesText } from '#functions/platform/tokens';
import { Refusal } from '#functions/platform/refusal';
import { parseId } from '#functions/api/ids';
import type { BookingRow } from '#functions/bookings/repository';
import { isUniqueViolation } from '#functions/db/errors';
import type { Platform } from '#functions/platform/platform';
import { firstName } from '#shared/accounts';
import { reviewEditable, reviewOpen, type ReportSchema, type ReviewSchema, type ReviewView } from '#shared/reviews';
import { REVIEW_MESSAGES } from '#shared/review-messages';
import * as repo from './repository';
import { toReviewView } from './view';

type ReviewInput = z.infer<typeof ReviewSchema>;

/** Whether a booking has its review: one per booking. */
export const hasReview = async (db: Queries, bookingId: number) => Boolean(await repo.reviewOfBooking(db, bookingId));

/** The reviews of these bookings, by booking (their pages show each). */
export const reviewsOf = (db: Queries, bookingIds: number[]) => repo.reviewsOfBookings(db, bookingIds);

/** The booking's review as things stand: whether its buyer may write one now, and why not. */
export async function reviewState(platform: Platform, booking: BookingRow, now: number) {
  if (booking.status !== 'completed' || !booking.sellerId) return { open: false, reason: REVIEW_MESSAGES.notCompleted };
  // A visit is reviewed once it has happened, not the moment its provider marks it completed.
  if (booking.endsAt > now) return { open: false, reason: REVIEW_MESSAGES.notYet };
  const completed = await repo.completedAt(platform.db, booking.id);
  if (completed === null || !reviewOpen(completed, now)) return { open: false, reason: REVIEW_MESSAGES.tooLate };
  if (await bookedBySeller(platform, booking)) return { open: false, reason: REVIEW_MESSAGES.ownListing };
  return { open: true, reason: null };
}

/** The last nine digits of a phone number: the same subscriber whether written 07…, 254… or +254…. */
const subscriber = (phone: string) => phone.replace(/\D/g, '').slice(-9);

/**
 * A booking the listing's own seller made, signed in or as a guest with their own e-mail or
 * phone: a visit of that kind is no client's word, so it is never reviewed.
 */
async function bookedBySeller(platform: Platform, booking: BookingRow): Promise<boolean> {
  const seller = booking.sellerId ? await findUserById(platform.db, booking.sellerId) : undefined;
  if (!seller) return false;
  return (
    booking.buyerId === seller.id ||
    booking.email.toLowerCase() === seller.email.toLowerCase() ||
    subscriber(booking.phoneNumber) === subscriber(seller.phoneNumber)
  );
}

const subRatings = (input: ReviewInput) => ({
  quality: input.quality ?? null,
  value: input.value ?? null,
  punctuality: input.punctuality ?? null,
});

/** Where a review is sent from: the caller's address (an IPv6 caller's /64) and known-device cookie. */
export interface ReviewSource {
  address: string;
  device: string | undefined;
}

/**
 * A review sent from the provider's own browser (their known-device cookie) or from an address they
 * used today or yesterday: their own word, whatever name the booking carries (decision 013).
 */
async function sentByProvider(platform: Platform, booking: BookingRow, source: ReviewSource, now: number) {
  const seller = booking.sellerId ? await findUserById(platform.db, booking.sellerId) : undefined;
  if (!seller) return false;
  if (source.device && tokenMatchesText(source.device, deviceProof(seller))) return true;
  return sellerWasAt(platform.db, seller.id, source.address, now);
}

/**
 * A review of a completed booking by its buyer (the booking found and its buyer known by the
 * caller, bookings/reviewing.ts); every other rule checked here, whatever the client.
 */
export async function createReview(
  platform: Platform,
  booking: BookingRow,
  input: ReviewInput,
  source: ReviewSource,
  now = Date.now(),
): Promise<ReviewView> {
  const state = await reviewState(platform, booking, now);
  if (!state.open) throw new Refusal('conflict', state.reason!);
  if (await sentByProvider(platform, booking, source, now))
    throw new Refusal('not-allowed', REVIEW_MESSAGES.providersNetwork);
  try {
    const row = await repo.insertReview(platform.db, {
      bookingId: booking.id,
      serviceId: booking.serviceId,
      sellerId: booking.sellerId!,
      buyerId: booking.buyerId,
      reviewerName: firstName(booking.name),
      visitDate: booking.date,
      rating: input.rating,
      ...subRatings(input),
      text: input.text ?? '',
      createdAt: new Date(now),
      updatedAt: new Date(now),
    });
    return toReviewView(row);
  } catch (error) {
    // Two submissions at once: the unique index on the booking keeps one.
    if (isUniqueViolation(error)) throw new Refusal('conflict', REVIEW_MESSAGES.alreadyReviewed);
    throw error;
  }
}

/** A review by its id, or 404. */
export async function reviewOrThrow(platform: Platform, rawId: string) {
  const id = parseId(rawId);
  const review = id === undefined ? undefined : await repo.findReview(platform.db, id);
  if (!review) throw new Refusal('not-found', REVIEW_MESSAGES.reviewNotFound);
  return review;
}

/** Its author changes a review, within REVIEW_EDIT_DAYS of writing it. */
export async function editReview(
  platform: Platform,
  review: repo.ReviewRow,
  input: ReviewInput,
  now = Date.now(),
): Promise<ReviewView> {
  if (!reviewEditable(review.createdAt.getTime(), now)) throw new Refusal('conflict', REVIEW_MESSAGES.editTooLate);
  const row = await repo.updateReview(platform.db, review.id, {
    rating: input.rating,
    ...subRatings(input),
    text: input.text ?? '',
    updatedAt: new Date(now),
  });
  return toReviewView(row!);
}

/** The reviewed seller's one public reply. */
export async function replyToReview(platform: Platform, seller: User, rawId: string, text: string, now = Date.now()) {
  const id = parseId(rawId);
  const review = id === undefined ? undefined : await repo.findReview(platform.db, id);
  if (!review) throw new Refusal('not-found', REVIEW_MESSAGES.reviewNotFound);
  if (review.sellerId !== seller.id) throw new Refusal('not-allowed', REVIEW_MESSAGES.replyNotYours);
  const row = await repo.setReplyOnce(platform.db, review.id, text, new Date(now));
  if (!row) throw new Refusal('conflict', REVIEW_MESSAGES.alreadyReplied);
  return toReviewView(row);
}

/** A signed-in user's report; the review stays up until a moderator acts (the admin area's queue). */
export async function reportReview(
  platform: Platform,
  user: User,
  rawId: string,
  input: z.infer<typeof ReportSchema>,
): Promise<void> {
  const id = parseId(rawId);
  const review = id === undefined ? undefined : await repo.findReview(platform.db, id);
  if (!review || review.hiddenAt) throw new Refusal('not-found', REVIEW_MESSAGES.reviewNotFound);
  try {
    await repo.insertReport(platform.db, {
      reviewId: review.id,
      reporterId: user.id,
      reason: input.reason,
      note: input.note ?? '',
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new Refusal('conflict', REVIEW_MESSAGES.alreadyReported);
    throw error;
  }
}
