import { and, count, desc, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Database, Queries } from '#functions/db/client';
import { paymentCallbacks, payments } from '#functions/db/schema/payments';
import { users } from '#functions/db/schema/accounts';
import { media, services } from '#functions/db/schema/catalogue';
import type { SellerPackage } from '#shared/packages';
import { PACKAGE_PURPOSES, type PaymentStatus } from '#shared/payments';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;

export async function insertPayment(db: Database, payment: NewPayment): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(payment).returning();
  return row!;
}

export const findPaymentByCheckoutId = (db: Database, checkoutRequestId: string) =>
  db.query.payments.findFirst({ where: eq(payments.checkoutRequestId, checkoutRequestId) });

/** The sign-up's payment, found only with the hand-over secret's hash that sign-up stored on it. */
export const findSignUpPayment = (db: Database, checkoutRequestId: string, handoverHash: string) =>
  db.query.payments.findFirst({
    where: and(eq(payments.checkoutRequestId, checkoutRequestId), eq(payments.handoverHash, handoverHash)),
  });

export async function setHandover(db: Database, paymentId: number, handoverHash: string) {
  await db.update(payments).set({ handoverHash }).where(eq(payments.id, paymentId));
}

/** Uses the hand-over up: true for exactly one of any number of racing callers. */
export async function takeHandover(db: Database, paymentId: number, handoverHash: string): Promise<boolean> {
  const taken = await db
    .update(payments)
    .set({ handoverHash: null })
    .where(and(eq(payments.id, paymentId), eq(payments.handoverHash, handoverHash)))
    .returning({ id: payments.id });
  return taken.length === 1;
}

/**
 * Settles a pending payment: the one write that moves it out of `pending`, conditional on it still
 * being there. Of any number of callbacks and queries racing for one payment, exactly one gets the
 * row back; the others get undefined and change nothing.
 */
export async function settlePending(
  db: Queries,
  id: number,
  outcome: { status: Exclude<PaymentStatus, 'pending'>; resultCode?: number; resultDesc?: string; receipt?: string },
  at: Date,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .update(payments)
    .set({
      status: outcome.status,
      resultCode: outcome.resultCode ?? null,
      resultDesc: outcome.resultDesc ?? null,
      receipt: outcome.receipt ?? null,
      settledAt: at,
    })
    .where(and(eq(payments.id, id), eq(payments.status, 'pending')))
    .returning();
  return row;
}

/** The body a refused callback's note keeps in place of what was posted. */
export const REFUSED_BODY = '{"refused":1}';
/** At most this many notes of refused callbacks an hour: the rest are only logged. */
const REFUSED_NOTES_PER_HOUR = 500;

/**
 * Notes a refused M-Pesa callback (payments and payouts alike): what was wrong, never what was
 * posted, and no more than REFUSED_NOTES_PER_HOUR an hour, so anonymous posts cannot fill the database.
 */
export async function noteRefusedCallback(db: Database, verdict: string, now: number) {
  await db.run(sql`INSERT INTO payment_callbacks (body, verdict, received_at)
    SELECT ${REFUSED_BODY}, ${verdict.slice(0, 120)}, ${now}
    WHERE (SELECT count(*) FROM payment_callbacks WHERE body = ${REFUSED_BODY} AND received_at >= ${now - 3_600_000})
      < ${REFUSED_NOTES_PER_HOUR}`);
}

/** Keeps a callback from Daraja exactly as it arrived, before anything is done with it; its id. */
export async function recordCallback(db: Database, body: string, paymentId: number | null): Promise<number> {
  const [row] = await db.insert(paymentCallbacks).values({ body, paymentId }).returning({ id: paymentCallbacks.id });
  return row!.id;
}

export async function setCallbackVerdict(
  db: Database,
  id: number,
  verdict: string,
  paymentId: number | null = null,
): Promise<void> {
  await db
    .update(paymentCallbacks)
    .set(paymentId === null ? { verdict } : { verdict, paymentId })
    .where(eq(paymentCallbacks.id, id));
}

export const findPayment = (db: Database, id: number) => db.query.payments.findFirst({ where: eq(payments.id, id) });

/** A seller's package payments, newest first. */
export const paymentsOf = (db: Database, userId: string, limit: number) =>
  db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), inArray(payments.purpose, [...PACKAGE_PURPOSES])))
    .orderBy(desc(payments.id))
    .limit(limit);

/** Pending payments made before `before`: what the sweep asks M-Pesa about. */
export const pendingBefore = (db: Database, before: Date, limit: number) =>
  db
    .select()
    .from(payments)
    .where(and(eq(payments.status, 'pending'), lt(payments.createdAt, before)))
    .orderBy(payments.id)
    .limit(limit);

