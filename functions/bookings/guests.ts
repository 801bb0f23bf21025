/** A guest's booking: opened with the secret link from their e-mail, and the link sent again. */
import { BOOKING_MESSAGES } from '#shared/bookings';
import { generateToken, hashToken, tokenMatches } from '#functions/accounts/tokens';
import { count } from '#functions/accounts/rate-limit';
import { HttpError } from '#functions/api/http-error';
import { parseId } from '#functions/api/ids';
import { and, eq } from 'drizzle-orm';
import type { Queries } from '#functions/db/client';
import { bookingKeys } from '#functions/db/schema/bookings';
import type { Platform } from '#functions/platform/platform';
import { sendGuestLink } from './notifications';
import * as repo from './repository';
import { announceBooking } from './service';

/**
 * A guest's booking, opened with the secret link from their e-mail (404 for a wrong key).
 * Opening it confirms the e-mail address: an unverified request becomes a request the provider
 * hears of, or, once its hold has ended, expired.
 */
export async function guestBooking(platform: Platform, rawId: string, key: string, now: number) {
  const id = parseId(rawId);
  const found = id === undefined ? undefined : await repo.findBooking(platform.db, id);
  if (!found || !(await opensBooking(platform.db, found, key))) throw new HttpError(404, BOOKING_MESSAGES.notFound);
  if (found.status === 'unverified' && (found.holdExpiresAt ?? 0) <= now) {
    const expired = await repo.expireHold(platform.db, found, now);
    return {
      booking: await announceBooking(platform, expired, 'buyer', undefined, now),
      notice: BOOKING_MESSAGES.holdExpired,
    };
  }
  if (found.status !== 'unverified') {
    const notice = found.status === 'expired' ? BOOKING_MESSAGES.holdExpired : undefined;
    return { booking: await announceBooking(platform, found, 'buyer', undefined, now), notice };
  }
  const guest = { role: 'guest', id: null } as const;
  const verified = await repo.changeBooking(
    platform.db,
    found,
    { status: 'requested', holdExpiresAt: null },
    guest,
    now,
  );
  // Opened twice at once: the other opening has confirmed it already.
  if (!verified) return guestBooking(platform, rawId, key, now);
  return {
    booking: await announceBooking(platform, verified, 'buyer', 'requested', now),
    notice: BOOKING_MESSAGES.confirmed,
  };
}

/**
 * Sends a guest their booking's link again, with a new key, and only to the booking's own address:
 * the answer is the same whatever was asked, so it tells no one which addresses booked what.
 */
export async function resendGuestLink(platform: Platform, rawId: string, email: string, now: number): Promise<void> {
  if (await count(platform.db, 'guestLinksPerEmail', email, platform.config.RATE_LIMIT_SCALE)) return;
  const id = parseId(rawId);
  const booking = id === undefined ? undefined : await repo.findBooking(platform.db, id);
  if (!booking || booking.buyerId || booking.email.toLowerCase() !== email.toLowerCase()) return;
  const manageKey = generateToken();
  await repo.setManageKey(platform.db, booking.id, hashToken(manageKey));
  await sendGuestLink(platform, booking, manageKey, now);
}

/** True when `key` is the secret of one of a guest's booking links (the first, or a later e-mail's). */
export async function opensBooking(db: Queries, booking: repo.BookingRow, key: string | null): Promise<boolean> {
  if (!key) return false;
  if (booking.manageKeyHash && tokenMatches(key, booking.manageKeyHash)) return true;
  const [found] = await db
    .select({ bookingId: bookingKeys.bookingId })
    .from(bookingKeys)
    .where(and(eq(bookingKeys.keyHash, hashToken(key)), eq(bookingKeys.bookingId, booking.id)));
  return Boolean(found);
}

/**
 * Where the person an e-mail goes to manages the booking: their bookings page, or for a guest a
 * link with a key of its own, minted now (texts never carry one: see manageLink).
 */
export async function emailManageLink(
  db: Queries,
  site: string,
  booking: { id: number; buyerId: string | null },
  now = Date.now(),
): Promise<string> {
  if (booking.buyerId) return `${site}/account/bookings`;
  const key = generateToken();
  await db.insert(bookingKeys).values({ keyHash: hashToken(key), bookingId: booking.id, createdAt: now });
  return `${site}/booking/${booking.id}?key=${key}`;
}
