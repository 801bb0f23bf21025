/**
 * What a booking is called where people read it: its listing's name as it was booked (kept when
 * the listing is removed later), or for a general enquiry (no listing, no provider) the words of
 * the reader's language. The stored name of an
 * enquiry stays the English the API has always answered; no page or message shows it.
 */
export const bookedName = (
  booking: { serviceId: number | null; sellerId?: string | null; serviceName: string },
  t: (key: 'booking.enquiryName') => string,
) => (booking.serviceId === null && !booking.sellerId ? t('booking.enquiryName') : booking.serviceName);
