/** Reviews as pages and the API show them. */
import { reviewEditable, reviewOpen, type BookingReview, type ReviewView } from '#shared/reviews';
import type { ReviewRow } from './repository';

const MONTH = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** 'November 2026' for the visit's date. */
const visitMonth = (date: string) => MONTH.format(new Date(`${date}T12:00:00Z`));

export function toReviewView(row: ReviewRow): ReviewView {
  return {
    id: row.id,
    reviewerName: row.reviewerName,
    visitMonth: visitMonth(row.visitDate),
    visitDate: row.visitDate,
    rating: row.rating,
    quality: row.quality,
    value: row.value,
    punctuality: row.punctuality,
    text: row.text,
    reply: row.reply,
    createdAt: row.createdAt.toISOString(),
    verified: true,
  };
}

/** The buyer's view of a booking's review: to write, written (and whether it can still change), or closed. */
export function bookingReview(
  booking: { status: string },
  completedAt: number | null,
  review: ReviewRow | undefined,
  now: number,
): BookingReview | null {
  if (booking.status !== 'completed') return null;
  if (review) {
    return {
      state: 'written',
      written: toReviewView(review),
      editable: reviewEditable(review.createdAt.getTime(), now),
    };
  }
  const open = completedAt !== null && reviewOpen(completedAt, now);
  return { state: open ? 'open' : 'closed', written: null, editable: false };
}
