/**
 * A client's ticket for one of their bookings: what they need on the day, kept by the
 * installed app for offline use: reference, service, time, provider, address, phone, and the
 * deposit's M-Pesa receipt. Only the booking's own client sees it; anyone else gets nothing.
 */
import type { User } from '#functions/accounts/public';
import { findUserById } from '#functions/accounts/public';
import { parseId } from '#functions/api/ids';
import { findService } from '#functions/catalogue/public';
import { depositsOf } from '#functions/payments/deposit-view';
import type { Platform } from '#functions/platform/platform';
import { findBooking } from './repository';

export async function ticketOf(platform: Platform, user: User, rawId: string) {
  const { db } = platform;
  const id = parseId(rawId);
  const booking = id === undefined ? undefined : await findBooking(db, id);
  if (!booking || booking.buyerId !== user.id) return null;
  const [listing, seller, payments] = await Promise.all([
    booking.serviceId === null ? undefined : findService(db, booking.serviceId),
    booking.sellerId === null ? undefined : findUserById(db, booking.sellerId),
    depositsOf(db, [booking.visitId ?? booking.id]),
  ]);
  const paid = payments.get(booking.visitId ?? booking.id);
  return {
    id: booking.id,
    service: booking.serviceName,
    option: booking.optionName,
    date: booking.date,
    time: booking.time,
    startsAt: booking.startsAt,
    status: booking.status,
    provider: seller && !seller.erasedAt ? seller.userName : null,
    place: listing?.location ?? null,
    phone: listing?.phoneNumber ?? null,
    deposit: paid?.status === 'paid' ? { amount: paid.amount, receipt: paid.receipt } : null,
  };
}
