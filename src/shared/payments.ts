/** Where a payment stands. Only `pending` moves, and only once. */
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'cancelled', 'expired'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
