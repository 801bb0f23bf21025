/**
 * M-Pesa payments: seller packages (docs/decisions/012-payments.md) and booking deposits (015). A
 * payment is a row before it is anything else; it leaves `pending` once, in the transaction that
 * also does what it paid for. A callback alone never marks a payment paid: it is stored raw, checked against the
 * payment's secret, id and amount, and then M-Pesa's own answer to our query decides.
 */
import type { User } from '#functions/accounts/public';
import { generateToken, hashToken } from '#functions/platform/tokens';
import { Refusal } from '#functions/platform/refusal';
import type { Database } from '#functions/db/client';
import type { Platform } from '#functions/platform/platform';
import { log } from '#functions/platform/log';
import { PAYMENT_MESSAGES, resultOf, type PaymentPurpose } from '#shared/payments';
import { DarajaError } from './daraja';
import { type QueryAnswer } from './provider';
import * as repo from './repository';
import { packageStateOf } from '#functions/accounts/package-state';
import { quote } from './seller-package';
import { afterSettlement, applySettlement } from './effects';
import { toPaymentView } from './view';
import { count, tooMany } from '#functions/accounts/rate-limit';
import { tooManyPrompts } from '#shared/accounts';

/** A prompt nobody answered is given up on after this long (M-Pesa's own prompt lasts about a minute). */
export const PAYMENT_EXPIRY_MS = 5 * 60_000;
/** How often the server asks M-Pesa about payments still pending (Node's timer; Workers' cron runs each minute). */
export const PAYMENT_SWEEP_MS = 30_000;
/** Callbacks usually arrive first; a status poll asks M-Pesa itself only after this long. */
const QUERY_AFTER_MS = 10_000;

/** Where Daraja calls back for one payment: the secret in the path is the payment's only credential. */
const callbackUrl = (platform: Platform, secret: string) =>
  `${platform.config.MPESA_CALLBACK_URL ?? platform.siteUrl}/api/payments/mpesa/${secret}`.replace(
    /([^:])\/\/+/g,
    '$1/',
  );

/** A seller's package payment (first, renewal or upgrade). */
export async function startPayment(
  platform: Platform,
  seller: User,
  request: { purpose: PaymentPurpose; packageId?: string | undefined; phone: string },
  now = Date.now(),
): Promise<repo.PaymentRow> {
  const state = packageStateOf(seller, now);
  if (seller.accountType !== 'seller' || !state) throw new Refusal('not-allowed', PAYMENT_MESSAGES.sellersOnly);
  const { purpose, package: pkg, amount } = quote(state, request.purpose, request.packageId, now);
  await refuseWhileWaiting(platform, await repo.pendingPackagePaymentsOf(platform.db, seller.id), now);
  return pushPayment(platform, {
    userId: seller.id,
    purpose,
    packageId: pkg.id,
    amount,
    phone: request.phone,
    reference: `Mabinti ${pkg.name}`,
    description: `${pkg.name} package`,
  });
}

/** One prompt at a time: a second while the first waits would be a second charge for the same thing. */
export async function refuseWhileWaiting(platform: Platform, pending: repo.PaymentRow[], now: number) {
  for (const row of pending) {
    const { payment } = await refreshPayment(platform, row, now);
    if (payment.status === 'pending') throw new PaymentWaiting(payment.id);
  }
}

/** What to ask M-Pesa for, and what the payment row says it was for. */
export type Charge = Pick<
  repo.NewPayment,
  'userId' | 'purpose' | 'packageId' | 'bookingId' | 'amount' | 'phone' | 'expiresAt'
> & { reference: string; description: string };

/**
 * Sends the prompt to the payer's phone and keeps the payment. A number gets at most a few
 * prompts an hour, whoever asks for them (LIMITS.promptsPerPhone). Nothing is written unless M-Pesa
 * accepted the request, so a refusal or an outage leaves no half-made payment (503 or 400).
 */