/** Payments made since `since`, oldest first, for reconciliation. */
export const paymentsSince = (db: Database, since: Date) =>
  db.select().from(payments).where(gte(payments.createdAt, since)).orderBy(payments.id);

/**
 * Moves a payment M-Pesa says was paid out of a state we had settled wrongly (failed, cancelled,
 * expired): conditional on the state we saw, so it too happens once.
 */
export async function correctToPaid(
  db: Queries,
  id: number,
  from: PaymentStatus,
  at: Date,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .update(payments)
    .set({ status: 'paid', resultCode: 0, resultDesc: 'Confirmed by reconciliation', settledAt: at })
    .where(and(eq(payments.id, id), eq(payments.status, from)))
    .returning();
  return row;
}

/** A receipt that came after the payment was confirmed by query alone; never replaces one. */
export async function fillReceipt(db: Database, id: number, receipt: string): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ receipt })
    .where(and(eq(payments.id, id), isNull(payments.receipt)))
    .returning({ id: payments.id });
  return rows.length > 0;
}

/** A seller's package payments still waiting for M-Pesa. */
export const pendingPackagePaymentsOf = (db: Database, userId: string) =>
  db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.status, 'pending'),
        inArray(payments.purpose, [...PACKAGE_PURPOSES]),
      ),
    );

/** A booking's deposit payments still waiting for M-Pesa. */
export const pendingDepositsOf = (db: Database, bookingId: number) =>
  db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.purpose, 'deposit'), eq(payments.status, 'pending')));

export const sellerOf = async (db: Queries, id: string) => (await db.select().from(users).where(eq(users.id, id)))[0];

/** A seller's package fields; their listings follow by trigger (migration 0012). */
export async function setSellerPackage(
  db: Queries,
  id: string,
  changes: Partial<Pick<typeof users.$inferInsert, 'packageId' | 'packagePaidUntil' | 'nextPackageId'>>,
) {
  const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
  return row;
}

/** A seller's listings holding more photos or videos than `pkg` allows (after a downgrade). */
export async function listingsOverLimit(db: Queries, sellerId: string, pkg: SellerPackage) {
  const photos = sql<number>`sum(${media.type} = 'image')`;
  const videos = sql<number>`sum(${media.type} = 'video')`;
  return db
    .select({ id: services.id, name: services.name, photos, videos, files: count() })
    .from(services)
    .innerJoin(media, eq(media.serviceId, services.id))
    .where(eq(services.sellerId, sellerId))
    .groupBy(services.id)
    .having(sql`${photos} > ${pkg.photoUploads} OR ${videos} > ${pkg.videoUploads}`);
}

/** The latest deposit payment of each of these bookings. */
export async function depositPaymentsOf(db: Queries, bookingIds: number[]): Promise<Map<number, PaymentRow>> {
  const byBooking = new Map<number, PaymentRow>();
  if (bookingIds.length === 0) return byBooking;
  const rows = await db
    .select()
    .from(payments)
    .where(and(inArray(payments.bookingId, bookingIds), eq(payments.purpose, 'deposit')))
    .orderBy(desc(payments.id));
  for (const row of rows) if (!byBooking.has(row.bookingId!)) byBooking.set(row.bookingId!, row);
  return byBooking;
}

/**
 * Paid deposits owed back, once (an earlier refund decision stands), for the bookings `bookingIds`
 * selects (a query of booking ids): a statement for the batch of the change that owes them.
 */
export const owedBackFor = (db: Queries, bookingIds: SQL, reason: string) =>
  db.run(sql`UPDATE payments SET refund = 'due', refund_reason = ${reason}
    WHERE purpose = 'deposit' AND status = 'paid' AND refund IS NULL AND booking_id IN (${bookingIds})`);

/** One payment owed back, once (an earlier refund decision stands). */
export async function markRefundDue(db: Queries, paymentId: number, reason: string): Promise<void> {
  await db
    .update(payments)
    .set({ refund: 'due', refundReason: reason })
    .where(and(eq(payments.id, paymentId), isNull(payments.refund)));
}

/** The latest tip asked for on each of these bookings that did not fail (decision 050), by booking. */
export async function tipsOf(db: Queries, bookingIds: number[]): Promise<Map<number, PaymentRow>> {
  const byBooking = new Map<number, PaymentRow>();
  if (bookingIds.length === 0) return byBooking;
  const rows = await db
    .select()
    .from(payments)
    .where(
      and(
        inArray(payments.bookingId, bookingIds),
        eq(payments.purpose, 'tip'),
        inArray(payments.status, ['pending', 'paid']),
      ),
    )
    .orderBy(desc(payments.id));
  for (const row of rows) if (!byBooking.has(row.bookingId!)) byBooking.set(row.bookingId!, row);
  return byBooking;
}
