/** What other features use of payouts' rules. */

/** B2C sends at least 10 shillings. */
export const SMALLEST_PAYOUT = 10;
