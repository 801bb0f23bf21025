/**
 * What a settled payment does, by what it was for. `applySettlement` runs inside the transaction
 * that settled it: a package's new state, the money it moved, and for a deposit the job that
 * settles its booking (deposits/settle.ts), queued with it. `afterSettlement` runs after that
 * commit: the receipt, and the deposit's job at once (the sweep's, should this process die first).
 */
import type { Transaction } from '#functions/db/client';
import type { Platform } from '#functions/platform/platform';
import { enqueue } from '#functions/jobs/queue';
import { followUpOf, runNow } from '#functions/jobs/soon';
import { postForPayment } from '#functions/ledger/ledger';
import { mailReceipt } from './receipt';
import type { PaymentRow } from './repository';
import { applyPaidPayment } from './sellers';

export const DEPOSIT_SETTLED_JOB = 'deposit-settled';

/** What the deposit's job needs: the payment and its booking, as settled (a later correction is a job of its own). */
export interface SettledDeposit {
  paymentId: number;
  bookingId: number | null;
  status: PaymentRow['status'];
}

const depositJobKey = (payment: PaymentRow) => `deposit-settled:${payment.id}:${payment.status}`;

export async function applySettlement(tx: Transaction, payment: PaymentRow, now: number): Promise<void> {
  if (payment.purpose === 'deposit') {
    const settled: SettledDeposit = { paymentId: payment.id, bookingId: payment.bookingId, status: payment.status };
    await enqueue(tx, { kind: DEPOSIT_SETTLED_JOB, key: depositJobKey(payment), payload: { ...settled }, runAt: now });
  } else if (payment.status === 'paid' && payment.purpose !== 'tip') await applyPaidPayment(tx, payment, now);
  // The money it moved, in the same transaction (decision 025).
  await postForPayment(tx, payment.id, now);
}

export async function afterSettlement(platform: Platform, payment: PaymentRow, now: number): Promise<void> {
  if (payment.purpose === 'deposit') {
    // The deposit's job, then what it queued: the booking's event, when the request went on.
    await runNow(platform, [depositJobKey(payment)], now);
    await runNow(platform, [followUpOf(depositJobKey(payment))], now);
  } else if (payment.status === 'paid' && payment.purpose !== 'tip') await mailReceipt(platform, payment);
}
