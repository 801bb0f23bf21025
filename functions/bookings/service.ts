import { type AppointmentRequest, type BookingView } from '#shared/bookings';
import { BOOKING_MESSAGES, GUEST_HOLD_MINUTES } from '#shared/booking-messages';
import type { User } from '#functions/accounts/sessions-repository';
import { HttpError } from '#functions/api/http-error';
import { generateToken, hashToken } from '#functions/platform/tokens';
import { isUniqueViolation } from '#functions/db/errors';
import type { Platform } from '#functions/platform/platform';
import type { BookingNotice } from './notifications';
import { askGuestToConfirm } from './guest-messages';
import { consume } from '#functions/accounts/rate-limit';
import * as repo from './repository';
import { SlotTaken } from '#functions/scheduling/holds';
import { checkStart } from './start';
import { priceOf } from '#functions/team/service';
import { visitsOf } from './visit-repository';
import { listingOrThrow } from '#functions/catalogue/service';
import { optionOrThrow } from './availability';
import { DEFAULT_DURATION_MINUTES } from '#shared/booking-settings';
import { toBookingView } from './view';
import { reviewsOfBookings } from '#functions/reviews/repository';
import { DEPOSIT_HOLD_MINUTES, DEPOSIT_MESSAGES, depositAmount, depositRuleOf } from '#shared/deposits';
import { depositPaymentsOf } from '#functions/deposits/repository';
import { bookingChanged } from './events';
import type { Locale } from '#shared/i18n/locales';
import type { BookingChannel } from '#shared/booking-channels';

/**
 * The booking as `side` sees it. After a change (`changed`, or any `notice` to tell), the change is
 * announced to everything that follows one (bookings/events.ts).
 */
export async function announceBooking(
  platform: Platform,
  booking: repo.BookingRow,
  side: 'buyer' | 'seller',
  notice: BookingNotice | undefined,
  now: number,
  changed = notice !== undefined,
): Promise<BookingView> {
  const [full, events, reviews, deposits, visits] = await Promise.all([
    repo.withListing(platform.db, booking),
    repo.eventsOf(platform.db, [booking.id]),
    reviewsOfBookings(platform.db, [booking.id]),
    depositPaymentsOf(platform.db, [booking.visitId ?? booking.id]),
    visitsOf(platform.db, booking.visitId === null ? [] : [booking.visitId]),
  ]);
  const history = events.get(booking.id) ?? [];
  const deposit = deposits.get(booking.visitId ?? booking.id);
  const visit = booking.visitId === null ? undefined : visits.get(booking.visitId);
  const view = toBookingView(full, side, history, now, reviews.get(booking.id), deposit, visit);
  if (changed) await bookingChanged({ platform, booking: full, view, notice, sequence: history.length - 1, now });
  return view;
}

/** POST /api/appointments: a booking of a listing's slot, or a general enquiry to the platform. */
/** Who asks over a phone channel: the identity its provider proved, and the channel. */
export interface PhoneCaller {
  identityId: number;
  channel: Exclude<BookingChannel, 'web'>;
  /** The provider message asking (a USSD hop's id): asked again, it answers the booking it made. */
  ref: string;
  /** The account the number is linked to by a texted code (decision 029): the booking is made for it. */
  linkedUserId?: string | null;
}

export async function requestBooking(
  platform: Platform,
  user: User | null,
  input: AppointmentRequest,
  now: number,
  /** The language it is asked in: a guest hears about it in this language. */
  locale: Locale = 'en',
  /**
   * A phone identity asking over a phone channel (issue 43, decision 029): the provider's callback
   * proved the number, so its request needs no e-mail to confirm and may carry a deposit.
   */
  phone?: PhoneCaller,
): Promise<BookingView> {
  const listing = input.serviceId === undefined ? null : await listingOrThrow(platform.db, input.serviceId);
  if (listing && user && listing.sellerId === user.id) throw new HttpError(403, BOOKING_MESSAGES.ownService);
  const option = listing ? await optionOrThrow(platform, listing.id, input.optionId) : null;
  const durationMinutes = option?.durationMinutes ?? DEFAULT_DURATION_MINUTES;
  const price = listing && option ? await priceOf(platform.db, listing.id, option, input.memberId) : null;
  // A deposit is paid from an account, so that what is owed back has someone to go to (decision 015).
  const deposit = listing && price !== null ? depositAmount(depositRuleOf(listing), price) : null;
  if (deposit !== null && !user && !phone) throw new HttpError(401, DEPOSIT_MESSAGES.signIn);
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
    );
  } catch (error) {
    const made = phone && isUniqueViolation(error) ? await repo.findByChannelRef(platform.db, phone.ref) : undefined;
    if (made) return announceBooking(platform, made, 'buyer', undefined, now);
    if (isUniqueViolation(error) || error instanceof SlotTaken) throw new HttpError(409, BOOKING_MESSAGES.slotTaken);
    throw error;
  }
  if (manageKey) {
    // Nothing the requester typed goes to an address nobody has confirmed yet.
    await askGuestToConfirm(platform, booking, manageKey);
    return announceBooking(platform, booking, 'buyer', undefined, now);
  }
  // Waiting for a deposit, the provider hears of it only once it is paid (deposits/settle.ts).
  return announceBooking(platform, booking, 'buyer', deposit === null ? 'requested' : undefined, now);
}

/**
 * Tells the buyers of bookings cancelled because their listing was removed (after that commit),
 * unless nobody ever confirmed the address (a guest's unverified request: its history never
 * reached `requested`). A failed e-mail is recorded by the mailer and does not undo the removal.
 */
export async function tellBuyersOfWithdrawal(platform: Platform, cancelled: repo.BookingRow[], now: number) {
  const histories = await repo.eventsOf(
    platform.db,
    cancelled.map((booking) => booking.id),
  );
  for (const booking of cancelled) {
    const confirmed = (histories.get(booking.id) ?? []).some((event) => event.status === 'requested');
    if (confirmed) await announceBooking(platform, booking, 'buyer', 'withdrawn', now);
  }
}
