import { type AppointmentRequest, type BookingView } from '#shared/bookings';
import { BOOKING_ACTIONS, MEMBER_ACTIONS, refusal, type BookingAction } from '#shared/booking-actions';
import type { Message } from '#shared/i18n/translate';
import { BOOKING_MESSAGES, GUEST_HOLD_MINUTES } from '#shared/booking-messages';
import { ACCOUNT_MESSAGES } from '#shared/account-messages';
import type { User } from '#functions/accounts/sessions-repository';
import { HttpError } from '#functions/api/http-error';
import { generateToken, hashToken } from '#functions/accounts/tokens';
import { findService } from '#functions/catalogue/repository';
import { parseId } from '#functions/api/ids';
import { isUniqueViolation } from '#functions/db/errors';
import type { Platform } from '#functions/platform/platform';
import type { BookingNotice } from './notifications';
import { askGuestToConfirm } from './guest-messages';
import { consume } from '#functions/accounts/rate-limit';
import * as repo from './repository';
import { SlotTaken } from './overlap-repository';
import { checkStart, priceOf } from './start';
import { leadOf, visitMoves } from './visit-moves';
import { moveVisit, visitsOf } from './visit-repository';
import { listingOrThrow, optionOrThrow } from './availability';
import { DEFAULT_DURATION_MINUTES } from '#shared/booking-settings';
import { toBookingView } from './view';
import { reviewsOfBookings } from '#functions/reviews/repository';
import {
  DEPOSIT_HOLD_MINUTES,
  DEPOSIT_MESSAGES,
  depositAmount,
  depositOnChange,
  depositRuleOf,
} from '#shared/deposits';
import { depositPaymentsOf } from '#functions/deposits/repository';
import { bookingChanged } from './events';
import { sideOf } from './sides';
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
  const listing = input.serviceId === undefined ? null : await listingOrThrow(platform, input.serviceId);
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

const NOTICE_OF: Partial<Record<BookingAction, BookingNotice>> = {
  confirm: 'confirmed',
  decline: 'declined',
  withdraw: 'providerCancelled',
  cancel: 'cancelled',
  reschedule: 'rescheduled',
};

/** Why a paid deposit is owed back, when a change gives it back (depositOnChange). */
const REFUND_REASONS: Partial<Record<BookingAction, string>> = {
  decline: 'Declined by the provider',
  withdraw: 'Cancelled by the provider',
  cancel: 'Cancelled by the client before the cut-off',
};

/** What happens to a whole visit at once; completing and a no-show are each part's own. */
const WHOLE_VISIT_ACTIONS: BookingAction[] = ['confirm', 'decline', 'withdraw', 'cancel', 'reschedule'];

/**
 * One action on a booking by its buyer or its seller, checked against BOOKING_ACTIONS: someone
 * else's booking is 404, the wrong side is 403, a status or time that does not allow it is 409.
 */
export async function actOnBooking(
  platform: Platform,
  user: User | null,
  rawId: string,
  action: BookingAction,
  request: {
    key: string | null;
    newTime: { date: string; time: string } | null;
    reason?: string | null;
    /** The phone identity acting over a phone channel: its own bookings only (issue 43). */
    phoneIdentityId?: number;
    /** A number replying to a reminder text: only about the booking it was asked about (issue 43). */
    promptedPhone?: string;
  },
  now: number,
): Promise<BookingView> {
  if (!user && !request.key && request.phoneIdentityId === undefined && request.promptedPhone === undefined)
    throw new HttpError(401, ACCOUNT_MESSAGES.signInRequired);
  const id = parseId(rawId);
  const booking = id === undefined ? undefined : await repo.findBooking(platform.db, id);
  const acting = booking ? await sideOf(platform.db, booking, user, request) : null;
  if (!booking || !acting) throw new HttpError(404, BOOKING_MESSAGES.notFound);
  return applyAction(platform, booking, acting, action, request, now);
}

