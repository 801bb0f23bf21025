/** Where a booking was made: the web, a phone channel, or by the provider for a walk-in or a call. */
export const BOOKING_CHANNELS = ['web', 'ussd', 'whatsapp', 'sms', 'provider'] as const;
export type BookingChannel = (typeof BOOKING_CHANNELS)[number];
