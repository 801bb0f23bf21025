/**
 * What a settled payment does, by what it was for. `applySettlement` runs inside the transaction
 * that settled it; `afterSettlement` tells people, once, after that commit.
 */
import type { Transaction } from '#functions/db/client';
import type { Platform } from '#functions/platform/platform';
import { afterDepositSettled, settleDeposit } from '#functions/deposits/settle';
import { mailReceipt } from './receipt';
import type { PaymentRow } from './repository';
import { applyPaidPayment } from './sellers';
import { postForPayment } from '#functions/ledger/repository';

export async function applySettlement(tx: Transaction, payment: PaymentRow, now: number): Promise<void> {
  if (payment.purpose === 'deposit') await settleDeposit(tx, payment, now);
  else if (payment.status === 'paid') await applyPaidPayment(tx, payment, now);
  // The money it moved, in the same transaction (decision 025).
  await postForPayment(tx, payment.id, now);
}

export async function afterSettlement(platform: Platform, payment: PaymentRow, now: number): Promise<void> {
  if (payment.purpose === 'deposit') await afterDepositSettled(platform, payment, now);
  else if (payment.status === 'paid') await mailReceipt(platform, payment);
}
