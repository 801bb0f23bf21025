/**
 * The Kiswahili of a seller's working tools, of the staff's pages and of the API's refusals that
 * belong to no message set, keyed by the English text (decision 020); sw-messages.ts looks here
 * after sw-texts.ts.
 */
import { AVAILABILITY_MESSAGES, AVAILABILITY_TEXT } from '#shared/availability-texts';
import { SCRIPT_NOTICES } from '#shared/script-texts';
import { MODERATION_MESSAGES } from '#shared/moderation';
import { BLOCKED_DATES_MAX } from '#shared/booking-messages';
import { swahiliTime } from './format';
import { DAY_CLOSES, DAY_OPENS } from '#shared/booking-time';

export const SW_WORK_TEXTS: Record<string, string> = {
  [AVAILABILITY_TEXT.workingHours]: 'Saa za kazi',
  [AVAILABILITY_TEXT.closed]: 'Imefungwa',
  [AVAILABILITY_TEXT.to]: 'hadi',
  [AVAILABILITY_TEXT.opensAt]: '{day}: saa ya kufungua',
  [AVAILABILITY_TEXT.closesAt]: '{day}: saa ya kufunga',
  [AVAILABILITY_TEXT.save]: 'Hifadhi saa za kazi',
  [AVAILABILITY_TEXT.saved]: 'Saa za kazi zimehifadhiwa',
  [AVAILABILITY_TEXT.dayOff]: 'Siku ya mapumziko',
  [AVAILABILITY_TEXT.daysOff]: 'Siku za mapumziko',
  [AVAILABILITY_TEXT.block]: 'Funga siku hii',
  [AVAILABILITY_TEXT.added]: 'Siku ya mapumziko imeongezwa',
  [AVAILABILITY_TEXT.removed]: 'Siku ya mapumziko imeondolewa',
  [AVAILABILITY_TEXT.remove]: 'Ondoa',
  [AVAILABILITY_MESSAGES.halfHour]: 'Saa ziwe kamili au nusu saa',
  [AVAILABILITY_MESSAGES.withinDay]: `Saa ziwe kati ya ${swahiliTime(DAY_OPENS)} na ${swahiliTime(DAY_CLOSES)}`,
  [AVAILABILITY_MESSAGES.closesAfterOpens]: 'Saa ya kufunga iwe baada ya saa ya kufungua',
  [AVAILABILITY_MESSAGES.sevenDays]: 'Weka saa za siku zote saba',
  [AVAILABILITY_MESSAGES.chooseDate]: 'Chagua tarehe',
  [AVAILABILITY_MESSAGES.validDate]: 'Chagua tarehe sahihi',
  [AVAILABILITY_MESSAGES.fromToday]: 'Chagua tarehe ya leo au baadaye',
  [AVAILABILITY_MESSAGES.tooManyDays]: `Unaweza kufunga hadi siku ${BLOCKED_DATES_MAX} zijazo`,
  [SCRIPT_NOTICES.settingsSaved]: 'Mipangilio ya miadi imehifadhiwa',
  [MODERATION_MESSAGES.reported]: 'Asante. Tutaliangalia tangazo hili.',
  [MODERATION_MESSAGES.reasonRequired]: 'Tafadhali toa sababu (herufi 500 au chache)',
  [MODERATION_MESSAGES.answerRequired]: 'Tafadhali andika jibu (herufi 5000 au chache)',
  [MODERATION_MESSAGES.signIn]: 'Tafadhali ingia kwa akaunti ya wafanyakazi.',
  [MODERATION_MESSAGES.forbidden]: 'Akaunti yako haiwezi kufanya hili.',
  [MODERATION_MESSAGES.ownRole]: 'Huwezi kubadilisha jukumu lako mwenyewe wala kujisimamisha.',
  [MODERATION_MESSAGES.chooseReason]: 'Tafadhali chagua sababu',
  [MODERATION_MESSAGES.noteTooLong]: 'Maelezo yasizidi herufi 500',
  [MODERATION_MESSAGES.chooseRole]: 'Tafadhali chagua jukumu',
  'This message has been answered already.': 'Ujumbe huu umeshajibiwa.',
  'The request could not be read': 'Ombi halikuweza kusomeka',
  'Request body must be JSON or a multipart form': 'Maudhui ya ombi yawe JSON au fomu ya multipart',
  'Request body must be an object': 'Maudhui ya ombi yawe kitu cha JSON',
  'The form could not be read': 'Fomu haikuweza kusomeka',
  'Too many files': 'Faili ni nyingi mno',
  'Unknown package': 'Kifurushi hakijulikani',
  'Your package is already paid: renew it or change it instead':
    'Kifurushi chako tayari kimelipwa: kisasishe au ukibadilishe badala yake',
  'Pay for your package first': 'Lipia kifurushi chako kwanza',
  'Only a package that is running can be upgraded; choose a new package instead':
    'Kifurushi kinachoendelea pekee ndicho kinachoweza kupandishwa; chagua kifurushi kipya badala yake',
  'Please choose a different time.': 'Tafadhali chagua wakati mwingine.',
  'This booking was changed meanwhile. Please reload and try again.':
    'Miadi hii imebadilishwa wakati huohuo. Tafadhali pakia ukurasa upya kisha ujaribu tena.',
  'Unknown option': 'Chaguo halijulikani',
  'That picture or video is not part of this listing': 'Picha au video hiyo si sehemu ya tangazo hili',
  'Invalid listing': 'Tangazo si sahihi',
  'Unknown category': 'Aina haijulikani',
  'Unknown subcategory': 'Kundi halijulikani',
  'A subcategory needs its category': 'Kundi linahitaji aina yake',
  'Category cannot be empty': 'Aina haiwezi kuwa tupu',
  'Account type must be buyer or seller': 'Aina ya akaunti iwe mnunuzi au muuzaji',
  'Prices must be numbers': 'Bei ziwe nambari',
  'Prices cannot be negative': 'Bei haziwezi kuwa chini ya sifuri',
  'Price is too large': 'Bei ni kubwa mno',
  'Location can be at most 100 characters': 'Mahali pasizidi herufi 100',
  'The video size is missing': 'Ukubwa wa video haujatajwa',
  'The video is empty': 'Video haina kitu',
};
