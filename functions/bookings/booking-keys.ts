/**
 * The secret keys of a guest's booking links: a managing key in an e-mail, a view key in a text
 * (decision 017). Minted as a message is written, checked in constant time when a link is opened.
 */
import { generateToken, hashToken, tokenMatches } from '#functions/platform/tokens';
import type { Queries } from '#functions/db/client';
import { localePath, type Locale } from '#shared/i18n/locales';
import { insertBookingKey, keyScope } from './keys-repository';
import type { BookingRow } from './repository';

/** True when `key` is the secret of one of a guest's booking links (the first, or a later e-mail's). */
export const opensBooking = (db: Queries, booking: BookingRow, key: string | null) =>
  holdsKey(db, booking, key, 'manage');

/** True when `key` is one of the booking's keys that allows `scope` (a managing key allows viewing too). */
export async function holdsKey(db: Queries, booking: BookingRow, key: string | null, scope: 'manage' | 'view') {
  if (!key) return false;
  if (booking.manageKeyHash && tokenMatches(key, booking.manageKeyHash)) return true;
  const found = await keyScope(db, booking.id, hashToken(key));
  return found !== null && (scope === 'view' || found === 'manage');
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
  await insertBookingKey(db, { keyHash: hashToken(key), bookingId: booking.id, createdAt: now, scope: 'view' });
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
  await insertBookingKey(db, { keyHash: hashToken(key), bookingId: booking.id, createdAt: now, scope: 'manage' });
  return `${site}/booking/${booking.id}?key=${key}`;
}
