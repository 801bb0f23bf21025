/**
 * Payments and seller packages as the pages, the islands and the API all speak of them. The rules
 * live in functions/payments; these are the words and the states.
 */
import * as z from 'zod/mini';
import { PACKAGE_IDS } from './packages';
import { phoneField } from './phone';

/** Where a payment stands. Only `pending` moves, and only once. */
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'cancelled', 'expired'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * What a payment is for: a package bought (first or after a lapse), renewed, or upgraded; a
 * booking's deposit; a tip after a visit (decision 050).
 */
export const PAYMENT_PURPOSES = ['package', 'renewal', 'upgrade', 'deposit', 'tip'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];
/** What a seller pays for; a deposit is paid by a buyer, from the booking dialog. */
export const PACKAGE_PURPOSES = ['package', 'renewal', 'upgrade'] as const;
/** A paid deposit to be given back, and once it has been. */
export const REFUND_STATES = ['due', 'refunded'] as const;

/** A seller's package: chosen but never paid, paid and running, or run out. */
export type PackageStatus = 'awaiting-payment' | 'active' | 'lapsed';

export const PAYMENT_MESSAGES = {
  invalidPhone: 'paymentMessages.invalidPhone',
  checkPhone: 'paymentMessages.checkPhone',
  paid: 'paymentMessages.paid',
  cancelled: 'paymentMessages.cancelled',
  unreachable: 'paymentMessages.unreachable',
  wrongPin: 'paymentMessages.wrongPin',
  insufficient: 'paymentMessages.insufficient',
  failed: 'paymentMessages.failed',
  expired: 'paymentMessages.expired',
  providerDown: 'paymentMessages.providerDown',
  notFound: 'paymentMessages.notFound',
  alreadyWaiting: 'paymentMessages.alreadyWaiting',
  sellersOnly: 'paymentMessages.sellersOnly',
  signIn: 'paymentMessages.signIn',
} as const;

/** Daraja's result codes we name; any other non-zero code is a plain failure. */
type Settled = Exclude<PaymentStatus, 'pending'>;
const RESULTS: Record<number, { status: Settled; message: string }> = {
  0: { status: 'paid', message: PAYMENT_MESSAGES.paid },
  1032: { status: 'cancelled', message: PAYMENT_MESSAGES.cancelled },
  1037: { status: 'failed', message: PAYMENT_MESSAGES.unreachable },
  2001: { status: 'failed', message: PAYMENT_MESSAGES.wrongPin },
  1: { status: 'failed', message: PAYMENT_MESSAGES.insufficient },
};

export const resultOf = (code: number) =>
  RESULTS[code] ?? { status: 'failed' as const, message: PAYMENT_MESSAGES.failed };

/** What a person reads about a payment in a given state. */
export function paymentMessage(status: PaymentStatus, resultCode: number | null): string {
  if (status === 'pending') return PAYMENT_MESSAGES.checkPhone;
  if (status === 'expired') return PAYMENT_MESSAGES.expired;
  return resultOf(resultCode ?? (status === 'paid' ? 0 : -1)).message;
}

/** M-Pesa numbers are Kenyan mobiles: +2547… or +2541… once normalised. */
export const MPESA_NUMBER = /^\+254[17]\d{8}$/;

const mpesaPhone = phoneField({
  short: PAYMENT_MESSAGES.invalidPhone,
  invalid: PAYMENT_MESSAGES.invalidPhone,
  empty: PAYMENT_MESSAGES.invalidPhone,
  only: MPESA_NUMBER,
});

/** Starting a payment: what for, which package (upgrades and new packages), and the paying number. */
export const StartPaymentSchema = z.object({
  purpose: z.enum(PACKAGE_PURPOSES),
  packageId: z.optional(z.enum(PACKAGE_IDS)),
  phone: mpesaPhone,
});

/** Paying a booking's deposit: the paying number (POST /api/bookings/{id}/deposit). */
export const DepositPaymentSchema = z.object({ phone: mpesaPhone });

/** A payment as its payer sees it (the API answer and the paying screen). */
export interface PaymentView {
  id: number;
  status: PaymentStatus;
  purpose: PaymentPurpose;
  packageId: string;
  packageName: string;
  amount: number;
  /** The paying number, as Kenyans write it. */
  phone: string;
  receipt: string | null;
  message: string;
  createdAt: string;
  settledAt: string | null;
}
