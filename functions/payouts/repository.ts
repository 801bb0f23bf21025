/**
 * The payouts table's queries (decision 026). Every move of a payout is one conditional UPDATE on
 * the state it leaves, so of any number of workers, callbacks and admins racing for one payout,
 * exactly one moves it.
 */
import { and, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Database, Queries } from '#functions/db/client';
import { payments } from '#functions/db/schema/payments';
import { payouts } from '#functions/db/schema/payouts';
import type { PayoutStatus } from '#shared/payouts';
import { SMALLEST_PAYOUT } from './public';

export type PayoutRow = typeof payouts.$inferSelect;

/** A fresh OriginatorConversationID: random, so no restored database or other server can repeat one. */
const newOriginatorId = sql`'mabinti-' || lower(hex(randomblob(12)))`;

export interface OpenRules {
  now: number;
  /** Payouts above this many shillings wait for an admin's approval. */
  reviewAbove: number;
  /** The platform's commission on a seller's payout, in percent. */
  commissionPercent: number;
  /** Seller payouts are opened once a day: not for a seller who had one opened since this instant. */
  sellersSince: number | null;
  /** Only this seller's account (a seller closing their account is paid at once). */
  onlyAccount?: string;
}

const startingStatus = (amount: SQL, reviewAbove: number) =>
  sql`CASE WHEN ${amount} > ${reviewAbove} THEN 'review' ELSE 'queued' END`;
const noneOpen = sql`NOT EXISTS (SELECT 1 FROM payouts o WHERE o.account = e.account AND o.status <> 'sent')`;

/**
 * Opens a payout for every account owed money that has none unfinished: a client's refund as
 * soon as it is due, a seller's kept deposits once a day. Returns how many were opened.
 */
export async function openDuePayouts(db: Database, rules: OpenRules): Promise<number> {
  const owed = sql`-SUM(e.amount)`;
  const refunds = await db.run(sql`INSERT INTO payouts
      (kind, account, user_id, booking_id, payment_id, phone, amount, fee, status, originator_id, created_at)
    SELECT 'refund', e.account, MAX(p.user_id), MAX(p.booking_id), MAX(p.id), MAX(p.phone), ${owed}, 0,
      ${startingStatus(owed, rules.reviewAbove)}, ${newOriginatorId}, ${rules.now}
    FROM ledger_entries e JOIN payments p ON p.id = e.payment_id
    WHERE e.account LIKE 'owed:client:booking:%' AND ${noneOpen}
    GROUP BY e.account HAVING ${owed} >= ${SMALLEST_PAYOUT}
    ON CONFLICT DO NOTHING`);
  if (rules.sellersSince === null) return refunds.rowsAffected;
  const fee = sql`CAST(${owed} * ${rules.commissionPercent} / 100.0 AS INTEGER)`;
  const sellers = await db.run(sql`INSERT INTO payouts
      (kind, account, user_id, phone, amount, fee, status, originator_id, created_at)
    SELECT 'payout', e.account, u.id, u.phone_number, ${owed}, ${fee},
      ${startingStatus(owed, rules.reviewAbove)}, ${newOriginatorId}, ${rules.now}
    FROM ledger_entries e JOIN users u ON u.id = substr(e.account, 13)
    WHERE e.account LIKE 'owed:seller:%' AND ${noneOpen}
      AND (${rules.onlyAccount ?? null} IS NULL OR e.account = ${rules.onlyAccount ?? null})
      AND NOT EXISTS (SELECT 1 FROM payouts o WHERE o.account = e.account AND o.created_at >= ${rules.sellersSince})
    GROUP BY e.account HAVING ${owed} - ${fee} >= ${SMALLEST_PAYOUT}
    ON CONFLICT DO NOTHING`);
  return refunds.rowsAffected + sellers.rowsAffected;
}

export const findPayout = (db: Queries, id: number) => db.query.payouts.findFirst({ where: eq(payouts.id, id) });

export const queuedPayouts = (db: Database, limit: number) =>
  db.select().from(payouts).where(eq(payouts.status, 'queued')).orderBy(payouts.id).limit(limit);

/** Payouts sent (or reported on) that nobody has asked M-Pesa about since `before`. */
export const unconfirmedPayouts = (db: Database, before: number, limit: number) =>
  db
    .select()
    .from(payouts)
    .where(
      and(
        inArray(payouts.status, ['sending', 'checking']),
        lt(sql`COALESCE(${payouts.checkedAt}, ${payouts.requestedAt}, 0)`, before),
      ),
    )
    .orderBy(payouts.id)
    .limit(limit);

/**
 * Takes a queued payout to send it: one caller gets it back, with the OriginatorConversationID
 * it must send and the hash of its result addresses' secret recorded first.
 */
export async function claimToSend(db: Database, id: number, secretHash: string, now: number) {
  const [row] = await db
    .update(payouts)
    .set({ status: 'sending', requestedAt: new Date(now), checkedAt: null, callbackSecretHash: secretHash })
    .where(and(eq(payouts.id, id), eq(payouts.status, 'queued')))
    .returning();
  return row;
}

