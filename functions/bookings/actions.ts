/**
 * One action on a booking (confirm, decline, withdraw, cancel, reschedule, complete, no-show) by
 * whoever may take it, under BOOKING_ACTIONS; and the client-side cancel of a client who is
 * deleting their account.
 */
import { BOOKING_ACTIONS, MEMBER_ACTIONS, movesTime, refusal, type BookingAction } from '#shared/booking-actions';
import type { BookingView } from '#shared/bookings';
import type { Message } from '#shared/i18n/translate';
import { BOOKING_MESSAGES } from '#shared/booking-messages';
import { ACCOUNT_MESSAGES } from '#shared/account-messages';
import { depositOnChange } from '#shared/deposits';
import type { User } from '#functions/accounts/public';
import { Refusal } from '#functions/platform/refusal';
import { parseId } from '#functions/api/ids';
import { findService } from '#functions/catalogue/public';
import { isUniqueViolation } from '#functions/db/errors';
import type { Platform } from '#functions/platform/platform';
import type { BookingNotice } from './event-jobs';
import * as repo from './repository';
import { SlotTaken } from '#functions/scheduling/holds';
import { announceBooking } from './service';
import { sideOf } from './sides';
import { checkStart } from './start';
import { leadOf, visitMoves } from './visit-moves';
import { moveVisit } from './visit-repository';
import { bookingEvent } from './event-jobs';

const NOTICE_OF: Partial<Record<BookingAction, BookingNotice>> = {
  confirm: 'confirmed',
  decline: 'declined',
  withdraw: 'providerCancelled',
  cancel: 'cancelled',
  reschedule: 'rescheduled',
  move: 'moved',
};

/** Why a paid deposit is owed back, when a change gives it back (depositOnChange). */
const REFUND_REASONS: Partial<Record<BookingAction, string>> = {
  decline: 'Declined by the provider',
  withdraw: 'Cancelled by the provider',
  cancel: 'Cancelled by the client before the cut-off',
};

/** What a provider's answer to a visit of a series answers for its later visits too (decision 047). */
const SERIES_ACTIONS: BookingAction[] = ['confirm', 'decline'];

/** What happens to a whole visit at once; completing and a no-show are each part's own. */
const WHOLE_VISIT_ACTIONS: BookingAction[] = ['confirm', 'decline', 'withdraw', 'cancel', 'reschedule', 'move'];

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
    /** A repeating booking's cancel: this visit and every later one of its series (decision 047). */
    rest?: boolean;
    /** The phone identity acting over a phone channel: its own bookings only. */
    phoneIdentityId?: number;
    /** A number replying to a reminder text: only about the booking it was asked about. */
    promptedPhone?: string;
  },
  now: number,
): Promise<BookingView> {
  if (!user && !request.key && request.phoneIdentityId === undefined && request.promptedPhone === undefined)
    throw new Refusal('sign-in', ACCOUNT_MESSAGES.signInRequired);
  const id = parseId(rawId);
  const booking = id === undefined ? undefined : await repo.findBooking(platform.db, id);
  const acting = booking ? await sideOf(platform.db, booking, user, request) : null;
  if (!booking || !acting) throw new Refusal('not-found', BOOKING_MESSAGES.notFound);
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
  request: { newTime: { date: string; time: string } | null; reason?: string | null; rest?: boolean },
  now: number,
): Promise<BookingView> {
  const { side, actor } = acting;
  if ('member' in acting && !MEMBER_ACTIONS.includes(action))
    throw new Refusal('not-allowed', BOOKING_MESSAGES.notAllowed);
  const newTime = request.newTime;
  // A visit is confirmed, declined, cancelled and moved as one: its first part speaks for it.
  const whole = booking.visitId !== null && WHOLE_VISIT_ACTIONS.includes(action);
  const target = whole ? await leadOf(platform, booking) : booking;
  const refused = refusal(action, target, side, now);
  if (refused) throw new Refusal(BOOKING_ACTIONS[action].by === side ? 'conflict' : 'not-allowed', refused as Message);

  let change: Parameters<typeof repo.changeBooking>[2] = { status: BOOKING_ACTIONS[action].to };
  let capacity = 1;
  if (movesTime(action)) {
    if (!newTime) throw new Refusal('invalid', BOOKING_MESSAGES.required);
    const listing = target.serviceId === null ? null : await findService(platform.db, target.serviceId);
    if (target.serviceId !== null && !listing) throw new Refusal('not-found', BOOKING_MESSAGES.serviceNotFound);
    const duration = (target.endsAt - target.startsAt) / 60_000;
    // A team's booking moves with its member.
    const { startsAt, settings } = await checkStart(
      platform,
      listing ? { ...listing, atHome: target.homeAddress !== null } : null,
      newTime.date,
      newTime.time,
      now,
      duration,
      target.memberId === null ? undefined : String(target.memberId),
      target.optionName ?? undefined,
    );
    if (startsAt === target.startsAt) throw new Refusal('conflict', 'api.chooseAnotherTime');
    const endsAt = startsAt + duration * 60_000;
    const beforeMinutes = target.visitId !== null && target.visitId !== target.id ? 0 : settings.bufferBeforeMinutes;
    change = {
      ...change,
      ...newTime,
      startsAt,
      endsAt,
      blocksUntil: endsAt + settings.bufferMinutes * 60_000,
      beforeMinutes,
    };
    capacity = settings.capacity;
  }
  const reason = action === 'withdraw' ? request.reason?.trim() : null;
  if (action === 'withdraw' && (!reason || reason.length > 500))
    throw new Refusal('invalid', BOOKING_MESSAGES.reasonRequired);
  const refund =
    depositOnChange(change.status, side, target.startsAt, now) === 'refund' ? REFUND_REASONS[action] : null;
  // A request the provider never heard of ends without telling them (or mailing an unconfirmed address).
  const event = bookingEvent(side, target.status === 'unverified' ? undefined : NOTICE_OF[action]);
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
            event,
          )
        : await repo.changeBooking(platform.db, target, change, actor, now, capacity, {
            reason,
            refund,
            wholeVisit: whole,
            // A series' answer (confirmed, declined) is the provider's for every visit; a client's
            // cancel ends the rest only when asked to.
            wholeSeries: SERIES_ACTIONS.includes(action) || (action === 'cancel' && request.rest === true),
            event,
          });
  } catch (error) {
    if (isUniqueViolation(error) || error instanceof SlotTaken)
      throw new Refusal('conflict', BOOKING_MESSAGES.slotTaken);
    throw error;
  }
  if (!updated) throw new Refusal('conflict', 'api.changedMeanwhile');
  return announceBooking(platform, updated, side, now, event);
}
