/**
 * npm run payments:reconcile [-- --days 7]
 * Asks M-Pesa about every payment of the last days, prints those whose state disagrees with its
 * answer and settles them (functions/payments/reconcile.ts). Safe to run again at any time.
 */
import { createNodePlatform } from '#functions/platform/node';
import { reconcilePayments } from '#functions/payments/reconcile';

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
platform.close();