export async function recordAccepted(db: Database, id: number, originatorId: string, conversationId: string) {
  await db
    .update(payouts)
    .set({ conversationId })
    .where(and(eq(payouts.id, id), eq(payouts.originatorId, originatorId)));
}

const inFlight = (id: number, originatorId: string) =>
  and(eq(payouts.id, id), eq(payouts.originatorId, originatorId), inArray(payouts.status, ['sending', 'checking']));

/**
 * M-Pesa's result (or its queue's time-out) for the current try: kept, to be confirmed by our
 * query. Only the first copy moves it; a repeat finds it already checking.
 */
export async function recordResult(db: Database, id: number, originatorId: string, code: string, desc: string) {
  const [row] = await db
    .update(payouts)
    .set({ status: 'checking', resultCode: code, resultDesc: desc.slice(0, 300) })
    .where(and(eq(payouts.id, id), eq(payouts.originatorId, originatorId), eq(payouts.status, 'sending')))
    .returning();
  return row;
}

/**
 * A status query about to be sent: its addresses' secret, and when. Only for a payout nobody has
 * asked about since `before`, so two workers never ask at once (and void each other's address).
 */
export async function startCheck(db: Database, id: number, secretHash: string, now: number, before: number) {
  const claimed = await db
    .update(payouts)
    .set({ checkSecretHash: secretHash, checkedAt: new Date(now) })
    .where(
      and(
        eq(payouts.id, id),
        inArray(payouts.status, ['sending', 'checking']),
        lt(sql`COALESCE(${payouts.checkedAt}, 0)`, before),
      ),
    )
    .returning({ id: payouts.id });
  return claimed.length === 1;
}

/** The payout confirmed by M-Pesa: sent, with its receipt. Undefined for every caller but one. */
export async function markSent(tx: Queries, id: number, originatorId: string, receipt: string, now: number) {
  const [row] = await tx
    .update(payouts)
    .set({ status: 'sent', receipt, settledAt: new Date(now) })
    .where(inFlight(id, originatorId))
    .returning();
  return row;
}

/** The deposit a refund gave back, marked refunded. */
export async function markRefunded(tx: Queries, paymentId: number) {
  await tx.update(payments).set({ refund: 'refunded' }).where(eq(payments.id, paymentId));
}

/** The current try failed for certain (M-Pesa refused it, or says it failed): an admin may retry. */
export async function settleFailed(db: Database, id: number, originatorId: string, desc: string) {
  const [row] = await db
    .update(payouts)
    .set({ status: 'failed', resultDesc: desc.slice(0, 300) })
    .where(inFlight(id, originatorId))
    .returning();
  return row;
}

/** M-Pesa has no trace of the try: it goes again with the same OriginatorConversationID. */
export async function sendAgain(db: Database, id: number, originatorId: string) {
  await db
    .update(payouts)
    .set({ status: 'queued', resultCode: null, resultDesc: null })
    .where(inFlight(id, originatorId));
}

/**
 * An admin's move: approve (review or held → queued), hold (review or queued → held), retry
 * (failed → queued, with a new OriginatorConversationID). Written through the admin's transaction.
 */
export async function moveByAdmin(tx: Queries, id: number, from: PayoutStatus[], to: PayoutStatus, newTry: boolean) {
  const [row] = await tx
    .update(payouts)
    .set({
      status: to,
      ...(newTry
        ? { originatorId: newOriginatorId, attempt: sql`${payouts.attempt} + 1`, resultCode: null, resultDesc: null }
        : {}),
    })
    .where(and(eq(payouts.id, id), inArray(payouts.status, from)))
    .returning();
  return row;
}

/** A person's refunds and payouts, newest first. */
export const payoutsOf = (db: Database, userId: string, limit = 50) =>
  db.select().from(payouts).where(eq(payouts.userId, userId)).orderBy(desc(payouts.id)).limit(limit);

/** The admin's list, newest first: in one status, older than `beforeId` (the next page). */
export const payoutsForAdmin = (
  db: Database,
  filter: { status?: PayoutStatus | undefined; beforeId?: number | undefined },
  limit: number,
) =>
  db
    .select()
    .from(payouts)
    .where(
      and(
        filter.status ? eq(payouts.status, filter.status) : undefined,
        filter.beforeId ? lt(payouts.id, filter.beforeId) : undefined,
      ),
    )
    .orderBy(desc(payouts.id))
    .limit(limit);

/** Every payout in one status, oldest first. */
export const payoutsIn = (db: Database, status: PayoutStatus) =>
  db.select().from(payouts).where(eq(payouts.status, status)).orderBy(payouts.id);

/** How many payouts stand in each status. */
export const payoutCounts = (db: Database) =>
  db
    .select({ status: payouts.status, count: sql<number>`COUNT(*)` })
    .from(payouts)
    .groupBy(payouts.status);

/** A refund's payout of a booking, for its page. */
export const refundOfBooking = (db: Database, bookingId: number) =>
  db.query.payouts.findFirst({
    where: and(eq(payouts.bookingId, bookingId), eq(payouts.kind, 'refund')),
    orderBy: desc(payouts.id),
  });
