/**
 * Deposits against no-shows (decision 015): a listing may ask for one, a fixed amount or a share
 * of the chosen option's price, paid with M-Pesa while the slot is held. These are the rules and
 * the words; functions/deposits applies them.
 */
import * as z from 'zod/mini';
import { formatKsh } from './format';
import type { Locale } from './i18n/locales';

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
  fixed: `A deposit must be at least ${MIN_DEPOSIT} Ksh`,
  percent: 'A deposit percentage is a whole number from 1 to 100',
  signIn: 'Please sign in to book this service: it takes a deposit paid with M-Pesa.',
  notWaiting: 'This booking is not waiting for a deposit.',
  released: 'The deposit was not paid in time, so the time was released. Please book again.',
  paid: 'Deposit received. Your request has gone to the provider.',
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

/** How the rule reads on the service page, before anyone pays. */
export function depositPolicy(rule: NonNullable<DepositRule>, locale: Locale = 'en'): string {
  const least = formatKsh(MIN_DEPOSIT, locale);
  if (locale === 'sw') {
    const what = rule.type === 'fixed' ? formatKsh(rule.value, locale) : `asilimia ${rule.value} ya bei`;
    return (
      `Mtoa huduma huyu anaomba amana ya ${what} (angalau ${least}), inayolipwa kwa M-Pesa unapoweka miadi; ` +
      `inahesabiwa kama sehemu ya bei. ${REFUND_SW}`
    );
  }
  const what = rule.type === 'fixed' ? formatKsh(rule.value) : `${rule.value}% of the price`;
  return (
    `This provider asks for a deposit of ${what} (at least ${least}), paid with M-Pesa when you book; ` +
    `it counts towards the price. ${REFUND_EN}`
  );
}

const REFUND_EN =
  `You get it back if you cancel at least ${DEPOSIT_REFUND_CUTOFF_HOURS} hours before the appointment, or if the ` +
  `provider declines or cancels. If you cancel later or do not come, the provider keeps it.`;
const REFUND_SW =
  `Utarudishiwa ukighairi angalau saa ${DEPOSIT_REFUND_CUTOFF_HOURS} kabla ya miadi, au mtoa huduma akikataa ` +
  `au akighairi. Ukighairi baadaye au usipofika, mtoa huduma atabaki nayo.`;

/** The terms the booking dialog shows above the Pay button, for this booking's amount. */
export const depositTerms = (amount: number, locale: Locale = 'en') =>
  locale === 'sw'
    ? `Lipa amana ya ${formatKsh(amount, locale)} kwa M-Pesa ili ombi lako litumwe; inahesabiwa kama sehemu ya bei. ${REFUND_SW}`
    : `Pay a deposit of ${formatKsh(amount)} with M-Pesa to send your request; it counts towards the price. ${REFUND_EN}`;

/** Where a booking's deposit stands. */
export const DEPOSIT_STATES = ['awaiting', 'paid', 'kept', 'refund-due', 'refunded', 'released'] as const;
export type DepositState = (typeof DEPOSIT_STATES)[number];
export const DEPOSIT_STATE_LABELS: Record<DepositState, string> = {
  awaiting: 'Deposit not paid yet',
  paid: 'Deposit paid',
  kept: 'Deposit kept by the provider',
  'refund-due': 'Deposit to be refunded',
  refunded: 'Deposit refunded',
  released: 'Deposit not paid: time released',
};

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
}
