/**
 * Seller packages in the database: what a paid payment gives, free changes, and the package as
 * /account shows it. Listings follow the seller's package window by triggers (migration 0012).
 */
import type { Transaction } from '#functions/db/client';
import type { User } from '#functions/accounts/public';
import { Refusal } from '#functions/platform/refusal';
import type { Platform } from '#functions/platform/platform';
import { PAYMENT_MESSAGES } from '#shared/payments';
import { SELLER_PACKAGES, type SellerPackage } from '#shared/packages';
import * as repo from './repository';
import { scheduleExpiryReminders } from './expiry-reminders';
import type { PaymentRow } from './repository';
import { toPaymentView } from './view';
import { packageStateOf, type PackageState } from '#functions/accounts/package-state';
import { afterPayment, changeWithoutPayment, upgradeAmount } from './seller-package';

/** Gives the seller what a payment bought; runs inside the transaction that marked it paid. */
export async function applyPaidPayment(tx: Transaction, payment: PaymentRow, now: number): Promise<void> {
  const seller = payment.userId ? await repo.sellerOf(tx, payment.userId) : undefined;
  if (!seller) return;
  const changes = afterPayment(seller, payment, now);
  await repo.setSellerPackage(tx, seller.id, changes);
  if (changes.packagePaidUntil) await scheduleExpiryReminders(tx, seller.id, changes.packagePaidUntil.getTime(), now);
}

/** Choosing before the first payment, or a cheaper package for the next renewal: no money moves. */
export async function changePackage(platform: Platform, seller: User, packageId: string, now = Date.now()) {
  const state = packageStateOf(seller, now);
  if (seller.accountType !== 'seller' || !state) throw new Refusal('not-allowed', PAYMENT_MESSAGES.sellersOnly);
  return (await repo.setSellerPackage(platform.db, seller.id, changeWithoutPayment(state, packageId)))!;
}

export interface PackageOption {
  package: SellerPackage;
  /** What choosing it does now. */
  action: 'current' | 'choose' | 'upgrade' | 'at-renewal' | 'buy' | 'scheduled';
  /** Ksh to pay now, for upgrade and buy. */
  amount: number | null;
}

/** What each package would mean for this seller now: the Change package list on /account. */
export function packageOptions(state: PackageState, now: number): PackageOption[] {
  return SELLER_PACKAGES.map((pkg): PackageOption => {
    if (pkg.id === state.package.id) return { package: pkg, action: 'current', amount: null };
    if (state.status === 'awaiting-payment') return { package: pkg, action: 'choose', amount: null };
    if (state.status === 'lapsed') return { package: pkg, action: 'buy', amount: pkg.price };
    if (pkg.price > state.package.price) {
      return { package: pkg, action: 'upgrade', amount: upgradeAmount(state.package, pkg, state.paidUntil!, now) };
    }
    return { package: pkg, action: state.next?.id === pkg.id ? 'scheduled' : 'at-renewal', amount: null };
  });
}

/** Everything /account shows about a seller's package: its state, the choices, the history. */
export async function packageSummary(platform: Platform, seller: User, now = Date.now()) {
  const state = packageStateOf(seller, now);
  if (seller.accountType !== 'seller' || !state) return null;
  const [history, overLimit] = await Promise.all([
    repo.paymentsOf(platform.db, seller.id, 20),
    repo.listingsOverLimit(platform.db, seller.id, state.next ?? state.package),
  ]);
  return { state, options: packageOptions(state, now), history: history.map(toPaymentView), overLimit };
}
