/**
 * A booking's statuses, their labels and which of them hold a slot.
 *
 * `unverified`: a guest's request whose e-mail address is not yet confirmed; it holds the slot for
 * GUEST_HOLD_MINUTES and the provider does not see it. `expired`: one that was never confirmed.
 */
import { keysFor } from './i18n/keys';
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

export const STATUS_LABELS = keysFor('bookingStatus', BOOKING_STATUSES);

/** How a change reads in a booking's history. */
export const HISTORY_LABELS = keysFor('bookingHistory', BOOKING_STATUSES);

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
