/**
 * A home visit's details shared with someone the client trusts (decision 043): a link to a
 * read-only page saying who comes, when, where and how the trip goes. The client (or a guest with
 * their link) makes it; the link is random and kept only as its hash, one at a time (a new link
 * ends the old), and it stops when they stop sharing or half a day after the visit.
 */
import type { User } from '#functions/accounts/public';
import { parseId } from '#functions/api/ids';
import { generateToken, hashToken } from '#functions/platform/tokens';
import type { Platform } from '#functions/platform/platform';
import { Refusal } from '#functions/platform/refusal';
import { BOOKING_MESSAGES } from '#shared/booking-messages';
import { HOLDING_STATUSES } from '#shared/booking-status';
import { HOME_MESSAGES, SHARE_HOURS_AFTER, type SharedVisitView } from '#shared/home-visits';
import { pinMap } from './home-visit';
import { setShareHash, sharedBooking } from './home-visit-repository';
import * as repo from './repository';
import { sideOf } from './sides';

/** A token's shape: what generateToken makes (base32, 32 characters). Anything else opens nothing. */
const TOKEN = /^[a-z2-7]{32}$/;

/** The client's own home visit, still to come, or why it cannot be shared. */
async function clientsVisit(platform: Platform, user: User | null, rawId: string, key: string | null) {
  const id = parseId(rawId);
  const booking = id === undefined ? undefined : await repo.findBooking(platform.db, id);
  const acting = booking ? await sideOf(platform.db, booking, user, { key }) : null;
  if (!booking || acting?.side !== 'buyer') throw new Refusal('not-found', BOOKING_MESSAGES.notFound);
  if (booking.homeAddress === null) throw new Refusal('conflict', HOME_MESSAGES.shareOnlyHome);
  return booking;
}

/** Makes the visit's shared link (ending any before it): the token, shown once, for `/visit/{token}`. */
export async function shareVisit(
  platform: Platform,
  user: User | null,
  rawId: string,
  key: string | null,
  now: number,
): Promise<string> {
  const booking = await clientsVisit(platform, user, rawId, key);
  const going = (HOLDING_STATUSES as readonly string[]).includes(booking.status) && booking.endsAt > now;
  if (!going) throw new Refusal('conflict', HOME_MESSAGES.shareOver);
  const token = generateToken();
  await setShareHash(platform.db, booking.id, hashToken(token));
  return token;
}

/** Stops sharing: the link opens nothing from now on. */
export async function stopSharing(platform: Platform, user: User | null, rawId: string, key: string | null) {
  const booking = await clientsVisit(platform, user, rawId, key);
  await setShareHash(platform.db, booking.id, null);
}

/** The visit a shared link opens, or null: no such link, sharing stopped, or the visit long over. */
export async function sharedVisit(platform: Platform, token: string, now: number): Promise<SharedVisitView | null> {
  if (!TOKEN.test(token)) return null;
  const found = await sharedBooking(platform.db, hashToken(token));
  if (!found || found.booking.endsAt + SHARE_HOURS_AFTER * 3_600_000 < now) return null;
  const { booking } = found;
  return {
    serviceName: booking.serviceName,
    optionName: booking.optionName,
    provider: found.provider ?? booking.serviceName,
    member: found.member,
    phone: found.phone ?? null,
    date: booking.date,
    time: booking.time,
    cancelled: (['declined', 'cancelled', 'expired'] as const).some((status) => status === booking.status),
    address: booking.homeAddress ?? '',
    landmark: booking.homeLandmark ?? '',
    mapUrl: pinMap(booking),
    onMyWayAt: booking.onMyWayAt,
    arrivedAt: booking.arrivedAt,
  };
}
