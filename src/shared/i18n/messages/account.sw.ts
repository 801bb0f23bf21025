import type { AccountMessagesKey } from './account';

/** The account messages in Kiswahili, by the same keys. */
export const accountMessagesSw: Record<AccountMessagesKey, string> = {
  'accountMessages.email': 'Tafadhali weka anwani sahihi ya barua pepe',
  'accountMessages.passwordRequired': 'Nenosiri linahitajika',
  'accountMessages.firstName': 'Jina la kwanza liwe na herufi 2 au zaidi',
  'accountMessages.lastName': 'Jina la mwisho liwe na herufi 2 au zaidi',
  'accountMessages.password': 'Nenosiri liwe na herufi 8 au zaidi',
  'accountMessages.passwordsDiffer': 'Manenosiri hayafanani',
  'accountMessages.choosePackage': 'Tafadhali chagua kifurushi ili kuendelea',
  'accountMessages.signInFailed': 'Imeshindikana kuingia. Tafadhali hakiki barua pepe na nenosiri lako.',
  'accountMessages.signUpFailed': 'Imeshindikana kufungua akaunti. Tafadhali jaribu tena.',
  'accountMessages.signedIn': 'Umeingia!',
  'accountMessages.accountCreated': 'Akaunti imefunguliwa!',
  'accountMessages.emailTaken': 'Tayari kuna akaunti yenye barua pepe hii. Tafadhali ingia badala yake.',
  'accountMessages.signInRequired': 'Tafadhali ingia ili kuendelea.',
  'accountMessages.crossSite': 'Ombi hili halikutoka Mabinti, kwa hiyo limekataliwa.',
  'accountMessages.commonPassword':
    'Nenosiri hili ni rahisi kukisia: linatumiwa sana, au lina herufi zinazojirudia au zinazofuatana, majina, mahali au jina la tovuti hii. Maneno machache yasiyohusiana hufanya nenosiri imara.',
  'phoneMessages.phone': 'Tafadhali weka nambari sahihi ya simu',
  'phoneMessages.phoneAfterCleaning': 'Nambari ya simu si sahihi',
  'resetMessages.requested':
    'Ikiwa kuna akaunti yenye barua pepe hiyo, tumetuma kiungo cha kubadilisha nenosiri. Kinafanya kazi kwa saa moja.',
  'resetMessages.changed': 'Nenosiri lako limebadilishwa. Tafadhali ingia kwa nenosiri lako jipya.',
  'contactMessages.name': 'Jina liwe na herufi 2 au zaidi',
  'contactMessages.phone': 'Nambari ya simu iwe na tarakimu 10 au zaidi',
  'contactMessages.subject': 'Kichwa kiwe na herufi 5 au zaidi',
  'contactMessages.message': 'Ujumbe uwe na herufi 10 au zaidi',
  'contactMessages.sent': 'Ujumbe umetumwa! Tutakujibu hivi karibuni.',
  'contactMessages.failed': 'Imeshindikana kutuma ujumbe. Tafadhali jaribu tena.',
};
