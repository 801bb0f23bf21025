import { findPackage } from '#shared/packages';
import { localPhone } from '#shared/phone';
import { paymentMessage, type PaymentView } from '#shared/payments';
import type { PaymentRow } from './repository';

/** A payment as its payer sees it: the API's answer and the paying screen's. */
export function toPaymentView(row: PaymentRow): PaymentView {
  return {
    id: row.id,
    status: row.status,
    purpose: row.purpose,
    packageId: row.packageId,
    packageName: row.purpose === 'deposit' ? 'Deposit' : (findPackage(row.packageId)?.name ?? row.packageId),
    amount: row.amount,
    phone: localPhone(row.phone),
    receipt: row.receipt,
    message: paymentMessage(row.status, row.resultCode),
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}
