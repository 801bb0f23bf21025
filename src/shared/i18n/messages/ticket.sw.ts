import type { ticketMessagesEn } from './ticket';

/** Tiketi ya miadi ya mteja, inayohifadhiwa nje ya mtandao na programu. */
export const ticketMessagesSw: Record<keyof typeof ticketMessagesEn, string> = {
  'ticket.title': 'Miadi #{id}',
  'ticket.link': 'Tiketi',
  'ticket.service': 'Huduma',
  'ticket.when': 'Lini',
  'ticket.provider': 'Mtoa huduma',
  'ticket.place': 'Mahali',
  'ticket.map': 'Ramani',
  'ticket.phone': 'Simu',
  'ticket.deposit': 'Amana iliyolipwa',
  'ticket.receipt': '{amount}, risiti ya M-Pesa {receipt}',
  'ticket.status': 'Hali',
  'ticket.back': 'Miadi Yangu',
};
