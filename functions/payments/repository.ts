import { and, eq } from 'drizzle-orm';
import type { Database } from '#functions/db/client';
import { paymentCallbacks, payments } from '#functions/db/schema/payments';
import type { PaymentStatus } from '#shared/payments';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;

export async function insertPayment(db: Database, payment: NewPayment): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(payment).returning();
  return row!;
}

export const findPaymentByCheckoutId = (db: Database, checkoutRequestId: string) =>
  db.query.payments.findFirst({ where: eq(payments.checkoutRequestId, checkoutRequestId) });

/**
 * Settles a pending payment: the one write that moves it out of `pending`, conditional on it still
 * being there. Of any number of callbacks and queries racing for one payment, exactly one gets the
 * row back; the others get undefined and change nothing.
 */
export async function settlePending(
  db: Database,
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

/** Keeps a callback exactly as it arrived, before anything is done with it; its id. */
export async function recordCallback(db: Database, body: string, paymentId: number | null): Promise<number> {
  const [row] = await db.insert(paymentCallbacks).values({ body, paymentId }).returning({ id: paymentCallbacks.id });
  return row!.id;
}

export async function setCallbackVerdict(db: Database, id: number, verdict: string): Promise<void> {
  await db.update(paymentCallbacks).set({ verdict }).where(eq(paymentCallbacks.id, id));
}
