/** What can happen to a booking, by whom and when: the one table the API enforces and the pages offer. */
import { BOOKING_MESSAGES, CANCEL_CUTOFF_HOURS } from './booking-messages';
import { STATUS_LABELS, type BookingStatus } from './booking-status';

/**
 * Every change a booking can undergo, defined once: who may make it, from which statuses, to
 * which, and when. The API enforces this table and the dashboard offers only what it allows.
 */
export const BOOKING_ACTIONS = {
  confirm: {
    label: 'Confirm',
    done: 'Booking confirmed',
    by: 'seller',
    from: ['requested'],
    to: 'confirmed',
    when: 'before-start',
  },
  decline: {
    label: 'Decline',
    done: 'Booking declined',
    by: 'seller',
    from: ['requested'],
    to: 'declined',
    when: 'before-start',
  },
  // A confirmed booking the provider cannot keep: cancelled with a reason the client reads.
  withdraw: {
    label: 'Cancel',
    done: 'Booking cancelled',
    by: 'seller',
    from: ['confirmed'],
    to: 'cancelled',
    when: 'before-start',
  },
  complete: {
    label: 'Mark completed',
    done: 'Marked as completed',
    by: 'seller',
    from: ['confirmed'],
    to: 'completed',
    when: 'after-start',
  },
  'no-show': {
    label: 'Mark no-show',
    done: 'Marked as a no-show',
    by: 'seller',
    from: ['confirmed'],
    to: 'no_show',
    when: 'after-start',
  },
  cancel: {
    label: 'Cancel',
    done: 'Booking cancelled',
    by: 'buyer',
    from: ['unverified', 'awaiting_deposit', 'requested', 'confirmed'],
    to: 'cancelled',
    when: 'before-cutoff',
  },
  reschedule: {
    label: 'Request another time',
    done: 'Your new time has been sent to the provider.',
    by: 'buyer',
    from: ['requested', 'confirmed'],
    to: 'requested',
    when: 'before-cutoff',
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

/** Why an action cannot happen now, or null when it can. `role` is the caller's side of the booking. */
export function refusal(
  action: BookingAction,
  booking: { status: BookingStatus; startsAt: number },
  role: 'seller' | 'buyer',
  now: number,
): string | null {
  const rule = BOOKING_ACTIONS[action];
  if (rule.by !== role) return BOOKING_MESSAGES.notAllowed;
  if (!(rule.from as readonly BookingStatus[]).includes(booking.status)) {
    return `This booking is ${STATUS_LABELS[booking.status].toLowerCase()} and cannot be changed that way.`;
  }
  if (rule.when === 'before-start' && now >= booking.startsAt) return 'This appointment has already started.';
  if (rule.when === 'after-start' && now < booking.startsAt)
    return 'This can be recorded once the appointment has started.';
  if (rule.when === 'before-cutoff' && now > booking.startsAt - CANCEL_CUTOFF_HOURS * 3_600_000)
    return BOOKING_MESSAGES.tooLate;
  return null;
}

/** Actions the caller could take on a booking right now (what the dashboard shows). */
export const availableActions = (
  booking: { status: BookingStatus; startsAt: number },
  role: 'seller' | 'buyer',
  now: number,
) => BOOKING_ACTION_NAMES.filter((action) => refusal(action, booking, role, now) === null);
