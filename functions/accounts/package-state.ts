/** Where a seller's package stands: awaiting its first payment, active, or lapsed (decision 012). */
import type { UserRow } from './repository';
import { findPackage, type SellerPackage } from '#shared/packages';
import type { PackageStatus } from '#shared/payments';

export type SellerFields = Pick<UserRow, 'packageId' | 'packagePaidUntil' | 'nextPackageId'>;

export interface PackageState {
  package: SellerPackage;
  status: PackageStatus;
  paidUntil: Date | null;
  /** A cheaper package that takes over at the next renewal. */
  next: SellerPackage | null;
}

export function packageStateOf(seller: SellerFields, now: number): PackageState | null {
  const pkg = findPackage(seller.packageId);
  if (!pkg) return null;
  const paidUntil = seller.packagePaidUntil;
  const status: PackageStatus = !paidUntil ? 'awaiting-payment' : paidUntil.getTime() > now ? 'active' : 'lapsed';
  return { package: pkg, status, paidUntil, next: findPackage(seller.nextPackageId) ?? null };
}
