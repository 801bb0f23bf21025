/**
 * The post form's price options and deposit, checked with the shared schemas when the form is sent.
 * Loaded then, not with the page: the form page has a JavaScript budget (scripts/bench-pages.ts).
 */
import { OptionsSchema } from '#shared/listing-options';
import { DepositFieldsSchema } from '#shared/deposits';
import type { OptionDraft } from './OptionsEditor';

export function checkPricing(drafts: OptionDraft[], depositType: string, depositValue: string) {
  let options = null;
  if (drafts.length) {
    const parsed = OptionsSchema.safeParse(drafts);
    if (!parsed.success) return { problem: { field: 'options', message: parsed.error.issues[0]!.message } } as const;
    options = parsed.data;
  }
  const deposit = DepositFieldsSchema.safeParse({
    depositType,
    depositValue: depositType === 'none' ? '' : depositValue,
  });
  if (!deposit.success)
    return { problem: { field: 'depositValue', message: deposit.error.issues[0]!.message } } as const;
  const prices = options?.map((option) => option.price);
  return {
    options,
    range: prices ? { minPrice: Math.min(...prices), maxPrice: Math.max(...prices) } : null,
    deposit: { depositType, depositValue: depositType === 'none' ? '' : depositValue },
  } as const;
}
