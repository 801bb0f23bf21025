/**
 * A booking's statuses, their labels and which of them hold a slot.
 *
 * `unverified`: a guest's request whose e-mail address is not yet confirmed; it holds the slot for
 * GUEST_HOLD_MINUTES and the provider does not see it. `expired`: one that was never confirmed.
 */
export const BOOKING_STATUSES = [
  'unverified',
  'awaiting_deposit',
  'requested',
  'confirmed',
  'declined',
  'cancelled',
  'completed',
  'no_show',
  'expired',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const STATUS_LABELS: Record<BookingStatus, string> = {
  unverified: 'Waiting for you to confirm your e-mail',
  awaiting_deposit: 'Waiting for the deposit',
  requested: 'Awaiting confirmation',
  confirmed: 'Confirmed',
  declined: 'Declined',
  cancelled: 'Cancelled',
  completed: 'Completed',
  no_show: 'No-show',
  expired: 'Expired',
};

/** How a change reads in a booking's history. */
export const HISTORY_LABELS: Record<BookingStatus, string> = {
  unverified: 'Requested, e-mail not yet confirmed',
  awaiting_deposit: 'Requested, deposit not yet paid',
  requested: 'Requested',
  confirmed: 'Confirmed',
  declined: 'Declined',
  cancelled: 'Cancelled',
  completed: 'Marked completed',
  no_show: 'Marked no-show',
  expired: 'Expired unconfirmed',
};

/**
 * Statuses that hold their slot: no one else may book the same listing and start. An `unverified`
 * one holds it only until its hold ends; the next booking of that slot marks it `expired` first.
 */
export const HOLDING_STATUSES = [
  'unverified',
  'awaiting_deposit',
  'requested',
  'confirmed',
] as const satisfies readonly BookingStatus[];
/** Statuses that hold their slot only until `holdExpiresAt`: an unconfirmed e-mail, an unpaid deposit. */
export const HELD_STATUSES = ['unverified', 'awaiting_deposit'] as const satisfies readonly BookingStatus[];
/** Statuses a provider never sees: requests nobody confirmed or paid the deposit of. */
export const UNCONFIRMED_STATUSES = [
  'unverified',
  'awaiting_deposit',
  'expired',
] as const satisfies readonly BookingStatus[];
