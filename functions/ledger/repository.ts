/**
 * The ledger's queries (decision 025). Postings are SQL that reads what the payments and bookings
 * tables say happened and writes the entries that are missing, so they run inside the batch or
 * transaction of the change itself, and running one twice posts nothing twice.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Queries } from '#functions/db/client';

/**
 * Brings the ledger up to date for the payments `scope` picks (a condition on `p`, a payment):
 * - money received: a paid payment, into `mpesa`, from the package income, the deposits held, or
 *   (a tip, decision 050) what the booking's seller is owed;
 * - a refund owed: a paid deposit marked due, from the deposits held to the client's account;
 * - a deposit kept: a paid deposit not owed back whose booking ended (completed, no-show, or
 *   cancelled by the client too late), from the deposits held to the seller's account.
 */
export function postMoney(q: Queries, scope: SQL, at: number) {
  const paid = sql`p.status = 'paid' AND (${scope})`;
  const deposit = sql`p.purpose = 'deposit' AND ${paid}`;
  const received = sql`'payment:' || p.id || ':received'`;
  const refund = sql`'payment:' || p.id || ':refund-due'`;
  const kept = sql`'payment:' || p.id || ':kept'`;
  const keptWhere = sql`${deposit} AND p.refund IS NULL AND b.status IN ('completed', 'no_show', 'cancelled')`;
  return q.run(sql`INSERT INTO ledger_entries (txn, account, amount, at, payment_id, booking_id)
    SELECT ${received}, 'mpesa', p.amount, ${at}, p.id, p.booking_id FROM payments p WHERE ${paid}
    UNION ALL
    SELECT ${received}, CASE p.purpose WHEN 'deposit' THEN 'held:deposits'
        WHEN 'tip' THEN 'owed:seller:' || COALESCE((SELECT b.seller_id FROM bookings b WHERE b.id = p.booking_id), 'removed')
        ELSE 'income:packages' END,
      -p.amount, ${at}, p.id, p.booking_id FROM payments p WHERE ${paid}
    UNION ALL
    SELECT ${refund}, 'held:deposits', p.amount, ${at}, p.id, p.booking_id FROM payments p
      WHERE ${deposit} AND p.refund IS NOT NULL
    UNION ALL
    SELECT ${refund}, 'owed:client:booking:' || p.booking_id, -p.amount, ${at}, p.id, p.booking_id FROM payments p
      WHERE ${deposit} AND p.refund IS NOT NULL
    UNION ALL
    SELECT ${kept}, 'held:deposits', p.amount, ${at}, p.id, p.booking_id
      FROM payments p JOIN bookings b ON b.id = p.booking_id WHERE ${keptWhere}
    UNION ALL
    SELECT ${kept}, 'owed:seller:' || COALESCE(b.seller_id, 'removed'), -p.amount, ${at}, p.id, p.booking_id
      FROM payments p JOIN bookings b ON b.id = p.booking_id WHERE ${keptWhere}
    ON CONFLICT (txn, account) DO NOTHING`);
}

/** The ledger brought up to date for one payment. */
export const postForPayment = (q: Queries, paymentId: number, at: number) => postMoney(q, sql`p.id = ${paymentId}`, at);

/** The ledger brought up to date for one booking's deposit payments. */
export const postForBooking = (q: Queries, bookingId: number, at: number) =>
  postMoney(q, sql`p.booking_id = ${bookingId}`, at);

/**
 * A payout M-Pesa has confirmed, posted once (`payout:<id>:sent`): what the account was owed is
 * paid off, the money leaves `mpesa`, and the platform's commission, if any, is its income.
 */
export function postPayout(q: Queries, payoutId: number, at: number) {
  const txn = sql`'payout:' || o.id || ':sent'`;
  const sent = sql`o.id = ${payoutId} AND o.status = 'sent'`;
  return q.run(sql`INSERT INTO ledger_entries (txn, account, amount, at, payment_id, booking_id)
    SELECT ${txn}, o.account, o.amount, ${at}, o.payment_id, o.booking_id FROM payouts o WHERE ${sent}
    UNION ALL
    SELECT ${txn}, 'mpesa', -(o.amount - o.fee), ${at}, o.payment_id, o.booking_id FROM payouts o WHERE ${sent}
    UNION ALL
    SELECT ${txn}, 'income:fees', -o.fee, ${at}, o.payment_id, o.booking_id FROM payouts o WHERE ${sent} AND o.fee > 0
    ON CONFLICT (txn, account) DO NOTHING`);
}

/** Each account's balance, derived from its entries. */
export async function balances(q: Queries): Promise<Map<string, number>> {
  const rows = await q.all<{ account: string; balance: number }>(
    sql`SELECT account, SUM(amount) AS balance FROM ledger_entries GROUP BY account`,
  );
  return new Map(rows.map((row) => [row.account, Number(row.balance)]));
}

/** One account's balance. */
export async function balanceOf(q: Queries, account: string): Promise<number> {
  const [row] = await q.all<{ balance: number | null }>(
    sql`SELECT SUM(amount) AS balance FROM ledger_entries WHERE account = ${account}`,
  );
  return Number(row?.balance ?? 0);
}

/** Transactions whose entries do not sum to zero: none, in a ledger that holds. */
export const unbalancedTransactions = (q: Queries) =>
  q.all<{ txn: string; total: number }>(
    sql`SELECT txn, SUM(amount) AS total FROM ledger_entries GROUP BY txn HAVING SUM(amount) <> 0`,
  );

/**
 * Money events the payments and bookings tables show that the ledger lacks (a posting that was
 * skipped): each paid payment's receipt, each refund owed, each deposit kept.
 */
export const missingPostings = (q: Queries) =>
  q.all<{ txn: string }>(sql`
    SELECT 'payment:' || p.id || ':received' AS txn FROM payments p WHERE p.status = 'paid'
    UNION ALL
    SELECT 'payment:' || p.id || ':refund-due' FROM payments p
      WHERE p.purpose = 'deposit' AND p.status = 'paid' AND p.refund IS NOT NULL
    UNION ALL
    SELECT 'payment:' || p.id || ':kept' FROM payments p JOIN bookings b ON b.id = p.booking_id
      WHERE p.purpose = 'deposit' AND p.status = 'paid' AND p.refund IS NULL
      AND b.status IN ('completed', 'no_show', 'cancelled')
    UNION ALL
    SELECT 'payout:' || o.id || ':sent' FROM payouts o WHERE o.status = 'sent'
    EXCEPT SELECT txn FROM ledger_entries`);

/**
 * What the payments, bookings and payouts tables say the balances must be, figured without the
 * ledger: the money on M-Pesa (received less sent), and the deposits held for bookings under way.
 */
export async function expectedBalances(q: Queries): Promise<{ mpesa: number; held: number }> {
  const [row] = await q.all<{ mpesa: number | null; held: number | null }>(sql`
    SELECT
      (SELECT COALESCE(SUM(amount), 0) FROM payments WHERE status = 'paid')
        - (SELECT COALESCE(SUM(amount - fee), 0) FROM payouts WHERE status = 'sent') AS mpesa,
      (SELECT SUM(p.amount) FROM payments p JOIN bookings b ON b.id = p.booking_id
        WHERE p.purpose = 'deposit' AND p.status = 'paid' AND p.refund IS NULL
        AND b.status NOT IN ('completed', 'no_show', 'cancelled')) AS held`);
  return { mpesa: Number(row?.mpesa ?? 0), held: Number(row?.held ?? 0) };
}
