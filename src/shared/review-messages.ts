/** Reviews' words, for the API, the pages and the toasts alike (no schema: scripts stay small). */

/** What a review action says once done: toasts any page may show (kept apart so scripts carry only these). */
export const REVIEW_NOTICES = {
  reported: 'reviewNotices.reported',
  replied: 'reviewNotices.replied',
  saved: 'reviewNotices.saved',
} as const;

export const REVIEW_MESSAGES = {
  stars: 'reviewMessages.stars',
  textTooLong: 'reviewMessages.textTooLong',
  replyTooLong: 'reviewMessages.replyTooLong',
  replyEmpty: 'reviewMessages.replyEmpty',
  notFound: 'reviewMessages.notFound',
  reviewNotFound: 'reviewMessages.reviewNotFound',
  notCompleted: 'reviewMessages.notCompleted',
  alreadyReviewed: 'reviewMessages.alreadyReviewed',
  tooLate: 'reviewMessages.tooLate',
  editTooLate: 'reviewMessages.editTooLate',
  notYours: 'reviewMessages.notYours',
  ownListing: 'reviewMessages.ownListing',
  notYet: 'reviewMessages.notYet',
  providersNetwork: 'reviewMessages.providersNetwork',
  replyNotYours: 'reviewMessages.replyNotYours',
  alreadyReplied: 'reviewMessages.alreadyReplied',
  reported: REVIEW_NOTICES.reported,
  replied: REVIEW_NOTICES.replied,
  alreadyReported: 'reviewMessages.alreadyReported',
  saved: REVIEW_NOTICES.saved,
  signInToReport: 'reviewMessages.signInToReport',
} as const;
