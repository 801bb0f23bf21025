/**
 * Seller packages in the database: what a paid payment gives, free changes, and the package as
 * /account shows it. Listings follow the seller's package window by triggers (migration 0012).
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { users } from '#functions/db/schema/accounts';
import { media, services } from '#functions/db/schema/catalogue';
import type { Queries, Transaction } from '#functions/db/client';
import type { User } from '#functions/accounts/sessions';
import { HttpError } from '#functions/api/http-error';
import type { Platform } from '#functions/platform/platform';
import { PAYMENT_MESSAGES } from '#shared/payments';
import { SELLER_PACKAGES, type SellerPackage } from '#shared/packages';
import * as repo from './repository';
import type { PaymentRow } from './repository';
import { toPaymentView } from './view';
import { afterPayment, changeWithoutPayment, packageStateOf, upgradeAmount, type PackageState } from './seller-package';

/** Gives the seller what a payment bought; runs inside the transaction that marked it paid. */
export async function applyPaidPayment(tx: Transaction, payment: PaymentRow, now: number): Promise<void> {
  if (!payment.userId) return;
  const [seller] = await tx.select().from(users).where(eq(users.id, payment.userId));
  if (!seller) return;
  await tx
    .update(users)
    .set(afterPayment(seller, payment, now))
    .where(eq(users.id, seller.id));
}

/** Choosing before the first payment, or a cheaper package for the next renewal: no money moves. */
export async function changePackage(platform: Platform, seller: User, packageId: string, now = Date.now()) {
  const state = packageStateOf(seller, now);
  if (seller.accountType !== 'seller' || !state) throw new HttpError(403, PAYMENT_MESSAGES.sellersOnly);
  const changes = changeWithoutPayment(state, packageId);
  const [row] = await platform.db.update(users).set(changes).where(eq(users.id, seller.id)).returning();
  return row!;
}

/** A seller's listings holding more photos or videos than `pkg` allows (after a downgrade). */
export async function listingsOverLimit(db: Queries, sellerId: string, pkg: SellerPackage) {
  const photos = sql<number>`sum(${media.type} = 'image')`;
  const videos = sql<number>`sum(${media.type} = 'video')`;
  return db
    .select({ id: services.id, name: services.name, photos, videos, files: count() })
    .from(services)
    .innerJoin(media, eq(media.serviceId, services.id))
    .where(and(eq(services.sellerId, sellerId)))
    .groupBy(services.id)
    .having(sql`${photos} > ${pkg.photoUploads} OR ${videos} > ${pkg.videoUploads}`);
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
    listingsOverLimit(platform.db, seller.id, state.next ?? state.package),
  ]);
  return { state, options: packageOptions(state, now), history: history.map(toPaymentView), overLimit };
}
