/**
 * npm run payments:reconcile [-- --days 7]
 * Asks M-Pesa about every payment of the last days, prints those whose state disagrees with its
 * answer and settles them (functions/payments/reconcile.ts), then checks the ledger. Safe to run
 * again at any time.
 */
import { createNodePlatform } from '#functions/platform/node';
import { reconcilePayments } from '#functions/payments/reconcile';
import { checkLedger, ledgerHolds } from '#functions/ledger/check';

const days = Number(process.argv[process.argv.indexOf('--days') + 1] || 7);
const platform = createNodePlatform(process.env);
const { checked, disagreements } = await reconcilePayments(platform, new Date(Date.now() - days * 86_400_000));
for (const item of disagreements) {
  console.log(
    `payment ${item.id} (Ksh ${item.amount}): we said ${item.ours}, M-Pesa says ${item.theirs}: ${item.outcome}`,
  );
}
const settled = disagreements.filter((item) => item.outcome === 'settled').length;
console.log(
  `checked ${checked} payments of the last ${days} days: ${checked - disagreements.length} agree, ${disagreements.length} disagreed, ${settled} settled, ${disagreements.length - settled} left to check by hand`,
);
// The ledger against itself and the payments (decision 025): a problem is for a person to look at.
const ledger = await checkLedger(platform.db);
for (const txn of ledger.unbalanced) console.log(`ledger: ${txn} does not balance`);
for (const txn of ledger.missing) console.log(`ledger: ${txn} was never posted`);
for (const difference of ledger.differences) console.log(`ledger: ${difference}`);
console.log(ledgerHolds(ledger) ? 'ledger balanced' : 'ledger NOT balanced: check the lines above');
platform.close();
if (!ledgerHolds(ledger)) process.exitCode = 1;
