/** A client's ticket for a booking, kept offline by the installed app, in English. */
export const ticketMessagesEn = {
  'ticket.title': 'Booking #{id}',
  'ticket.link': 'Ticket',
  'ticket.service': 'Service',
  'ticket.when': 'When',
  'ticket.provider': 'Provider',
  'ticket.place': 'Address',
  'ticket.map': 'Map',
  'ticket.phone': 'Phone',
  'ticket.deposit': 'Deposit paid',
  'ticket.receipt': '{amount}, M-Pesa receipt {receipt}',
  'ticket.status': 'Status',
  'ticket.back': 'My Bookings',
} as const;
