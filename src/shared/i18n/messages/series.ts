/** Bookings that repeat (decision 047), in English. */
export const seriesMessagesEn = {
  'series.signIn': 'Sign in to book visits that repeat: they are kept in your account.',
  'series.tooFew': 'A series has at least two visits.',
  'series.notPlanned': 'Each visit must be on one of the series’ dates, once.',
  'series.notFree':
    'These dates are not free at the time chosen: {dates}. Choose another time for them, or leave them out.',
  'series.deposit': 'This service takes a deposit for each visit: book its visits one at a time.',
  'series.booked': 'Your visits are booked. The provider will confirm them.',
  'series.title': 'Book visits that repeat',
  'series.lead':
    'The same service at the same time, every week or every few weeks. Each visit is a booking of its own: you can cancel or move one, or cancel the rest.',
  'series.first': 'First visit',
  'series.time': 'Time',
  'series.every': 'Repeat',
  'series.everyWeeks': '{weeks, plural, one {Every week} other {Every # weeks}}',
  'series.visits': 'Visits',
  'series.check': 'Check the dates',
  'series.free': 'Free',
  'series.clash': 'Not free at {time}: choose another time',
  'series.leaveOut': 'Leave this date out',
  'series.submit': 'Book these visits',
  'series.badge': 'Repeats',
  'series.cancelRest': 'Cancel this and the later visits',
} as const;
