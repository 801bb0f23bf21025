/**
 * What admins do with payouts (decision 026): approve one waiting for review, hold one, retry
 * one that failed, and send what is due now; each move is audited in its own transaction. The
 * float says what the platform's M-Pesa account holds against what it owes.
 */
import type { AuditEntry } from '#functions/admin/audit-repository';
import type { Queries } from '#functions/db/client';
import { Refusal } from '#functions/platform/refusal';
import { balances } from '#functions/ledger/ledger';
import type { Platform } from '#functions/platform/platform';
import type { PayoutAction, PayoutStatus } from '#shared/payouts';
import { PAYOUT_MESSAGES } from '#shared/payouts';
import * as repo from './repository';
import { openPayouts, sweepPayouts } from './service';

/** Writes a staff action to the audit log, in the transaction given: the admin area's, passed in. */
export type Audit = (tx: Queries, entry: AuditEntry, now?: number) => Promise<void>;

/** Each action: the states it may start from, where it leaves the payout, and whether it is a new try. */
const MOVES: ReadonlyMap<PayoutAction, { from: PayoutStatus[]; to: PayoutStatus; newTry: boolean }> = new Map([
  ['approve', { from: ['review', 'held'], to: 'queued', newTry: false }],
  ['hold', { from: ['review', 'queued'], to: 'held', newTry: false }],
  ['retry', { from: ['failed'], to: 'queued', newTry: true }],
] as const);

export async function actOnPayout(
  platform: Platform,
  audit: Audit,
  id: number,
  action: PayoutAction,
  reason: string,
): Promise<repo.PayoutRow> {
  const move = MOVES.get(action)!;
  return platform.db.transaction(async (tx) => {
    const before = await repo.findPayout(tx, id);
    if (!before) throw new Refusal('not-found', PAYOUT_MESSAGES.notFound);
    const after = await repo.moveByAdmin(tx, id, move.from, move.to, move.newTry);
    if (!after) throw new Refusal('conflict', PAYOUT_MESSAGES.cannot);
    await audit(tx, {
      action: `payout.${action}`,
      targetType: 'payout',
      targetId: id,
      reason: reason || null,
      before: { status: before.status, attempt: before.attempt },
      after: { status: after.status, attempt: after.attempt },
    });
    return after;
  });
}

/** Opens every seller's payout due (not waiting for the day's hour) and sends what is queued. */
export async function payNow(platform: Platform, audit: Audit, now = Date.now()) {
  await openPayouts(platform, now, true);
  const report = await sweepPayouts(platform, now);
  await audit(platform.db, { action: 'payouts.run', targetType: 'payout', targetId: 'due', after: { ...report } }, now);
  return report;
}

export interface Float {
  /** On the platform's M-Pesa account, by the ledger. */
  mpesa: number;
  /** Clients' deposits for bookings under way. */
  held: number;
  /** Refunds owed to clients. */
  owedClients: number;
  /** Kept deposits owed to sellers. */
  owedSellers: number;
  /** The platform's own: package income and fees. */
  income: number;
}

/** Money held against money owed, from the ledger's balances. */
export async function float(platform: Platform): Promise<Float> {
  const all = await balances(platform.db);
  let owedClients = 0;
  let owedSellers = 0;
  let income = 0;
  for (const [account, balance] of all) {
    if (account.startsWith('owed:client:')) owedClients -= balance;
    else if (account.startsWith('owed:seller:')) owedSellers -= balance;
    else if (account.startsWith('income:')) income -= balance;
  }
  return { mpesa: all.get('mpesa') ?? 0, held: -(all.get('held:deposits') ?? 0), owedClients, owedSellers, income };
}