export async function pushPayment(platform: Platform, charge: Charge): Promise<repo.PaymentRow> {
  const { reference, description, ...row } = charge;
  // Counted before the prompt goes, in one atomic step: parallel requests cannot pass the limit.
  const wait = await count(platform.db, 'promptsPerPhone', row.phone, platform.config.RATE_LIMIT_SCALE);
  if (wait) throw tooMany(wait, tooManyPrompts(wait));
  const secret = generateToken();
  let accepted;
  try {
    accepted = await platform.payments.push({
      amount: row.amount,
      phone: row.phone,
      callbackUrl: callbackUrl(platform, secret),
      accountReference: reference.slice(0, 12),
      description: description.slice(0, 13),
    });
  } catch (error) {
    throw providerError(error);
  }
  const payment = await repo.insertPayment(platform.db, {
    ...row,
    checkoutRequestId: accepted.checkoutRequestId,
    merchantRequestId: accepted.merchantRequestId,
    callbackSecretHash: hashToken(secret),
  });
  log.info('payment started', { payment: payment.id, purpose: payment.purpose, amount: payment.amount });
  return payment;
}

/** 409: a prompt for this seller is still on their phone; the paying screen of that one is the place to go. */
export class PaymentWaiting extends Refusal {
  constructor(readonly paymentId: number) {
    super('conflict', PAYMENT_MESSAGES.alreadyWaiting);
  }
}

function providerError(error: unknown): Refusal {
  if (!(error instanceof DarajaError)) throw error;
  log.warn('M-Pesa refused or unreachable', { code: error.code, status: error.status });
  if (error.status === 400 && error.code === 'INVALID_PHONE')
    return new Refusal('invalid', PAYMENT_MESSAGES.invalidPhone);
  return new Refusal('unavailable', PAYMENT_MESSAGES.providerDown);
}

/**
 * Settles a pending payment with M-Pesa's answer, doing what it was for in the same transaction
 * (a package starts, a booking goes to its provider or is released). Of racing settlements one
 * wins; the rest get undefined and change nothing.
 */
async function settle(
  db: Database,
  payment: repo.PaymentRow,
  answer: Extract<QueryAnswer, { state: 'settled' }>,
  receipt: string | undefined,
  now: number,
): Promise<repo.PaymentRow | undefined> {
  const { status } = resultOf(answer.resultCode);
  return db.transaction(async (tx) => {
    const row = await repo.settlePending(
      tx,
      payment.id,
      { status, resultCode: answer.resultCode, resultDesc: answer.resultDesc, receipt },
      new Date(now),
    );
    if (row) await applySettlement(tx, row, now);
    return row;
  });
}

/** What asking M-Pesa about a payment came to. */
export interface Refreshed {
  payment: repo.PaymentRow;
  /** settled: this call moved it; raced: another settlement did, first; the rest left it pending. */
  outcome: 'settled' | 'raced' | 'expired' | 'pending' | 'unreachable' | 'already';
}

/**
 * Asks M-Pesa about a pending payment and settles or expires it. `receipt` is the receipt number a
 * callback brought, kept if M-Pesa's answer says paid.
 */
export async function refreshPayment(
  platform: Platform,
  payment: repo.PaymentRow,
  now = Date.now(),
  receipt?: string,
): Promise<Refreshed> {
  if (payment.status !== 'pending') return { payment, outcome: 'already' };
  const reread = async () => (await repo.findPayment(platform.db, payment.id))!;
  let answer: QueryAnswer | null;
  try {
    answer = await platform.payments.query(payment.checkoutRequestId);
  } catch (error) {
    if (!(error instanceof DarajaError)) throw error;
    // Unreachable: nothing is known, so nothing changes. Refused: M-Pesa has no such prompt.
    if (error.status >= 500) return { payment, outcome: 'unreachable' };
    answer = null;
  }
  if (answer?.state === 'settled') {
    const settled = await settle(platform.db, payment, answer, answer.resultCode === 0 ? receipt : undefined, now);
    if (settled) await afterSettlement(platform, settled, now);
    return settled ? { payment: settled, outcome: 'settled' } : { payment: await reread(), outcome: 'raced' };
  }
  if (now < expiryOf(payment)) return { payment, outcome: 'pending' };
  const expired = await platform.db.transaction(async (tx) => {
    const row = await repo.settlePending(tx, payment.id, { status: 'expired' }, new Date(now));
    if (row) await applySettlement(tx, row, now);
    return row;
  });
  if (expired) await afterSettlement(platform, expired, now);
  return expired ? { payment: expired, outcome: 'expired' } : { payment: await reread(), outcome: 'raced' };
}

