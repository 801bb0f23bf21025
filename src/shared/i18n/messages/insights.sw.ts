import type { insightsMessagesEn } from './insights';

/** A seller's insights in Kiswahili (glossary: miadi, hakufika, tangazo). */
export const insightsMessagesSw: Record<keyof typeof insightsMessagesEn, string> = {
  'insights.title': 'Takwimu zako',
  'insights.lead': 'Wiki 12 zilizopita, nguzo moja kwa kila wiki kuanzia Jumatatu hadi Jumapili.',
  'insights.booked': 'Miadi iliyopokelewa',
  'insights.revenue': 'Mapato ya miadi iliyokamilika',
  'insights.noShows': 'Wateja ambao hawakufika',
  'insights.views': 'Mara matangazo yalipotazamwa',
  'insights.conversion': 'Waliotazama wakaweka miadi (%)',
  'insights.table': 'Onyesha kama jedwali',
  'insights.week': 'Wiki ya',
  'insights.total': 'Katika wiki 12: {value}',
  'insights.average': 'Kwa wiki 12: {value}',
};
