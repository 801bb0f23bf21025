/**
 * The ledger checked against itself and against the tables it follows (decision 025): every
 * transaction sums to zero, no money event is missing, and the balances recomputed from the
 * payments agree with those summed from the entries.
 */
import type { Database } from '#functions/db/client';
import { balanceOf, expectedBalances, missingPostings, unbalancedTransactions } from './repository';

export interface LedgerCheck {
  /** Transactions whose entries do not sum to zero. */
  unbalanced: string[];
  /** Money events in the tables with no posting. */
  missing: string[];
  /** Balances that differ from what the payments say, as 'account: ledger vs expected'. */
  differences: string[];
}

export async function checkLedger(db: Database): Promise<LedgerCheck> {
  const [unbalanced, missing, expected, mpesa, held] = await Promise.all([
    unbalancedTransactions(db),
    missingPostings(db),
    expectedBalances(db),
    balanceOf(db, 'mpesa'),
    balanceOf(db, 'held:deposits'),
  ]);
  const differences = [
    ...(mpesa === expected.mpesa ? [] : [`mpesa: ${mpesa} vs ${expected.mpesa}`]),
    // Held money is a credit: the ledger holds it as a negative balance.
    ...(-held === expected.held ? [] : [`held:deposits: ${-held} vs ${expected.held}`]),
  ];
  return { unbalanced: unbalanced.map((row) => row.txn), missing: missing.map((row) => row.txn), differences };
}

/** Whether the ledger holds: nothing unbalanced, missing or different. */
export const ledgerHolds = (check: LedgerCheck) =>
  check.unbalanced.length === 0 && check.missing.length === 0 && check.differences.length === 0;
