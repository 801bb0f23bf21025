/**
 * What the pages show of refunds and payouts (decision 026), read through the repositories: the
 * pages reach the database only through here (decision 011).
 */
import type { Database } from '#functions/db/client';
import type { Platform } from '#functions/platform/platform';
import { PAYOUT_STATUSES } from '#shared/payouts';
import { float } from './admin';
import { payoutCounts, payoutsForAdmin } from './repository';
import { moneyToday, refundsOf, sellerStatement } from './statement-repository';

/** A person's money: their statement if they sell, and their refunds. */
export async function moneyOf(db: Database, user: { id: string; accountType: string }) {
  const [statement, refunds] = await Promise.all([
    user.accountType === 'seller' ? sellerStatement(db, user.id) : null,
    refundsOf(db, user.id),
  ]);
  return { statement, refunds };
}

/** A seller's money today, for their Today: deposits kept since `since`, owed now, a failed payout. */
export const todayMoneyOf = (db: Database, sellerId: string, since: number) => moneyToday(db, sellerId, since);

const PAGE = 50;

/**
 * The admin's payouts page: the float, how many stand in each state, and fifty payouts a page,
 * newest first, in the state asked for (anything else is every state), with where the next starts.
 */
export async function payoutsPage(platform: Platform, params = new URLSearchParams()) {
  const status = PAYOUT_STATUSES.find((known) => known === params.get('status'));
  const before = Number(params.get('before'));
  const beforeId = Number.isSafeInteger(before) && before > 0 ? before : undefined;
  const [held, counts, rows] = await Promise.all([
    float(platform),
    payoutCounts(platform.db),
    payoutsForAdmin(platform.db, { status, beforeId }, PAGE + 1),
  ]);
  const shown = rows.slice(0, PAGE);
  return {
    float: held,
    counts,
    status: status ?? null,
    payouts: shown,
    next: rows.length > PAGE ? (shown.at(-1)?.id ?? null) : null,
  };
}
