import type { seriesMessagesEn } from './series';

/** Miadi inayojirudia, kwa Kiswahili. */
export const seriesMessagesSw: Record<keyof typeof seriesMessagesEn, string> = {
  'series.signIn': 'Ingia ili uweke miadi inayojirudia: inahifadhiwa kwenye akaunti yako.',
  'series.tooFew': 'Miadi inayojirudia ina angalau miadi miwili.',
  'series.notPlanned': 'Kila miadi iwe katika mojawapo ya tarehe za mfululizo, mara moja tu.',
  'series.notFree':
    'Tarehe hizi haziko wazi kwa muda uliochagua: {dates}. Chagua muda mwingine kwa ajili yake, au uziache.',
  'series.deposit': 'Huduma hii inahitaji amana kwa kila miadi: weka miadi moja baada ya nyingine.',
  'series.booked': 'Miadi yako imewekwa. Mtoa huduma ataithibitisha.',
  'series.title': 'Weka miadi inayojirudia',
  'series.lead':
    'Huduma ileile kwa muda uleule, kila wiki au kila baada ya wiki kadhaa. Kila miadi inajitegemea: unaweza kughairi au kubadilisha mmoja, au kughairi iliyobaki yote.',
  'series.first': 'Miadi ya kwanza',
  'series.time': 'Muda',
  'series.every': 'Rudia',
  'series.everyWeeks': '{weeks, plural, one {Kila wiki} other {Kila baada ya wiki #}}',
  'series.visits': 'Idadi ya miadi',
  'series.check': 'Angalia tarehe',
  'series.free': 'Iko wazi',
  'series.clash': 'Haiko wazi {time}: chagua muda mwingine',
  'series.leaveOut': 'Acha tarehe hii',
  'series.submit': 'Weka miadi hii',
  'series.badge': 'Inajirudia',
  'series.cancelRest': 'Ghairi miadi hii na inayofuata',
};