/** When an unanswered prompt is given up on: its own deadline (a deposit's hold) or five minutes. */
const expiryOf = (payment: repo.PaymentRow) =>
  payment.expiresAt?.getTime() ?? payment.createdAt.getTime() + PAYMENT_EXPIRY_MS;

/**
 * A payment we had settled as not paid (given up on, or failed) that M-Pesa now says was paid,
 * as a late callback or reconciliation finds: corrected once, and what it paid for follows (a
 * package starts; a deposit for a released booking is owed back, never resurrecting it).
 */
export async function correctToPaid(platform: Platform, row: repo.PaymentRow, now: number) {
  const corrected = await platform.db.transaction(async (tx) => {
    const paid = await repo.correctToPaid(tx, row.id, row.status, new Date(now));
    if (paid) await applySettlement(tx, paid, now);
    return paid;
  });
  if (corrected) await afterSettlement(platform, corrected, now);
  return corrected;
}

/**
 * A paid callback for a payment we had settled as not paid: M-Pesa is asked, and only its answer
 * corrects it (with the callback's receipt). 'unreachable' when M-Pesa could not be asked.
 */
export async function confirmLatePayment(
  platform: Platform,
  payment: repo.PaymentRow,
  receipt: string,
  now = Date.now(),
): Promise<'corrected' | 'not paid' | 'unreachable'> {
  let answer: QueryAnswer;
  try {
    answer = await platform.payments.query(payment.checkoutRequestId);
  } catch (error) {
    if (!(error instanceof DarajaError)) throw error;
    return error.status >= 500 ? 'unreachable' : 'not paid';
  }
  if (answer.state !== 'settled' || answer.resultCode !== 0) return 'not paid';
  const corrected = await correctToPaid(platform, payment, now);
  if (!corrected) return 'not paid';
  await repo.fillReceipt(platform.db, payment.id, receipt);
  log.warn('late payment corrected to paid', { payment: payment.id, purpose: payment.purpose });
  return 'corrected';
}

/** A seller's own payment, settled by a query first if it has waited a while (the paying screen's poll). */
export async function paymentFor(platform: Platform, payer: User, id: number, now = Date.now()) {
  const payment = await repo.findPayment(platform.db, id);
  if (!payment || payment.userId !== payer.id) throw new Refusal('not-found', PAYMENT_MESSAGES.notFound);
  const waited = now - payment.createdAt.getTime() >= QUERY_AFTER_MS;
  return toPaymentView(waited ? (await refreshPayment(platform, payment, now)).payment : payment);
}

export const paymentHistory = async (platform: Platform, seller: User, limit = 20) =>
  (await repo.paymentsOf(platform.db, seller.id, limit)).map(toPaymentView);

/** Pending payments older than a minute, asked about one by one (Node's timer, Workers' cron, reconcile). */
export async function sweepPendingPayments(platform: Platform, now = Date.now()): Promise<number> {
  const pending = await repo.pendingBefore(platform.db, new Date(now - 60_000), 100);
  let settled = 0;
  for (const payment of pending) {
    const { outcome } = await refreshPayment(platform, payment, now);
    if (outcome === 'settled' || outcome === 'expired') settled += 1;
  }
  return settled;
}
