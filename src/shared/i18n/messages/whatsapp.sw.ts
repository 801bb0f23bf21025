import type { whatsappMessagesEn } from './whatsapp';

/** Mazungumzo ya kuweka miadi kwenye WhatsApp (glossary: miadi, huduma, ghairi). */
export const whatsappMessagesSw: Record<keyof typeof whatsappMessagesEn, string> = {
  'wa.welcome': 'Karibu Mabinti! Weka miadi ya urembo, nywele, afya na zaidi, hapa hapa kwenye mazungumzo haya.',
  'wa.choose': 'Chagua',
  'wa.back': 'Rudi',
  'wa.home': 'Menyu kuu',
  'wa.change': 'Badilisha',
  'wa.stop': 'Acha',
  'wa.chooseOption': '{service}: chagua aina',
  'wa.booking': 'Miadi #{id}: {service}, {when}.',
  'wa.helpText':
    'Weka miadi hapa: gusa Weka miadi kisha uchague huduma, siku na muda. Ukurasa wa tangazo kwenye mabinti pia una kiungo cha WhatsApp kinachoanza miadi ya huduma hiyo. Andika MENU wakati wowote kuanza upya.',
  'wa.payer': 'Amana ni Ksh {amount}. Ilipwe kutoka nambari gani ya M-Pesa?',
  'wa.thisNumber': 'Nambari hii',
  'wa.anotherNumber': 'Nambari nyingine',
  'wa.askMpesa': 'Andika nambari ya M-Pesa itakayolipa amana, kwa mfano 0712 345 678:',
  'wa.bookInChat': 'Weka miadi kwa mazungumzo ya WhatsApp na Mabinti',
  'wa.dev.title': 'Mazungumzo ya WhatsApp (onyesho)',
  'wa.dev.lead':
    'Ongea na Mabinti kama mteja angefanya kwenye WhatsApp: sema Habari, au WEKA na nambari ya tangazo. Kila ujumbe unaenda kwenye webhook yetu, ukiwa umesainiwa kama Meta inavyosaini, na majibu ni jumbe tulizopanga kutuma.',
  'wa.dev.phone': 'Nambari yako ya WhatsApp',
  'wa.dev.message': 'Ujumbe wako',
  'wa.dev.send': 'Tuma',
  'wa.dev.none': 'Bado hakuna jumbe. Sema Habari.',
  'wa.dev.you': 'Wewe: {said}',
  'wa.dev.problem': 'Nambari hiyo haiwezi kuongea.',
  'wa.stale': 'Orodha hiyo imepitwa na wakati. Hapa ndipo ulipo sasa:',
  'wa.tapChoice': 'Tafadhali gusa mojawapo ya machaguo hapa chini.',
  'wa.notifyMe': 'Nijulishe ikiwa wazi',
};
