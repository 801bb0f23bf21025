/**
 * Daraja's STK callback. It carries no signature, so it is trusted for nothing on its own
 * (docs/decisions/012-payments.md): refused unless the secret in its URL and its
 * CheckoutRequestID match a payment of ours (and only then stored raw), and unless its amount does; then our own query to M-Pesa
 * decides the outcome, and the callback only adds the receipt number the query cannot give.
 */
import { z } from 'zod';
import { tokenMatches } from '#functions/platform/tokens';
import type { Platform } from '#functions/platform/platform';
import { log } from '#functions/platform/log';
import * as repo from './repository';
import { confirmLatePayment, refreshPayment } from './service';

const CallbackSchema = z.object({
  Body: z.object({
    stkCallback: z.object({
      MerchantRequestID: z.string(),
      CheckoutRequestID: z.string().min(1).max(100),
      ResultCode: z.coerce.number().int(),
      ResultDesc: z.string().max(500),
      CallbackMetadata: z
        .object({
          Item: z.array(z.object({ Name: z.string(), Value: z.union([z.string(), z.number()]).optional() })),
        })
        .optional(),
    }),
  }),
});

export interface CallbackVerdict {
  /** The HTTP status to answer: 200 accepted (also for a repeat), 4xx refused, 503 not yet known. */
  status: 200 | 202 | 400 | 404 | 409 | 503;
  verdict: string;
}

const itemOf = (items: Array<{ Name: string; Value?: string | number | undefined }>, name: string) =>
  items.find((item) => item.Name === name)?.Value;

export async function receiveCallback(
  platform: Platform,
  secret: string,
  rawBody: string,
  now = Date.now(),
): Promise<CallbackVerdict> {
  const { db } = platform;
  // Nothing a stranger posts is stored: a refusal leaves a short note, within a budget.
  const refuse = async (status: CallbackVerdict['status'], verdict: string) => {
    await repo.noteRefusedCallback(db, verdict, now);
    log.warn('payment callback refused', { verdict });
    return { status, verdict };
  };
  let json: unknown = null;
  try {
    json = JSON.parse(rawBody);
  } catch {
    // refused below
  }
  const parsed = CallbackSchema.safeParse(json);
  if (!parsed.success) return refuse(400, 'refused: not a Daraja STK callback');
  const callback = parsed.data.Body.stkCallback;
  const payment = await repo.findPaymentByCheckoutId(db, callback.CheckoutRequestID);
  if (!payment || !tokenMatches(secret, payment.callbackSecretHash)) return refuse(404, 'refused: unknown payment');

  // Kept exactly as it came, before anything in it is believed or done.
  const callbackId = await repo.recordCallback(db, rawBody.slice(0, 20_000), payment.id);
  const decide = async (status: CallbackVerdict['status'], verdict: string, paymentId: number | null = null) => {
    await repo.setCallbackVerdict(db, callbackId, verdict, paymentId);
    if (status >= 400) log.warn('payment callback refused', { callback: callbackId, payment: paymentId, verdict });
    return { status, verdict };
  };
  const items = callback.CallbackMetadata?.Item ?? [];
  const receipt = itemOf(items, 'MpesaReceiptNumber');
  if (callback.ResultCode === 0 && Number(itemOf(items, 'Amount')) !== payment.amount) {
    return decide(409, `refused: amount ${String(itemOf(items, 'Amount'))} is not ${payment.amount}`, payment.id);
  }
  const paidReceipt = callback.ResultCode === 0 && typeof receipt === 'string' && receipt ? receipt : undefined;

  if (payment.status !== 'pending') {
    // A repeat, or the receipt of a payment our query already confirmed.
    if (payment.status === 'paid' && paidReceipt && (await repo.fillReceipt(db, payment.id, paidReceipt))) {
      return decide(200, 'receipt recorded', payment.id);
    }
    // Paid after we gave up on it: M-Pesa's answer corrects it (a late deposit is owed back).
    if (payment.status !== 'paid' && paidReceipt) {
      const late = await confirmLatePayment(platform, payment, paidReceipt, now);
      if (late === 'unreachable') return decide(503, 'unconfirmed: M-Pesa could not be asked', payment.id);
      if (late === 'corrected') return decide(200, `late: ${payment.status} corrected to paid`, payment.id);
    }
    return decide(200, `duplicate: already ${payment.status}`, payment.id);
  }

  const { payment: current, outcome } = await refreshPayment(platform, payment, now, paidReceipt);
  if (outcome === 'unreachable') return decide(503, 'unconfirmed: M-Pesa could not be asked', payment.id);
  if (current.status === 'pending') return decide(202, 'unconfirmed: M-Pesa still has it pending', payment.id);
  if (current.status !== 'expired' && current.resultCode !== callback.ResultCode) {
    return decide(409, `refused: M-Pesa says ${current.resultCode}, the callback ${callback.ResultCode}`, payment.id);
  }
  if (outcome === 'raced' && current.status === 'paid' && paidReceipt)
    await repo.fillReceipt(db, payment.id, paidReceipt);
  return decide(
    200,
    outcome === 'settled' ? `settled: ${current.status}` : `duplicate: already ${current.status}`,
    payment.id,
  );
}
