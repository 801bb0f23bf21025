/** A guest's booking: opened with the secret link from their e-mail, and the link sent again. */
import { BOOKING_MESSAGES } from '#shared/booking-messages';
import { generateToken, hashToken, tokenMatches } from '#functions/accounts/tokens';
import { count } from '#functions/accounts/rate-limit';
import { HttpError } from '#functions/api/http-error';
import { parseId } from '#functions/api/ids';
import { and, eq } from 'drizzle-orm';
import type { Queries } from '#functions/db/client';
import { bookingKeys } from '#functions/db/schema/bookings';
import type { Platform } from '#functions/platform/platform';
import { sendGuestLink } from './guest-messages';
import * as repo from './repository';
import { announceBooking } from './service';
import { localePath, type Locale } from '#shared/i18n/locales';

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
 * asked for with that address, or with a text's view key. The answer is the same whatever was
 * asked, so it tells no one which addresses booked what.
 */
export async function resendGuestLink(
  platform: Platform,
  rawId: string,
  asked: { email?: string | undefined; view?: string | undefined },
  now: number,
): Promise<void> {
  const id = parseId(rawId);
  const booking = id === undefined ? undefined : await repo.findBooking(platform.db, id);
  if (!booking || booking.buyerId) return;
  const address = asked.email ?? booking.email;
  if (await count(platform.db, 'guestLinksPerEmail', address, platform.config.RATE_LIMIT_SCALE)) return;
  const byAddress = asked.email !== undefined && booking.email.toLowerCase() === asked.email.toLowerCase();
  if (!byAddress && !(await holdsKey(platform.db, booking, asked.view ?? null, 'view'))) return;
  const manageKey = generateToken();
  await repo.setManageKey(platform.db, booking.id, hashToken(manageKey));
  await sendGuestLink(platform, booking, manageKey, now);
}

/** True when `key` is the secret of one of a guest's booking links (the first, or a later e-mail's). */
export const opensBooking = (db: Queries, booking: repo.BookingRow, key: string | null) =>
  holdsKey(db, booking, key, 'manage');

/** True when `key` is one of the booking's keys that allows `scope` (a managing key allows viewing too). */
async function holdsKey(db: Queries, booking: repo.BookingRow, key: string | null, scope: 'manage' | 'view') {
  if (!key) return false;
  if (booking.manageKeyHash && tokenMatches(key, booking.manageKeyHash)) return true;
  const [found] = await db
    .select({ scope: bookingKeys.scope })
    .from(bookingKeys)
    .where(and(eq(bookingKeys.keyHash, hashToken(key)), eq(bookingKeys.bookingId, booking.id)));
  return found !== undefined && (scope === 'view' || found.scope === 'manage');
}

/**
 * A guest's booking as a text's link shows it: what, when, where and its state, nothing the guest
 * typed (404 for a wrong key). Changing or cancelling it takes the e-mailed link.
 */
export async function viewGuestBooking(platform: Platform, rawId: string, key: string, now: number) {
  const id = parseId(rawId);
  const found = id === undefined ? undefined : await repo.findBooking(platform.db, id);
  if (!found || found.buyerId || !(await holdsKey(platform.db, found, key, 'view'))) {
    throw new HttpError(404, BOOKING_MESSAGES.notFound);
  }
  const view = await announceBooking(platform, found, 'buyer', undefined, now);
  const { serviceId, serviceName, optionName, date, time, status, deposit } = view;
  return { id: view.id, serviceId, serviceName, optionName, date, time, status, deposit };
}

/**
 * Where a text or WhatsApp message sends its reader: an account's bookings page, or for a guest
 * the booking's page with a view key minted now. A text may reach a mistyped number, so its link
 * shows the booking but cannot change it or show what the guest typed.
 */
export async function textLink(
  db: Queries,
  site: string,
  booking: { id: number; buyerId: string | null },
  locale: Locale,
  now = Date.now(),
): Promise<string> {
  if (booking.buyerId) return site + localePath(locale, '/account/bookings');
  // Shorter than a managing key, to leave a text room for its facts: 80 bits still cannot be guessed.
  const key = generateToken().slice(0, 16);
  await db
    .insert(bookingKeys)
    .values({ keyHash: hashToken(key), bookingId: booking.id, createdAt: now, scope: 'view' });
  return `${site}${localePath(locale, `/booking/${booking.id}`)}?view=${key}`;
}

/**
 * Where the person an e-mail goes to manages the booking: their bookings page, or for a guest a
 * link with a key of its own, minted now (a text's link only shows the booking: see textLink).
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
