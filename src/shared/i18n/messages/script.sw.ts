import type { ScriptMessagesKey } from './script';

/** The script messages in Kiswahili, by the same keys. */
export const scriptMessagesSw: Record<ScriptMessagesKey, string> = {
  'favouriteMessages.notFound': 'Huduma haikupatikana',
  'favouriteMessages.saved': 'Imehifadhiwa kwenye vipendwa vyako',
  'favouriteMessages.removed': 'Imeondolewa kwenye vipendwa vyako',
  'favouriteMessages.signIn': 'Tafadhali ingia ili kuhifadhi vipendwa',
  'scriptNotices.signInToPost': 'Tafadhali ingia ili kuweka huduma',
  'scriptNotices.sellersOnly': 'Watoa huduma pekee ndio wanaweza kuweka huduma',
  'scriptNotices.invalidUser': 'Taarifa za mtumiaji si sahihi',
  'scriptNotices.settingsSaved': 'Mipangilio ya miadi imehifadhiwa',
  'reviewNotices.reported': 'Asante. Msimamizi ataangalia maoni haya.',
  'reviewNotices.replied': 'Jibu lako limechapishwa',
  'reviewNotices.saved': 'Asante kwa maoni yako!',
  'scriptNotices.confirmDecline': 'Je, ungependa kukataa miadi hii?',
};
