/** What can happen to a booking, by whom and when: the one table the API enforces and the pages offer. */
import { BOOKING_MESSAGES, CANCEL_CUTOFF_HOURS } from './booking-messages';
import type { BookingStatus } from './booking-status';

/**
 * Every change a booking can undergo, defined once: who may make it, from which statuses, to
 * which, and when. The API enforces this table and the dashboard offers only what it allows.
 */
export const BOOKING_ACTIONS = {
  confirm: {
    label: 'bookingActions.confirm.label',
    done: 'bookingActions.confirm.done',
    by: 'seller',
    from: ['requested'],
    to: 'confirmed',
    when: 'before-start',
  },
  decline: {
    label: 'bookingActions.decline.label',
    done: 'bookingActions.decline.done',
    by: 'seller',
    from: ['requested'],
    to: 'declined',
    when: 'before-start',
  },
  // A confirmed booking the provider cannot keep: cancelled with a reason the client reads.
  withdraw: {
    label: 'bookingActions.withdraw.label',
    done: 'bookingActions.withdraw.done',
    by: 'seller',
    from: ['confirmed'],
    to: 'cancelled',
    when: 'before-start',
  },
  complete: {
    label: 'bookingActions.complete.label',
    done: 'bookingActions.complete.done',
    by: 'seller',
    from: ['confirmed'],
    to: 'completed',
    when: 'after-start',
  },
  'no-show': {
    label: 'bookingActions.no-show.label',
    done: 'bookingActions.no-show.done',
    by: 'seller',
    from: ['confirmed'],
    to: 'no_show',
    when: 'after-start',
  },
  cancel: {
    label: 'bookingActions.cancel.label',
    done: 'bookingActions.cancel.done',
    by: 'buyer',
    from: ['unverified', 'awaiting_deposit', 'requested', 'confirmed'],
    to: 'cancelled',
    when: 'before-cutoff',
  },
  reschedule: {
    label: 'bookingActions.reschedule.label',
    done: 'bookingActions.reschedule.done',
    by: 'buyer',
    from: ['requested', 'confirmed'],
    to: 'requested',
    when: 'before-cutoff',
  },
  // The provider moves a confirmed appointment to another time (the calendar): it stays
  // confirmed, and the client is told of the new time.
  move: {
    label: 'bookingActions.move.label',
    done: 'bookingActions.move.done',
    by: 'seller',
    from: ['confirmed'],
    to: 'confirmed',
    when: 'before-start',
  },
} as const satisfies Record<
  string,
  {
    label: string;
    /** The toast once it is done. */
    done: string;
    by: 'seller' | 'buyer';
    from: readonly BookingStatus[];
    to: BookingStatus;
    when: 'before-start' | 'after-start' | 'before-cutoff';
  }
>;
export type BookingAction = keyof typeof BOOKING_ACTIONS;
export const BOOKING_ACTION_NAMES = Object.keys(BOOKING_ACTIONS) as BookingAction[];

/** The actions that take a booking to a new time: the client's request for one, the provider's move. */
export const TIME_ACTIONS: readonly BookingAction[] = ['reschedule', 'move'];
export const movesTime = (action: BookingAction) => TIME_ACTIONS.includes(action);

/**
 * What a team member who signs in may do to the bookings given to them; withdrawing
 * and everything else on the business's side stays the owner's.
 */
export const MEMBER_ACTIONS: readonly BookingAction[] = ['confirm', 'decline', 'complete', 'no-show'];

/** Why an action cannot happen now, or null when it can. `role` is the caller's side of the booking. */
export function refusal(
  action: BookingAction,
  booking: { status: BookingStatus; startsAt: number },
  role: 'seller' | 'buyer',
  now: number,
): { key: string; params?: { status: BookingStatus } } | null {
  const rule = BOOKING_ACTIONS[action];
  if (rule.by !== role) return { key: BOOKING_MESSAGES.notAllowed };
  if (!(rule.from as readonly BookingStatus[]).includes(booking.status)) {
    return { key: 'bookingMessages.wrongStatus', params: { status: booking.status } };
  }
  if (rule.when === 'before-start' && now >= booking.startsAt) return { key: 'bookingMessages.started' };
  if (rule.when === 'after-start' && now < booking.startsAt) return { key: 'bookingMessages.notStarted' };
  if (rule.when === 'before-cutoff' && now > booking.startsAt - CANCEL_CUTOFF_HOURS * 3_600_000)
    return { key: BOOKING_MESSAGES.tooLate };
  return null;
}

/** Actions the caller could take on a booking right now (what the dashboard shows). */
export const availableActions = (
  booking: { status: BookingStatus; startsAt: number },
  role: 'seller' | 'buyer',
  now: number,
) => BOOKING_ACTION_NAMES.filter((action) => refusal(action, booking, role, now) === null);
