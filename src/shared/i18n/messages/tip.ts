/** Tips after a visit (decision 050), in English. */
export const tipMessagesEn = {
  'tip.amountInvalid': 'Enter a tip in whole shillings, from Ksh 50 to Ksh 20,000.',
  'tip.notVisited': 'A tip is given once the provider has marked the visit completed.',
  'tip.tooLate': 'Tips are given within 30 days of a visit.',
  'tip.already': 'You have tipped for this visit. Thank you!',
  'tip.asked': 'Check your phone: enter your M-Pesa PIN to send the tip.',
  'tip.title': 'Add a tip',
  'tip.lead': 'All of it goes to the provider, with their next payout.',
  'tip.amount': 'Tip (Ksh)',
  'tip.phone': 'M-Pesa number',
  'tip.send': 'Send the tip',
  'tip.paid': 'You tipped {amount}. Thank you!',
  'tip.waiting': 'Tip of {amount}: waiting for your M-Pesa PIN.',
  'tip.received': 'Tip: {amount}',
  'money.lineTip': 'Tip for booking #{booking}',
  'insights.tips': 'Tips',
} as const;
