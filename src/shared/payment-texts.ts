/**
 * What the paying screen's island shows, in English (no imports: the island takes it whole). Its
 * Kiswahili is in src/shared/i18n/sw-messages.ts and reaches a Kiswahili page through
 * BaseLayout's `words` (decision 020).
 */
export const PAYMENT_SCREEN_TEXT = {
  upgradeTo: 'Upgrade to',
  renewalOf: 'Renewal of',
  package: 'Package:',
  from: '{amount} from {phone}',
  receipt: 'M-Pesa receipt',
  receiptLater: 'It will show here once M-Pesa sends it.',
  paid: 'Paid',
  refresh: 'Refresh status',
  post: 'Post a Service',
  retry: 'Try again',
} as const;
