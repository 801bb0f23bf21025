/**
 * What the paying screen's island shows, as catalogue keys (no imports: the island takes it
 * whole). Their texts reach the page through BaseLayout's `words` (decision 020).
 */
export const PAYMENT_SCREEN_TEXT = {
  upgradeTo: 'paymentScreen.upgradeTo',
  renewalOf: 'paymentScreen.renewalOf',
  package: 'paymentScreen.package',
  from: 'paymentScreen.from',
  receipt: 'paymentScreen.receipt',
  receiptLater: 'paymentScreen.receiptLater',
  paid: 'paymentScreen.paid',
  refresh: 'paymentScreen.refresh',
  post: 'paymentScreen.post',
  retry: 'paymentScreen.retry',
} as const;
