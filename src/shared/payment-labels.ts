/**
 * How a payment's purpose and status read on the pages that list payments (the account's, the
 * admin's) and in receipts. Apart from payments.ts so that the forms' scripts, which load that,
 * do not carry them.
 */
import { keysFor } from './i18n/keys';
import { PAYMENT_PURPOSES, PAYMENT_STATUSES } from './payments';

export const PURPOSE_LABELS = keysFor('paymentPurposes', PAYMENT_PURPOSES);

export const STATUS_LABELS = keysFor('paymentStatus', PAYMENT_STATUSES);
