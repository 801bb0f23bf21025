/**
 * Refunds and seller payouts as the pages and the API speak of them (decision 026). The rules
 * live in functions/payouts.
 */
import { keysFor } from './i18n/keys';

/** A client's deposit given back, or a seller's kept deposits paid out. */
export const PAYOUT_KINDS = ['refund', 'payout'] as const;
export type PayoutKind = (typeof PAYOUT_KINDS)[number];

/**
 * Where a payout stands: waiting for an admin (`review`, large ones), stopped by one (`held`),
 * waiting to go (`queued`), sent and waiting for M-Pesa's result (`sending`), result in and being
 * confirmed with M-Pesa (`checking`), `sent`, or `failed` (an admin may retry it).
 */
export const PAYOUT_STATUSES = ['review', 'held', 'queued', 'sending', 'checking', 'sent', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** Each status in words, for the statement and the admin page. */
export const PAYOUT_STATUS_LABELS = keysFor('payouts.status', PAYOUT_STATUSES);
/** The admin actions on a payout. */
export const PAYOUT_ACTIONS = ['approve', 'hold', 'retry'] as const;
export type PayoutAction = (typeof PAYOUT_ACTIONS)[number];

export const PAYOUT_MESSAGES = {
  notFound: 'payouts.notFound',
  cannot: 'payouts.cannot',
} as const;

/** A seller's statement and a client's refunds, as /account and /api/me/money show them. */
export interface StatementLine {
  at: number;
  /** A deposit kept for a visit, or a payout sent. */
  /** A deposit kept, a tip received (decision 050), or a payout sent. */
  kind: 'kept' | 'tip' | 'paid-out';
  /** Shillings: what was kept, or what left (before the fee). */
  amount: number;
  fee: number;
  receipt: string | null;
  bookingId: number | null;
}

export interface OpenPayout {
  id: number;
  amount: number;
  fee: number;
  status: PayoutStatus;
  createdAt: number;
}

export interface SellerStatement {
  /** Kept and not yet paid out. */
  owed: number;
  kept: number;
  paidOut: number;
  lines: StatementLine[];
  open: OpenPayout[];
}

export interface RefundLine {
  bookingId: number | null;
  amount: number;
  /** Where it stands: 'due' before its payout opens, then the payout's status. */
  status: PayoutStatus | 'due';
  receipt: string | null;
  at: number;
}
