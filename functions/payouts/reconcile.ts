/**
 * Payouts in reconciliation (`npm run payments:reconcile`, decision 026): M-Pesa is asked about
 * every payout still waiting for its result (the answers come to the server, which settles them),
 * and those waiting for over an hour, or failed, are listed for a person.
 */
import type { Platform } from '#functions/platform/platform';
import * as repo from './repository';
import { askStatus } from './service';

const HOUR = 3_600_000;

export async function reconcilePayouts(platform: Platform, now = Date.now()) {
  const waiting = await repo.unconfirmedPayouts(platform.db, now + 1, 10_000);
  for (const payout of waiting) await askStatus(platform, payout, now);
  const failed = await repo.payoutsIn(platform.db, 'failed');
  const late = waiting.filter((payout) => (payout.requestedAt?.getTime() ?? now) < now - HOUR);
  return {
    asked: waiting.length,
    counts: await repo.payoutCounts(platform.db),
    toCheck: [...late, ...failed].map((payout) => ({
      id: payout.id,
      amount: payout.amount - payout.fee,
      status: payout.status,
      why: payout.status === 'failed' ? (payout.resultDesc ?? 'failed') : 'no result for over an hour',
    })),
  };
}
