/**
 * A seller's package over time, as pure rules: where it stands, what a payment costs, and what a
 * paid payment changes. The payment service applies them inside the transaction that settles a
 * payment (docs/decisions/012-payments.md).
 */
import type { PackageState, SellerFields } from '#functions/accounts/package-state';
import { Refusal } from '#functions/platform/refusal';
import { findPackage, PACKAGE_PERIOD_MS, type SellerPackage } from '#shared/packages';
import type { PaymentPurpose } from '#shared/payments';

export interface Quote {
  purpose: PaymentPurpose;
  package: SellerPackage;
  /** Whole shillings. */
  amount: number;
}

/** An upgrade costs the difference in price for the part of the period still to run, rounded up. */
export function upgradeAmount(from: SellerPackage, to: SellerPackage, paidUntil: Date, now: number): number {
  const remaining = Math.max(0, Math.min(PACKAGE_PERIOD_MS, paidUntil.getTime() - now));
  return Math.max(1, Math.ceil(((to.price - from.price) * remaining) / PACKAGE_PERIOD_MS));
}

/** What paying for `purpose` costs now; 409 with the reason when it is not the payment to make. */
export function quote(state: PackageState, purpose: PaymentPurpose, packageId: string | undefined, now: number): Quote {
  const wanted = findPackage(packageId ?? state.package.id);
  if (!wanted) throw new Refusal('invalid', 'api.unknownPackage');
  if (purpose === 'package') {
    if (state.status === 'active') {
      throw new Refusal('conflict', 'api.packageAlreadyPaid');
    }
    return { purpose, package: wanted, amount: wanted.price };
  }
  if (purpose === 'renewal') {
    if (state.status === 'awaiting-payment') throw new Refusal('conflict', 'api.payPackageFirst');
    const renewing = state.next ?? state.package;
    return { purpose, package: renewing, amount: renewing.price };
  }
  if (state.status !== 'active' || !state.paidUntil) {
    throw new Refusal('conflict', 'api.onlyRunningUpgrades');
  }
  if (wanted.price <= state.package.price) {
    throw new Refusal('conflict', {
      key: 'api.notAnUpgrade',
      params: { wanted: wanted.name, current: state.package.name },
    });
  }
  return { purpose, package: wanted, amount: upgradeAmount(state.package, wanted, state.paidUntil, now) };
}

/** The seller's package fields once a payment for `purpose` and `packageId` is paid. */
export function afterPayment(
  seller: SellerFields,
  payment: { purpose: PaymentPurpose; packageId: string },
  now: number,
): SellerFields {
  const paidUntil = seller.packagePaidUntil?.getTime() ?? 0;
  if (payment.purpose === 'upgrade') {
    // The period stays as it is; the better package starts at once.
    return { packageId: payment.packageId, packagePaidUntil: seller.packagePaidUntil, nextPackageId: null };
  }
  // A new package or a renewal adds a period from the end of the one running, or from now.
  return {
    packageId: payment.packageId,
    packagePaidUntil: new Date(Math.max(now, paidUntil) + PACKAGE_PERIOD_MS),
    nextPackageId: null,
  };
}

/**
 * A change that needs no money: before the first payment the choice is free; a cheaper package
 * waits for the renewal; choosing the current one again cancels a waiting change. Anything else
 * (an upgrade, a new package after a lapse) is a payment: 409 says so.
 */
export function changeWithoutPayment(
  state: PackageState,
  packageId: string,
): Partial<Pick<SellerFields, 'packageId' | 'nextPackageId'>> {
  const wanted = findPackage(packageId);
  if (!wanted) throw new Refusal('invalid', 'api.unknownPackage');
  if (state.status === 'awaiting-payment') return { packageId: wanted.id, nextPackageId: null };
  if (wanted.id === state.package.id) return { nextPackageId: null };
  if (state.status === 'active' && wanted.price < state.package.price) return { nextPackageId: wanted.id };
  throw new Refusal('conflict', {
    key: state.status === 'active' ? 'api.upgradeIsPaid' : 'api.packageEnded',
    params: { name: wanted.name },
  });
}
