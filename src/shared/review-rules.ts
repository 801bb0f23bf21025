/** The numbers of the review rules (decision 013); no schema here, so any script may import them. */
/** A completed booking may be reviewed this long after it was marked completed. */
export const REVIEW_WINDOW_DAYS = 60;
/** A review may be edited this long after it was written. */
export const REVIEW_EDIT_DAYS = 7;
export const REVIEW_TEXT_MAX = 2000;
export const REPLY_TEXT_MAX = 1000;
