import type { User } from '#functions/accounts/public';
import type { Database } from '#functions/db/client';
import { memberOfUser } from '#functions/team/public';
import { opensBooking } from './booking-keys';
import { wasPrompted } from './replies-repository';
import type { BookingRow } from './repository';

/**
 * Who is acting on a booking: its seller, the team member it is given to (signed in as them), its
 * signed-in buyer, a guest holding its link, the phone identity that booked it, or the number a
 * reminder text asked about it.
 */
export async function sideOf(
  db: Database,
  booking: BookingRow,
  user: User | null,
  { key, phoneIdentityId, promptedPhone }: { key: string | null; phoneIdentityId?: number; promptedPhone?: string },
) {
  if (user && booking.sellerId === user.id) return { side: 'seller', actor: { role: 'seller', id: user.id } } as const;
  if (user && booking.memberId !== null && (await memberOfUser(db, user.id))?.id === booking.memberId) {
    return { side: 'seller', actor: { role: 'seller', id: user.id }, member: true } as const;
  }
  if (user && booking.buyerId === user.id) return { side: 'buyer', actor: { role: 'buyer', id: user.id } } as const;
  const byPhone =
    (phoneIdentityId !== undefined && booking.phoneIdentityId === phoneIdentityId) ||
    (promptedPhone !== undefined && (await wasPrompted(db, booking.id, promptedPhone)));
  if (byPhone || (await opensBooking(db, booking, key)))
    return { side: 'buyer', actor: { role: 'guest', id: null } } as const;
  return null;
}
