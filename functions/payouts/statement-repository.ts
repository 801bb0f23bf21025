/**
 * What a person sees of the money (decision 026): a seller's statement (deposits kept, tips, payouts
 * with their receipts, what is owed now) and a client's refunds with their receipts. Figures come
 * from the ledger; nothing here is a stored total.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '#functions/db/client';
import { sellerAccount } from '#functions/ledger/ledger';
import type { PayoutStatus, RefundLine, SellerStatement } from '#shared/payouts';

export async function sellerStatement(db: Database, sellerId: string, limit = 100): Promise<SellerStatement> {
  const account = sellerAccount(sellerId);
  const lines = await db.all<{
    at: number;
    txn: string;
    amount: number;
    fee: number | null;
    receipt: string | null;
    booking_id: number | null;
  }>(sql`
    SELECT e.at, e.txn, e.amount, o.fee, COALESCE(o.receipt, p.receipt) AS receipt, e.booking_id
    FROM ledger_entries e
    LEFT JOIN payments p ON e.txn LIKE 'payment:%' AND p.id = e.payment_id
    LEFT JOIN payouts o ON e.txn = 'payout:' || o.id || ':sent'
    WHERE e.account = ${account}
    ORDER BY e.at DESC, e.id DESC LIMIT ${limit}`);
  const [totals] = await db.all<{ kept: number | null; paid: number | null }>(sql`
    SELECT SUM(CASE WHEN amount < 0 THEN -amount END) AS kept, SUM(CASE WHEN amount > 0 THEN amount END) AS paid
    FROM ledger_entries WHERE account = ${account}`);
  const open = await db.all<{ id: number; amount: number; fee: number; status: PayoutStatus; created_at: number }>(
    sql`SELECT id, amount, fee, status, created_at FROM payouts WHERE account = ${account} AND status <> 'sent'`,
  );
  const kept = Number(totals?.kept ?? 0);
  const paidOut = Number(totals?.paid ?? 0);
  return {
    owed: kept - paidOut,
    kept,
    paidOut,
    lines: lines.map((line) => ({
      at: Number(line.at),
      kind: line.amount >= 0 ? 'paid-out' : line.txn.endsWith(':received') ? 'tip' : 'kept',
      amount: Math.abs(Number(line.amount)),
      fee: Number(line.fee ?? 0),
      receipt: line.receipt,
      bookingId: line.booking_id,
    })),
    open: open.map((row) => ({ ...row, createdAt: Number(row.created_at) })),
  };
}

/** A client's deposits owed back or given back, newest first. */
export async function refundsOf(db: Database, userId: string, limit = 50): Promise<RefundLine[]> {
  const rows = await db.all<{
    booking_id: number | null;
    amount: number;
    status: PayoutStatus | null;
    receipt: string | null;
    at: number;
  }>(sql`
    SELECT p.booking_id, p.amount, o.status, o.receipt, COALESCE(o.settled_at, o.created_at, p.settled_at) AS at
    FROM payments p
    LEFT JOIN payouts o ON o.payment_id = p.id AND o.kind = 'refund'
    WHERE p.user_id = ${userId} AND p.purpose = 'deposit' AND p.status = 'paid' AND p.refund IS NOT NULL
    ORDER BY p.id DESC LIMIT ${limit}`);
  return rows.map((row) => ({
    bookingId: row.booking_id,
    amount: Number(row.amount),
    status: row.status ?? 'due',
    receipt: row.receipt,
    at: Number(row.at),
  }));
}

/**
 * A seller's money today (their Today, decision 044): deposits kept since `since` (Nairobi
 * midnight), what is owed to them now, and whether a payout of theirs failed.
 */
export async function moneyToday(db: Database, sellerId: string, since: number) {
  const account = sellerAccount(sellerId);
  const [row] = await db.all<{ today: number | null; kept: number | null; paid: number | null; failed: number }>(sql`
    SELECT
      SUM(CASE WHEN amount < 0 AND at >= ${since} THEN -amount END) AS today,
      SUM(CASE WHEN amount < 0 THEN -amount END) AS kept,
      SUM(CASE WHEN amount > 0 THEN amount END) AS paid,
      EXISTS (SELECT 1 FROM payouts WHERE account = ${account} AND status = 'failed') AS failed
    FROM ledger_entries WHERE account = ${account}`);
  return {
    depositsToday: Number(row?.today ?? 0),
    owed: Number(row?.kept ?? 0) - Number(row?.paid ?? 0),
    payoutFailed: Boolean(row?.failed),
  };
}
