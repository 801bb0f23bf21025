/** A seller's insights in English, by key. */
export const insightsMessagesEn = {
  'insights.title': 'Your insights',
  'insights.lead': 'The last 12 weeks, one bar for each week from Monday to Sunday.',
  'insights.booked': 'Bookings received',
  'insights.revenue': 'Earned from completed visits',
  'insights.noShows': 'No-shows',
  'insights.views': 'Listing views',
  'insights.conversion': 'Views that became a booking (%)',
  'insights.table': 'Show as a table',
  'insights.week': 'Week of',
  'insights.total': 'In 12 weeks: {value}',
  'insights.average': 'Over 12 weeks: {value}',
} as const;
