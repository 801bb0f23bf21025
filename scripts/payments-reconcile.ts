/**
 * npm run payments:reconcile [-- --days 7]
 * Asks M-Pesa about every payment of the last days, prints those whose state disagrees with its
 * answer and settles them (functions/payments/reconcile.ts), asks M-Pesa about every payout still
 * waiting for its result (functions/payouts/reconcile.ts; the answers reach the server), then
 * checks the ledger. Safe to run again at any time.
 */
import { createNodePlatform } from '#functions/platform/node';
import { reconcilePayments } from '#functions/payments/reconcile';
import { checkLedger, ledgerHolds } from '#functions/ledger/check';
import { reconcilePayouts } from '#functions/payouts/reconcile';

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
// Refunds and payouts (decision 026): those still waiting are asked about; the answers settle them on the server.
const payouts = await reconcilePayouts(platform);
for (const item of payouts.toCheck)
  console.log(`payout ${item.id} (Ksh ${item.amount}): ${item.status}, ${item.why}: check by hand`);
const states = payouts.counts.map(({ status, count }) => `${count} ${status}`).join(', ') || 'none';
console.log(`payouts: ${states}; asked M-Pesa about ${payouts.asked} still waiting for a result`);
// The ledger against itself and the payments (decision 025): a problem is for a person to look at.
const ledger = await checkLedger(platform.db);
for (const txn of ledger.unbalanced) console.log(`ledger: ${txn} does not balance`);
for (const txn of ledger.missing) console.log(`ledger: ${txn} was never posted`);
for (const difference of ledger.differences) console.log(`ledger: ${difference}`);
console.log(ledgerHolds(ledger) ? 'ledger balanced' : 'ledger NOT balanced: check the lines above');
platform.close();
if (!ledgerHolds(ledger)) process.exitCode = 1;