/**
 * Cancels an upcoming booking of a client who is deleting their account (decision 028): the
 * client's own rules, deposit included. The caller has forgotten who booked it first, so the
 * provider hears of "a former client" and the leaving client is sent nothing.
 */
export async function cancelForLeavingClient(platform: Platform, bookingId: number, now: number) {
  const booking = await repo.findBooking(platform.db, bookingId);
  if (!booking) return;
  const acting = booking.buyerId
    ? ({ side: 'buyer', actor: { role: 'buyer', id: booking.buyerId } } as const)
    : ({ side: 'buyer', actor: { role: 'guest', id: null } } as const);
  await applyAction(platform, booking, acting, 'cancel', { newTime: null }, now);
}

async function applyAction(
  platform: Platform,
  booking: repo.BookingRow,
  acting: NonNullable<Awaited<ReturnType<typeof sideOf>>>,
  action: BookingAction,
  request: { newTime: { date: string; time: string } | null; reason?: string | null },
  now: number,
): Promise<BookingView> {
  const { side, actor } = acting;
  if ('member' in acting && !MEMBER_ACTIONS.includes(action)) throw new HttpError(403, BOOKING_MESSAGES.notAllowed);
  const newTime = request.newTime;
  // A visit is confirmed, declined, cancelled and moved as one: its first part speaks for it.
  const whole = booking.visitId !== null && WHOLE_VISIT_ACTIONS.includes(action);
  const target = whole ? await leadOf(platform, booking) : booking;
  const refused = refusal(action, target, side, now);
  if (refused) throw new HttpError(BOOKING_ACTIONS[action].by === side ? 409 : 403, refused as Message);

  let change: Parameters<typeof repo.changeBooking>[2] = { status: BOOKING_ACTIONS[action].to };
  let capacity = 1;
  if (action === 'reschedule') {
    if (!newTime) throw new HttpError(400, BOOKING_MESSAGES.required);
    const listing = target.serviceId === null ? null : await findService(platform.db, target.serviceId);
    if (target.serviceId !== null && !listing) throw new HttpError(404, BOOKING_MESSAGES.serviceNotFound);
    const duration = (target.endsAt - target.startsAt) / 60_000;
    // A team's booking moves with its member.
    const { startsAt, settings } = await checkStart(
      platform,
      listing ?? null,
      newTime.date,
      newTime.time,
      now,
      duration,
      target.memberId === null ? undefined : String(target.memberId),
      target.optionName ?? undefined,
    );
    if (startsAt === target.startsAt) throw new HttpError(409, 'api.chooseAnotherTime');
    const endsAt = startsAt + duration * 60_000;
    change = { ...change, ...newTime, startsAt, endsAt, blocksUntil: endsAt + settings.bufferMinutes * 60_000 };
    capacity = settings.capacity;
  }
  const reason = action === 'withdraw' ? request.reason?.trim() : null;
  if (action === 'withdraw' && (!reason || reason.length > 500))
    throw new HttpError(400, BOOKING_MESSAGES.reasonRequired);
  const refund =
    depositOnChange(change.status, side, target.startsAt, now) === 'refund' ? REFUND_REASONS[action] : null;
  let updated: repo.BookingRow | undefined;
  try {
    updated =
      whole && change.startsAt !== undefined
        ? await moveVisit(
            platform.db,
            await visitMoves(platform, target, change.startsAt),
            change.status,
            actor,
            now,
            capacity,
          )
        : await repo.changeBooking(platform.db, target, change, actor, now, capacity, {
            reason,
            refund,
            wholeVisit: whole,
          });
  } catch (error) {
    if (isUniqueViolation(error) || error instanceof SlotTaken) throw new HttpError(409, BOOKING_MESSAGES.slotTaken);
    throw error;
  }
  if (!updated) throw new HttpError(409, 'api.changedMeanwhile');
  // A request the provider never heard of ends without telling them (or mailing an unconfirmed address).
  const notice = target.status === 'unverified' ? undefined : NOTICE_OF[action];
  return announceBooking(platform, updated, side, notice, now, true);
}
