/** The booking messages and the limits they name (schema-free: scripts import them cheaply). */

/** Buyers may cancel or move a booking until this long before it starts. */
export const CANCEL_CUTOFF_HOURS = 2;
/** How far ahead the calendar and the API accept bookings. */
export const BOOKING_HORIZON_DAYS = 90;
/** How long a guest's request holds its slot before the guest confirms their e-mail address. */
export const GUEST_HOLD_MINUTES = 30;
/** How many upcoming days off a seller may block. */
export const BLOCKED_DATES_MAX = 120;

export const BOOKING_MESSAGES = {
  optionNotFound: 'bookingMessages.optionNotFound',
  required: 'bookingMessages.required',
  booked: 'bookingMessages.booked',
  slotTaken: 'bookingMessages.slotTaken',
  visitSignIn: 'bookingMessages.visitSignIn',
  visitOneProvider: 'bookingMessages.visitOneProvider',
  visitNextNotFree: 'bookingMessages.visitNextNotFree',
  slotUnavailable: 'bookingMessages.slotUnavailable',
  pastSlot: 'bookingMessages.pastSlot',
  beyondHorizon: 'bookingMessages.beyondHorizon',
  ownService: 'bookingMessages.ownService',
  notFound: 'bookingMessages.notFound',
  serviceNotFound: 'bookingMessages.serviceNotFound',
  notAllowed: 'bookingMessages.notAllowed',
  tooLate: 'bookingMessages.tooLate',
  sellersOnly: 'bookingMessages.sellersOnly',
  slotsFailed: 'bookingMessages.slotsFailed',
  noSlots: 'bookingMessages.noSlots',
  confirmByEmail: 'bookingMessages.confirmByEmail',
  guestHeld: 'bookingMessages.guestHeld',
  confirmed: 'bookingMessages.confirmed',
  holdExpired: 'bookingMessages.holdExpired',
  linkSent: 'bookingMessages.linkSent',
  reasonRequired: 'bookingMessages.reasonRequired',
} as const;
