/**
 * What the pages show of refunds and payouts (decision 026), read through the repositories: the
 * pages reach the database only through here (decision 011).
 */
import type { Database } from '#functions/db/client';
import type { Platform } from '#functions/platform/platform';
import { float } from './admin';
import { payoutCounts, payoutsForAdmin } from './repository';
import { refundsOf, sellerStatement } from './statement-repository';

/** A person's money: their statement if they sell, and their refunds. */
export async function moneyOf(db: Database, user: { id: string; accountType: string }) {
  const [statement, refunds] = await Promise.all([
    user.accountType === 'seller' ? sellerStatement(db, user.id) : null,
    refundsOf(db, user.id),
  ]);
  return { statement, refunds };
}

/** The admin's payouts page: the float, how many stand in each state, and the payouts. */
export async function payoutsPage(platform: Platform) {
  const [held, counts, rows] = await Promise.all([
    float(platform),
    payoutCounts(platform.db),
    payoutsForAdmin(platform.db),
  ]);
  return { float: held, counts, payouts: rows };
}
