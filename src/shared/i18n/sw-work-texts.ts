/**
 * The Kiswahili of a seller's working tools and of the staff's pages, keyed by the English text
 * (decision 020); sw-messages.ts looks here after sw-texts.ts.
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
  [AVAILABILITY_TEXT.checkHours]: 'Tafadhali hakiki saa zako',
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
};
