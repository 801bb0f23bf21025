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
  optionNotFound: 'That option is not offered for this service',
  required: 'Please fill in all required fields',
  booked: 'Appointment booked successfully!',
  slotTaken: 'Sorry, that time was just booked by someone else. Please choose another time.',
  slotUnavailable: 'That time is not available. Please choose another time.',
  pastSlot: 'That time has already passed. Please choose a later time.',
  beyondHorizon: `Appointments can be booked up to ${BOOKING_HORIZON_DAYS} days ahead.`,
  ownService: 'You cannot book your own service.',
  notFound: 'Booking not found',
  serviceNotFound: 'Service not found',
  notAllowed: 'You cannot change this booking.',
  tooLate: `This booking starts in less than ${CANCEL_CUTOFF_HOURS} hours and can no longer be changed online. Please contact the provider.`,
  sellersOnly: 'Only sellers have working hours.',
  slotsFailed: 'Failed to load available times. Please try again.',
  noSlots: 'No times are available on this day. Please choose another date.',
  confirmByEmail: `We have e-mailed you a link. Open it within ${GUEST_HOLD_MINUTES} minutes to send your request to the provider.`,
  confirmed: 'Thank you: your e-mail is confirmed and your request has gone to the provider.',
  holdExpired: `This request was not confirmed within ${GUEST_HOLD_MINUTES} minutes, so the time was released. Please book again.`,
  linkSent: 'If that is the e-mail address of this booking, we have sent a new link to it.',
  reasonRequired: 'Please tell the client why you are cancelling (at most 500 characters).',
} as const;
