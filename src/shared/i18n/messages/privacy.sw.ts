import type { privacyMessagesEn } from './privacy';

/** People's own data in Kiswahili (glossary: akaunti, miadi, amana, tangazo, maoni). */
export const privacyMessagesSw: Record<keyof typeof privacyMessagesEn, string> = {
  'privacy.title': 'Data zako',
  'privacy.link': 'Data zako: pakua au futa',
  'privacy.lead':
    'Una haki ya kuona, kusahihisha au kufuta kila kitu ambacho Mabinti inahifadhi kukuhusu (Sheria ya Ulinzi wa Data, 2019).',
  'privacy.download.title': 'Pakua data zako',
  'privacy.download.lead':
    'Faili moja lenye kila kitu tunachohifadhi kukuhusu: wasifu wako, miadi, ujumbe tuliokutumia, maoni, vipendwa, malipo na marejesho pamoja na risiti zake, na picha zako.',
  'privacy.download.button': 'Pakua data zangu',
  'privacy.download.queued': 'Tunatayarisha faili lako. Tutakutumia barua pepe likiwa tayari, na litaonekana hapa.',
  'privacy.download.ready': 'Faili lako la {made} liko tayari hadi {until}.',
  'privacy.download.making': 'Faili lako la {made} linatayarishwa.',
  'privacy.download.failed': 'Faili lako la {made} halikuweza kutayarishwa. Tafadhali omba tena.',
  'privacy.download.get': 'Pakua',
  'privacy.correct.title': 'Sahihisha taarifa zako',
  'privacy.correct.lead': 'Badilisha jina lako au nambari ya simu kwa Hariri wasifu kwenye Akaunti Yangu.',
  'privacy.delete.title': 'Futa akaunti yangu',
  'privacy.delete.lead': 'Hili haliwezi kutenduliwa. Ukifuta akaunti yako:',
  'privacy.delete.bookings':
    'Miadi yako ijayo itaghairiwa kwa kanuni za kawaida, na amana zinazopaswa kurudishwa zitatumwa kwenye nambari ya M-Pesa iliyozilipa.',
  'privacy.delete.upcoming': 'Miadi yako ijayo, na kinachotokea kwa kila mmoja:',
  'privacy.delete.depositBack':
    '{service}, {when}: inaghairiwa. Amana ya Ksh {amount, number} inarudi kwa nambari ya M-Pesa iliyoilipa, ndani ya dakika chache.',
  'privacy.delete.depositKept':
    '{service}, {when}: inaghairiwa. Amana ya Ksh {amount, number} haitarudi: zimebaki chini ya saa 24 kabla ya miadi.',
  'privacy.delete.noDeposit': '{service}, {when}: inaghairiwa, na mtoa huduma anaarifiwa.',
  'privacy.delete.guest':
    'Miadi uliyoweka kama mgeni, bila kuingia, si sehemu ya akaunti yako: idhibiti au ighairi kwa kiungo kilicho kwenye barua pepe yake. Miadi ya mgeni ikishapita, kufuta akaunti yako kunaondoa jina, barua pepe na simu yako humo pia.',
  'privacy.delete.listings': 'Matangazo yako yataondolewa, na wateja wenye miadi ijayo wataarifiwa.',
  'privacy.delete.reviews': 'Maoni uliyotoa yatabaki, yakionyesha jina "Mteja wa zamani", ili alama zibaki za kweli.',
  'privacy.delete.money':
    'Kumbukumbu za malipo zitahifadhiwa kwa miaka saba, kama sheria ya kodi inavyotaka, bila jina lako, barua pepe wala simu.',
  'privacy.delete.signIn':
    'Utaondolewa kwenye vifaa vyote na hutaweza kuingia tena. Tutakutumia barua pepe ya kuthibitisha.',
  'privacy.delete.password': 'Nenosiri lako',
  'privacy.delete.understand': 'Naelewa kwamba hili haliwezi kutenduliwa',
  'privacy.delete.button': 'Futa akaunti yangu',
  'privacy.deleted.title': 'Akaunti yako imefutwa',
  'privacy.deleted.text':
    'Akaunti yako na data zako binafsi zilizomo zimefutwa. Tumetuma uthibitisho kwenye barua pepe yako.',
  'privacy.staffRole':
    'Akaunti ya mfanyakazi wa Mabinti haiwezi kufutwa ikiwa bado ina wadhifa. Mwombe msimamizi mwingine auondoe kwanza.',
  'privacy.owedFirst':
    'Bado unadai Ksh {amount, number}. Tunazituma kwenye nambari yako ya M-Pesa; futa akaunti yako zikishafika.',
  'privacy.bookingSoon':
    'Una miadi ndani ya saa 2 zijazo, na sasa ni kuchelewa mno kuighairi. Unaweza kufuta akaunti yako baada ya miadi hiyo.',
  'privacy.mustConfirm': 'Weka alama kwenye kisanduku kuthibitisha kwamba unaelewa.',
  'privacy.formerClient': 'Mteja wa zamani',
  'privacy.guest.title': 'Data zako kwenye miadi hii',
  'privacy.guest.button': 'Pakua data za miadi hii',
  'privacy.mail.ready.subject': 'Data zako za Mabinti ziko tayari',
  'privacy.mail.ready.text': 'Faili lenye data zako liko tayari. Lipakue kwenye ukurasa ulio hapa chini hadi {until}.',
  'privacy.mail.erased.subject': 'Akaunti yako ya Mabinti imefutwa',
  'privacy.mail.erased.text':
    'Akaunti yako na data zako binafsi zilizomo zimefutwa, kama ulivyoomba. Kumbukumbu za malipo zinahifadhiwa kwa miaka saba bila jina lako, barua pepe wala simu. Ikiwa hukuomba hili, jibu barua pepe hii.',
};
