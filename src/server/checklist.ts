/**
 * A new business's way to its first booking (decision 045), shown on its dashboard until done:
 * hours confirmed, a first listing with a photo, its booking rules chosen (notice, buffers, a
 * deposit), and the M-Pesa number its payouts go to. Each item is read from what the business
 * has saved, never ticked by hand.
 */
import type { User } from '#functions/accounts/public';
import { listingFactsOf } from '#functions/catalogue/public';
import { choseBookingRules } from '#functions/scheduling/hours';
import type { Platform } from '#functions/platform/platform';
import { localPhone } from '#shared/phone';

export interface ChecklistItem {
  id: 'hours' | 'listing' | 'rules' | 'payout';
  done: boolean;
  /** Where it is done. */
  href: string;
  /** The payout number, for the item that names it. */
  phone?: string;
}

/** An M-Pesa number: a Kenyan mobile. */
const MPESA = /^\+254[17]\d{8}$/;

export async function setupOf(platform: Platform, seller: User, hoursSet: boolean): Promise<ChecklistItem[]> {
  const [listings, rules] = await Promise.all([
    listingFactsOf(platform.db, seller.id),
    choseBookingRules(platform.db, seller.id),
  ]);
  return [
    { id: 'hours', done: hoursSet, href: '/account/bookings#availability' },
    { id: 'listing', done: listings.withImage, href: '/post-service' },
    { id: 'rules', done: rules || listings.withDeposit, href: '/account/bookings#availability' },
    {
      id: 'payout',
      done: MPESA.test(seller.phoneNumber),
      href: '/account/profile',
      phone: seller.phoneNumber ? localPhone(seller.phoneNumber) : '',
    },
  ];
}
