/**
 * Tips after a visit (decision 050): paid by M-Pesa to the provider with their next payout.
 */
import * as z from 'zod/mini';
import { DepositPaymentSchema } from './payments';

/** Whole shillings a tip may be, and how long after a visit one may be given. */
export const TIP_LIMITS = { min: 50, max: 20_000, days: 30 } as const;
/** The amounts offered first. */
export const TIP_AMOUNTS = [100, 200, 500] as const;

export const TIP_MESSAGES = {
  amount: 'tip.amountInvalid',
  notVisited: 'tip.notVisited',
  tooLate: 'tip.tooLate',
  already: 'tip.already',
  asked: 'tip.asked',
} as const;

export const TipSchema = z.object({
  amount: z.coerce
    .number({ error: TIP_MESSAGES.amount })
    .check(
      z.int(TIP_MESSAGES.amount),
      z.minimum(TIP_LIMITS.min, TIP_MESSAGES.amount),
      z.maximum(TIP_LIMITS.max, TIP_MESSAGES.amount),
    ),
  /** The paying M-Pesa number, as a deposit's. */
  phone: DepositPaymentSchema.shape.phone,
});
export type TipRequest = z.output<typeof TipSchema>;

/** A booking's tip as its card shows it. */
export interface TipView {
  amount: number;
  paid: boolean;
  receipt: string | null;
}
