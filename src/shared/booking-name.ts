/**
 * What a booking is called where people read it: its listing's name as it was booked, or for a
 * general enquiry (no listing) the words of the reader's language. The stored name of an
 * enquiry stays the English the API has always answered; no page or message shows it.
 */
export const bookedName = (
  booking: { serviceId: number | null; serviceName: string },
  t: (key: 'booking.enquiryName') => string,
) => (booking.serviceId === null ? t('booking.enquiryName') : booking.serviceName);
