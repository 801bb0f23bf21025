/**
 * The earlier web client's seller sign-up: `POST /api/register` with `paymentPhone` sends the
 * package's M-Pesa prompt at once, and `POST /api/check-seller-payment` hands over the session
 * once the payment is paid. The same payment rows and rules as the rest (docs/decisions/012-payments.md).
 * NOTE: a checkout id is no credential (it travels to Safaricom and back, and shows in receipts):
 * the session goes only to the client that holds the hand-over secret this sign-up answered with,
 * once, for this payment alone.
 */
import { findUserById } from '#functions/accounts/public';
import { signIn, type SignedIn } from '#functions/accounts/service';
import { invalidateSession } from '#functions/accounts/sessions';
import { Refusal } from '#functions/platform/refusal';
import type { Platform } from '#functions/platform/platform';
import { findPackage } from '#shared/packages';
import { PAYMENT_MESSAGES, paymentMessage } from '#shared/payments';
import { findSignUpPayment, setHandover, takeHandover } from './repository';
import { generateToken, hashToken } from '#functions/platform/tokens';
import { refreshPayment, startPayment } from './service';
import { formatKsh } from '#shared/format';

/** How long after paying the earlier client may still collect its session with the checkout id. */
const SESSION_HANDOVER_MS = 60 * 60_000;

export async function startSignUpPayment(platform: Platform, signed: SignedIn, phone: string) {
  // This client gets its session from the payment check, not from the sign-up.
  await invalidateSession(platform.db, signed.session.id);
  const seller = (await findUserById(platform.db, signed.user.id))!;
  try {
    const payment = await startPayment(platform, seller, { purpose: 'package', phone });
    const packageName = findPackage(payment.packageId)!.name;
    const handoverToken = generateToken();
    await setHandover(platform.db, payment.id, hashToken(handoverToken));
    return {
      requiresPayment: true as const,
      checkoutRequestId: payment.checkoutRequestId,
      handoverToken,
      amount: payment.amount,
      packageName,
      message: { key: 'api.checkPhoneFor', params: { amount: formatKsh(payment.amount), name: packageName } },
    };
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    throw new Refusal(error.kind, {
      key: 'api.createdNotPaid',
      params: { reason: { key: error.key, params: error.params } },
    });
  }
}

export type SellerPaymentCheck =
  | { success: true; token: string; user: SignedIn['user'] }
  | { status: 'pending' }
  | { success: false; message: string };

export async function checkSellerPayment(
  platform: Platform,
  checkoutRequestId: string,
  handoverToken: string,
  now = Date.now(),
) {
  const handoverHash = hashToken(handoverToken);
  const found = await findSignUpPayment(platform.db, checkoutRequestId, handoverHash);
  if (!found || found.purpose !== 'package' || !found.userId) throw new Refusal('not-found', PAYMENT_MESSAGES.notFound);
  const { payment } = await refreshPayment(platform, found, now);
  if (payment.status === 'pending') return { status: 'pending' } satisfies SellerPaymentCheck;
  if (payment.status !== 'paid') {
    return { success: false, message: paymentMessage(payment.status, payment.resultCode) } satisfies SellerPaymentCheck;
  }
  const seller = await findUserById(platform.db, payment.userId!);
  const fresh = now - payment.settledAt!.getTime() <= SESSION_HANDOVER_MS;
  if (!seller || !fresh || !(await takeHandover(platform.db, payment.id, handoverHash))) {
    return { success: false, message: 'api.paymentComplete' } satisfies SellerPaymentCheck;
  }
  const signed = await signIn(platform, seller, true);
  return { success: true, token: signed.token, user: signed.user } satisfies SellerPaymentCheck;
}
