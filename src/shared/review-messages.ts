/** Reviews' words, for the API, the pages and the toasts alike (no schema: scripts stay small). */
import { REPLY_TEXT_MAX, REVIEW_EDIT_DAYS, REVIEW_TEXT_MAX, REVIEW_WINDOW_DAYS } from './review-rules';

/** What a review action says once done: toasts any page may show (kept apart so scripts carry only these). */
export const REVIEW_NOTICES = {
  reported: 'Thank you. A moderator will look at this review.',
  replied: 'Your reply is posted',
  saved: 'Thank you for your review!',
} as const;

export const REVIEW_MESSAGES = {
  stars: 'Please choose from 1 to 5 stars',
  textTooLong: `A review can be at most ${REVIEW_TEXT_MAX} characters`,
  replyTooLong: `A reply can be at most ${REPLY_TEXT_MAX} characters`,
  replyEmpty: 'Please write your reply',
  notFound: 'Booking not found',
  reviewNotFound: 'Review not found',
  notCompleted: 'Only a completed booking can be reviewed',
  alreadyReviewed: 'This booking has already been reviewed',
  tooLate: `Reviews can be written up to ${REVIEW_WINDOW_DAYS} days after the visit was completed`,
  editTooLate: `A review can be changed for ${REVIEW_EDIT_DAYS} days after it was written`,
  notYours: 'Only the person who booked can review this visit',
  ownListing: 'A provider cannot review their own listing',
  replyNotYours: 'Only the provider who was reviewed can reply',
  alreadyReplied: 'You have already replied to this review',
  reported: REVIEW_NOTICES.reported,
  replied: REVIEW_NOTICES.replied,
  alreadyReported: 'You have already reported this review',
  saved: REVIEW_NOTICES.saved,
  signInToReport: 'Please sign in to report a review',
} as const;
