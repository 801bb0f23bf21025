/**
 * What the seller's working-hours island shows and checks, in English (decision 020). Its
 * Kiswahili is in src/shared/i18n/sw-work-texts.ts, keyed by these texts, and reaches a Kiswahili
 * page as the island's `words`.
 */
import { BLOCKED_DATES_MAX } from './booking-messages';
import { DAY_CLOSES, DAY_OPENS, slotLabel } from './booking-time';

export const AVAILABILITY_TEXT = {
  workingHours: 'Working hours',
  closed: 'Closed',
  to: 'to',
  opensAt: '{day} opens at',
  closesAt: '{day} closes at',
  save: 'Save working hours',
  saved: 'Working hours saved',
  dayOff: 'Day off',
  daysOff: 'Days off',
  block: 'Block this day',
  added: 'Day off added',
  removed: 'Day off removed',
  remove: 'Remove',
} as const;

/** What the week's and the days off's checks say, in the island and in the API. */
export const AVAILABILITY_MESSAGES = {
  halfHour: 'Hours must be on the half hour',
  withinDay: `Hours must be between ${slotLabel(DAY_OPENS)} and ${slotLabel(DAY_CLOSES)}`,
  closesAfterOpens: 'Closing time must be after opening time',
  sevenDays: 'Give the hours of all seven days',
  chooseDate: 'Choose a date',
  validDate: 'Choose a valid date',
  fromToday: 'Choose a date from today on',
  tooManyDays: `You can block up to ${BLOCKED_DATES_MAX} upcoming days`,
} as const;
