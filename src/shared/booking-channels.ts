/** Where a booking was made: the web, or a phone channel; the provider sees it beside the client's number. */
export const BOOKING_CHANNELS = ['web', 'ussd', 'whatsapp', 'sms'] as const;
export type BookingChannel = (typeof BOOKING_CHANNELS)[number];
