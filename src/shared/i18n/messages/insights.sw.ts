import type { insightsMessagesEn } from './insights';

/** A seller's insights in Kiswahili (glossary: miadi, hakufika, tangazo). */
export const insightsMessagesSw: Record<keyof typeof insightsMessagesEn, string> = {
  'insights.title': 'Takwimu zako',
  'insights.lead': 'Wiki 12 zilizopita, nguzo moja kwa kila wiki kuanzia Jumatatu hadi Jumapili.',
  'insights.booked': 'Miadi',
  'insights.revenue': 'Mapato ya miadi iliyokamilika',
  'insights.noShows': 'Wateja ambao hawakufika',
  'insights.views': 'Mara matangazo yalipotazamwa',
  'insights.conversion': 'Waliotazama wakaweka miadi (%)',
  'insights.table': 'Onyesha kama jedwali',
  'insights.week': 'Wiki ya',
  'insights.total': 'Katika wiki 12: {value}',
  'insights.average': 'Kwa wiki 12: {value}',
  'insights.earned': 'Mapato',
  'insights.done': 'Zilizokamilika',
  'insights.member': 'Mfanyakazi',
  'insights.members': 'Kwa kila mfanyakazi',
  'insights.busiest': 'Yenye shughuli nyingi zaidi: {when}',
  'insights.hour': 'Kuanzia',
  'insights.hours': 'Saa zenye shughuli nyingi',
  'insights.day': 'Siku',
  'insights.days': 'Siku zenye shughuli nyingi',
  'insights.cancellationRate': 'Kiwango cha kughairi (kati ya miadi)',
  'insights.noShowRate': 'Kiwango cha wasiofika (kati ya miadi iliyotarajiwa)',
  'insights.waitlist': 'Zilizojazwa kutoka orodha ya kusubiri',
  'insights.waitlistFilled': 'Miadi {count}, {worth}',
};
