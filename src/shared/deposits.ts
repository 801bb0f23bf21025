/**
 * Deposits against no-shows (decision 015): a listing may ask for one, a fixed amount or a share
 * of the chosen option's price, paid with M-Pesa while the slot is held. These are the rules and
 * the words; functions/deposits applies them.
 */
import * as z from 'zod/mini';
import { keysFor } from './i18n/keys';

/** How long a booking waiting for its deposit holds the slot. */
export const DEPOSIT_HOLD_MINUTES = 15;
/** A buyer who cancels at least this long before the start gets the deposit back. */
export const DEPOSIT_REFUND_CUTOFF_HOURS = 24;
export const MIN_DEPOSIT = 100;

export const DEPOSIT_TYPES = ['none', 'fixed', 'percent'] as const;
export type DepositType = (typeof DEPOSIT_TYPES)[number];
/** What a listing asks for: nothing, Ksh `value`, or `value` per cent of the option's price. */
export type DepositRule = { type: 'fixed' | 'percent'; value: number } | null;

export const DEPOSIT_MESSAGES = {
  fixed: 'depositMessages.fixed',
  percent: 'depositMessages.percent',
  signIn: 'depositMessages.signIn',
  notWaiting: 'depositMessages.notWaiting',
  released: 'depositMessages.released',
  paid: 'depositMessages.paid',
} as const;

/** The rule as the listing form sends it: a type, and a value when there is a deposit. */
export const DepositFieldsSchema = z
  .object({
    depositType: z.optional(z.enum(DEPOSIT_TYPES)),
    depositValue: z.optional(
      z.pipe(
        z.union([z.number(), z.string()]),
        z.transform((value: number | string) => (value === '' ? null : Number(value))),
      ),
    ),
  })
  .check(
    z.refine(
      ({ depositType, depositValue }) =>
        depositType !== 'fixed' ||
        (Number.isInteger(depositValue) && depositValue! >= MIN_DEPOSIT && depositValue! <= 1_000_000),
      { message: DEPOSIT_MESSAGES.fixed, path: ['depositValue'] },
    ),
    z.refine(
      ({ depositType, depositValue }) =>
        depositType !== 'percent' || (Number.isInteger(depositValue) && depositValue! >= 1 && depositValue! <= 100),
      { message: DEPOSIT_MESSAGES.percent, path: ['depositValue'] },
    ),
  );

/** The rule a listing's stored columns say, or null for none. */
export const depositRuleOf = (row: { depositType: string | null; depositValue: number | null }): DepositRule =>
  (row.depositType === 'fixed' || row.depositType === 'percent') && row.depositValue
    ? { type: row.depositType, value: row.depositValue }
    : null;

/** Ksh to pay for an option of `price`: at least MIN_DEPOSIT, never more than the price. */
export function depositAmount(rule: DepositRule, price: number): number | null {
  if (!rule) return null;
  const asked = rule.type === 'fixed' ? rule.value : Math.round((price * rule.value) / 100);
  return Math.min(price, Math.max(MIN_DEPOSIT, asked));
}

/** How the rule reads on the service page, before anyone pays: a message and its values. */
export const depositPolicy = (rule: NonNullable<DepositRule>) => ({
  key: 'depositTexts.policy' as const,
  params: { type: rule.type, value: rule.value, least: MIN_DEPOSIT },
});

/** Where a booking's deposit stands. */
export const DEPOSIT_STATES = ['awaiting', 'paid', 'kept', 'refund-due', 'refunded', 'released'] as const;
export type DepositState = (typeof DEPOSIT_STATES)[number];
export const DEPOSIT_STATE_LABELS = keysFor('depositStates', DEPOSIT_STATES);

/**
 * What a change of a booking does to a paid deposit: refunded when the provider declines or
 * cancels, or the buyer cancels before the cut-off; kept otherwise (late cancellation, no-show,
 * and a completed visit, where it counted towards the price).
 */
export function depositOnChange(
  to: string,
  by: 'buyer' | 'seller',
  startsAt: number,
  now: number,
): 'refund' | 'keep' | null {
  if (to === 'declined') return 'refund';
  if (to === 'cancelled') {
    if (by === 'seller') return 'refund';
    return startsAt - now >= DEPOSIT_REFUND_CUTOFF_HOURS * 3_600_000 ? 'refund' : 'keep';
  }
  if (to === 'no_show' || to === 'completed') return 'keep';
  return null;
}

/** A booking's deposit as the buyer and the seller see it. */
export interface DepositView {
  amount: number;
  state: DepositState;
  label: string;
  /** Until when the slot is held for the payment (awaiting only). */
  holdExpiresAt: string | null;
  receipt: string | null;
  /** The latest payment tried for it, for the dialog's poll. */
  paymentId: number | null;
  /** The number a paid deposit came from, where a refund goes. */
  paidFrom: string | null;
  /** What the client cancelling now would do to a paid deposit; null when none is paid. */
  onCancel: 'refund' | 'keep' | null;
}
