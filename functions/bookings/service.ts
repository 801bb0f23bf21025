import { type AppointmentRequest, type BookingView } from '#shared/bookings';
import { BOOKING_MESSAGES, GUEST_HOLD_MINUTES } from '#shared/booking-messages';
import type { User } from '#functions/accounts/sessions-repository';
import { Refusal } from '#functions/platform/refusal';
import { generateToken, hashToken } from '#functions/platform/tokens';
import { isUniqueViolation } from '#functions/db/errors';
import type { Platform } from '#functions/platform/platform';
import { askGuestToConfirm } from './guest-messages';
import { consume } from '#functions/accounts/rate-limit';
import * as repo from './repository';
import { SlotTaken } from '#functions/scheduling/holds';
import { checkStart } from './start';
import { priceOf } from '#functions/team/service';
import { listingOrThrow } from '#functions/catalogue/service';
import { optionOrThrow } from './availability';
import { DEFAULT_DURATION_MINUTES } from '#shared/booking-settings';
import { DEPOSIT_HOLD_MINUTES, DEPOSIT_MESSAGES, depositAmount, depositRuleOf } from '#shared/deposits';
import { bookingEvent, type BookingEvent } from './event-jobs';
import { viewOf } from './view-of';
import { runNow } from '#functions/jobs/soon';
import type { Locale } from '#shared/i18n/locales';
import type { BookingChannel } from '#shared/booking-channels';

/**
 * The booking as `side` sees it, after the event its change queued (if any) has run: the request
 * that made a change tells the people concerned before it answers (bookings/events.ts).
 */
export async function announceBooking(
  platform: Platform,
  booking: repo.BookingRow,
  side: 'buyer' | 'seller',
  now: number,
  event?: BookingEvent,
): Promise<BookingView> {
  if (event) await runNow(platform, [event.key], now);
  return (await viewOf(platform.db, booking, side, now)).view;
}

/** Who asks over a phone channel: the identity its provider proved, and the channel. */
export interface PhoneCaller {
  identityId: number;
  channel: Exclude<BookingChannel, 'web'>;
  /** The provider message asking (a USSD hop's id): asked again, it answers the booking it made. */
  ref: string;
  /** The account the number is linked to by a texted code (decision 029): the booking is made for it. */
  linkedUserId?: string | null;
}

/** POST /api/appointments: a booking of a listing's slot, or a general enquiry to the platform. */
export async function requestBooking(
  platform: Platform,
  user: User | null,
  input: AppointmentRequest,
  now: number,
  /** The language it is asked in: a guest hears about it in this language. */
  locale: Locale = 'en',
  /**
   * A phone identity asking over a phone channel (decision 029): the provider's callback
   * proved the number, so its request needs no e-mail to confirm and may carry a deposit.
   */
  phone?: PhoneCaller,
): Promise<BookingView> {
  const listing = input.serviceId === undefined ? null : await listingOrThrow(platform.db, input.serviceId);
  if (listing && user && listing.sellerId === user.id) throw new Refusal('not-allowed', BOOKING_MESSAGES.ownService);
  const option = listing ? await optionOrThrow(platform, listing.id, input.optionId) : null;
  const durationMinutes = option?.durationMinutes ?? DEFAULT_DURATION_MINUTES;
  const price = listing && option ? await priceOf(platform.db, listing.id, option, input.memberId) : null;
  // A deposit is paid from an account, so that what is owed back has someone to go to (decision 015).
  const deposit = listing && price !== null ? depositAmount(depositRuleOf(listing), price) : null;
  if (deposit !== null && !user && !phone) throw new Refusal('sign-in', DEPOSIT_MESSAGES.signIn);
  const { startsAt, settings, members } = await checkStart(
    platform,
    listing,
    input.date,
    input.time,
    now,
    durationMinutes,
    input.memberId,
    option?.name,
  );
  const scale = platform.config.RATE_LIMIT_SCALE;
  if (phone) await consume(platform.db, 'bookingsPerPhone', String(phone.identityId), scale);
  else if (!user) await consume(platform.db, 'guestBookingsPerEmail', input.email, scale);
  // A guest has no account to come back to: their e-mail carries a secret link instead, and
  // until they open it the request only holds the slot for a while (GUEST_HOLD_MINUTES).
  const manageKey = user || phone ? undefined : generateToken();
  const told = bookingEvent('buyer', 'requested');
  let booking: repo.BookingRow;
  try {
    booking = await repo.insertBooking(
      platform.db,
      {
        serviceId: listing?.id ?? null,
        serviceName: listing?.name ?? 'General enquiry',
        sellerId: listing?.sellerId ?? null,
        buyerId: user?.id ?? (phone?.linkedUserId !== listing?.sellerId ? phone?.linkedUserId : null) ?? null,
        date: input.date,
        time: input.time,
        startsAt,
        ...(deposit !== null
          ? { status: 'awaiting_deposit', holdExpiresAt: now + DEPOSIT_HOLD_MINUTES * 60_000, depositAmount: deposit }
          : user || phone
            ? { status: 'requested', holdExpiresAt: null }
            : { status: 'unverified', holdExpiresAt: now + GUEST_HOLD_MINUTES * 60_000 }),
        name: input.name,
        email: input.email,
        phoneNumber: input.phoneNumber,
        message: input.message ?? '',
        locale,
        manageKeyHash: manageKey ? hashToken(manageKey) : null,
        channel: phone?.channel ?? 'web',
        phoneIdentityId: phone?.identityId ?? null,
        channelRef: phone?.ref ?? null,
        optionId: option?.id ?? null,
        optionName: option?.name ?? null,
        optionPrice: price,
        durationMinutes,
        bufferMinutes: settings.bufferMinutes,
      },
      user ? { role: 'buyer', id: user.id } : { role: 'guest', id: null },
      now,
      settings.capacity,
      members,
      // Waiting for a deposit, the provider hears of it only once it is paid (deposits/settle.ts);
      // a guest's request once its address is confirmed (guests.ts).
      (user || phone) && deposit === null ? told : undefined,
    );
  } catch (error) {
    const made = phone && isUniqueViolation(error) ? await repo.findByChannelRef(platform.db, phone.ref) : undefined;
    if (made) return announceBooking(platform, made, 'buyer', now);
    if (isUniqueViolation(error) || error instanceof SlotTaken)
      throw new Refusal('conflict', BOOKING_MESSAGES.slotTaken);
    throw error;
  }
  if (manageKey) {
    // Nothing the requester typed goes to an address nobody has confirmed yet.
    await askGuestToConfirm(platform, booking, manageKey);
    return announceBooking(platform, booking, 'buyer', now);
  }
  return announceBooking(platform, booking, 'buyer', now, (user || phone) && deposit === null ? told : undefined);
}

/**
 * Tells the buyers of bookings cancelled because their listing was removed: the events the removal
 * queued with it (cancelUpcomingOf), run now. A failed message is retried and does not undo it.
 */
export async function tellBuyersOfWithdrawal(platform: Platform, cancelled: repo.BookingRow[], now: number) {
  await runNow(
    platform,
    cancelled.map((booking) => `booking-event:${booking.id}:withdrawn`),
    now,
  );
}
