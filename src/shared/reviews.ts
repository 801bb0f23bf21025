/**
 * Reviews and ratings as both sides speak of them: the rules' numbers, the words, the form's
 * schema. The rules are enforced in functions/reviews; the browser only repeats them for speed.
 */
import * as z from 'zod/mini';
import { REPLY_TEXT_MAX, REVIEW_EDIT_DAYS, REVIEW_TEXT_MAX, REVIEW_WINDOW_DAYS } from './review-rules';
import { REVIEW_MESSAGES } from './review-messages';

/**
 * Sorting by rating uses a Bayesian average (decision 013): each listing's reviews plus
 * PRIOR_WEIGHT imagined reviews of PRIOR_MEAN stars, so one 5-star review does not beat a hundred
 * 4.8s. The triggers of migration 0013 compute it with these same numbers.
 */
export const PRIOR_MEAN = 4;
export const PRIOR_WEIGHT = 5;
export const bayesianScore = (sum: number, count: number) => (PRIOR_MEAN * PRIOR_WEIGHT + sum) / (PRIOR_WEIGHT + count);

export const REPORT_REASONS = ['not-a-real-visit', 'offensive', 'private-information', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  'not-a-real-visit': 'Not a real visit',
  offensive: 'Offensive',
  'private-information': 'Private information',
  other: 'Other',
};

const stars = z
  .int(REVIEW_MESSAGES.stars)
  .check(z.minimum(1, REVIEW_MESSAGES.stars), z.maximum(5, REVIEW_MESSAGES.stars));
/** Stars from a form (text) or JSON (a number). */
const requiredStars = z.pipe(
  z.union([z.number(), z.string()]),
  z.pipe(
    z.transform((value: number | string) => Number(value)),
    stars,
  ),
);
/** An optional rating: left empty on a form, it is none (null). */
const optionalStars = z.pipe(
  z.union([z.number(), z.string(), z.null()]),
  z.pipe(
    z.transform((value: number | string | null) =>
      value === null || (typeof value === 'string' && value.trim() === '') ? null : Number(value),
    ),
    z.nullable(stars),
  ),
);

export const ReviewSchema = z.object({
  rating: requiredStars,
  quality: z.optional(optionalStars),
  value: z.optional(optionalStars),
  punctuality: z.optional(optionalStars),
  text: z.optional(z.string().check(z.trim(), z.maxLength(REVIEW_TEXT_MAX, REVIEW_MESSAGES.textTooLong))),
  /** A guest's private booking key, from the link in their e-mail. */
  key: z.optional(z.string().check(z.maxLength(200))),
});

export const ReplySchema = z.object({
  text: z
    .string(REVIEW_MESSAGES.replyEmpty)
    .check(
      z.trim(),
      z.minLength(1, REVIEW_MESSAGES.replyEmpty),
      z.maxLength(REPLY_TEXT_MAX, REVIEW_MESSAGES.replyTooLong),
    ),
});

export const ReportSchema = z.object({
  reason: z.enum(REPORT_REASONS, 'api.chooseReason'),
  note: z.optional(z.string().check(z.trim(), z.maxLength(500, 'moderationMessages.noteTooLong'))),
});

/** A review as pages and the API show it. */
export interface ReviewView {
  id: number;
  reviewerName: string;
  /** 'November 2026': the month of the visit. */
  visitMonth: string;
  /** The visit's day, 'YYYY-MM-DD' (pages write its month in their language). */
  visitDate: string;
  rating: number;
  quality: number | null;
  value: number | null;
  punctuality: number | null;
  text: string;
  reply: string | null;
  createdAt: string;
  verified: true;
}

const DAY = 86_400_000;
/** Whether a booking completed at `completedAt` may still be reviewed. */
export const reviewOpen = (completedAt: number, now: number) => now - completedAt <= REVIEW_WINDOW_DAYS * DAY;
/** Whether a review written at `createdAt` may still be changed. */
export const reviewEditable = (createdAt: number, now: number) => now - createdAt <= REVIEW_EDIT_DAYS * DAY;

/** A completed booking's review, as its buyer's booking card shows it. */
export interface BookingReview {
  /** open: may be written now; written: there is one; closed: the window has passed. */
  state: 'open' | 'written' | 'closed';
  written: ReviewView | null;
  editable: boolean;
}

/** '4.8' for an average; one decimal, as people read ratings. */
export const formatRating = (average: number) => average.toFixed(1);
