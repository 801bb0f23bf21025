/**
 * Reconciliation without an admin (`npm run payments:reconcile`): every recent payment is compared
 * with M-Pesa's own answer; where they disagree we settle from M-Pesa's, except that a payment we
 * hold as paid is never un-paid by a script: it is listed for a person to check.
 */
import type { Platform } from '#functions/platform/platform';
import { resultOf, type PaymentStatus } from '#shared/payments';
import { DarajaError } from './daraja';
import * as repo from './repository';
import { correctToPaid, refreshPayment } from './service';

export interface Disagreement {
  id: number;
  amount: number;
  ours: PaymentStatus;
  theirs: PaymentStatus | 'unknown';
  /** What was done about it. */
  outcome: 'settled' | 'check by hand' | 'could not ask';
}

const NOT_PAID = new Set<PaymentStatus>(['failed', 'cancelled', 'expired']);

export async function reconcilePayments(platform: Platform, since: Date, now = Date.now()) {
  const rows = await repo.paymentsSince(platform.db, since);
  const disagreements: Disagreement[] = [];
  for (const row of rows) {
    let theirs: PaymentStatus;
    try {
      const answer = await platform.payments.query(row.checkoutRequestId);
      theirs = answer.state === 'pending' ? 'pending' : resultOf(answer.resultCode).status;
    } catch (error) {
      if (!(error instanceof DarajaError)) throw error;
      if (row.status === 'pending') disagreements.push({ ...pick(row), theirs: 'unknown', outcome: 'could not ask' });
      continue;
    }
    // Expired, failed and cancelled all mean no money moved: those agree.
    if (row.status === theirs || (NOT_PAID.has(row.status) && NOT_PAID.has(theirs))) continue;
    disagreements.push({ ...pick(row), theirs, outcome: await settleFrom(platform, row, theirs, now) });
  }
  return { checked: rows.length, disagreements };
}

const pick = (row: repo.PaymentRow) => ({ id: row.id, amount: row.amount, ours: row.status });

async function settleFrom(platform: Platform, row: repo.PaymentRow, theirs: PaymentStatus, now: number) {
  if (row.status === 'pending') {
    const { payment } = await refreshPayment(platform, row, now);
    return payment.status === 'pending' ? ('check by hand' as const) : ('settled' as const);
  }
  if (theirs !== 'paid') return 'check by hand' as const;
  // We gave up on it (or were told it failed), yet M-Pesa took the money: what it paid for follows.
  const corrected = await correctToPaid(platform, row, now);
  return corrected ? ('settled' as const) : ('check by hand' as const);
}
