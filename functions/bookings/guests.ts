/** A guest's booking: opened with the secret link from their e-mail, and the link sent again. */
import { BOOKING_MESSAGES } from '#shared/booking-messages';
import { generateToken, hashToken } from '#functions/platform/tokens';
import { count } from '#functions/accounts/rate-limit';
import { Refusal } from '#functions/platform/refusal';
import { parseId } from '#functions/api/ids';
import type { Platform } from '#functions/platform/platform';
import { holdsKey, opensBooking } from './booking-keys';
import { sendGuestLink } from './guest-messages';
import { expireHold } from '#functions/scheduling/holds';
import * as repo from './repository';
import { bookingEvent } from './event-jobs';
import { announceBooking } from './service';

/**
 * A guest's booking, opened with the secret link from their e-mail (404 for a wrong key).
 * Opening it confirms the e-mail address: an unverified request becomes a request the provider
 * hears of, or, once its hold has ended, expired.
 */
export async function guestBooking(platform: Platform, rawId: string, key: string, now: number) {
  const id = parseId(rawId);
  const found = id === undefined ? undefined : await repo.findBooking(platform.db, id);
  if (!found || !(await opensBooking(platform.db, found, key)))
    throw new Refusal('not-found', BOOKING_MESSAGES.notFound);
  if (found.status === 'unverified' && (found.holdExpiresAt ?? 0) <= now) {
    const expired = (await expireHold(platform.db, found.id, now)) ?? found;
    return {
      booking: await announceBooking(platform, expired, 'buyer', now),
      notice: BOOKING_MESSAGES.holdExpired,
    };
  }
  if (found.status !== 'unverified') {
    const notice = found.status === 'expired' ? BOOKING_MESSAGES.holdExpired : undefined;
    return { booking: await announceBooking(platform, found, 'buyer', now), notice };
  }
  const guest = { role: 'guest', id: null } as const;
  const event = bookingEvent('buyer', 'requested');
  const verified = await repo.changeBooking(
    platform.db,
    found,
    { status: 'requested', holdExpiresAt: null },
    guest,
    now,
    1,
    { event },
  );
  // Opened twice at once: the other opening has confirmed it already.
  if (!verified) return guestBooking(platform, rawId, key, now);
  return {
    booking: await announceBooking(platform, verified, 'buyer', now, event),
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

/**
 * A guest's booking as a text's link shows it: what, when, where and its state, nothing the guest
 * typed (404 for a wrong key). Changing or cancelling it takes the e-mailed link.
 */
export async function viewGuestBooking(platform: Platform, rawId: string, key: string, now: number) {
  const id = parseId(rawId);
  const found = id === undefined ? undefined : await repo.findBooking(platform.db, id);
  if (!found || found.buyerId || !(await holdsKey(platform.db, found, key, 'view'))) {
    throw new Refusal('not-found', BOOKING_MESSAGES.notFound);
  }
  const view = await announceBooking(platform, found, 'buyer', now);
  const { serviceId, serviceName, optionName, date, time, status, deposit } = view;
  return { id: view.id, serviceId, serviceName, optionName, date, time, status, deposit };
}
