/**
 * What the seller's working-hours island shows and checks, as catalogue keys (decision 020): its
 * texts are in src/shared/i18n/messages/work.ts and reach the island as its `words`.
 */
export const AVAILABILITY_TEXT = {
  workingHours: 'availabilityText.workingHours',
  closed: 'availabilityText.closed',
  to: 'availabilityText.to',
  opensAt: 'availabilityText.opensAt',
  closesAt: 'availabilityText.closesAt',
  save: 'availabilityText.save',
  saved: 'availabilityText.saved',
  dayOff: 'availabilityText.dayOff',
  daysOff: 'availabilityText.daysOff',
  block: 'availabilityText.block',
  added: 'availabilityText.added',
  removed: 'availabilityText.removed',
  remove: 'availabilityText.remove',
} as const;

/** What the week's and the days off's checks say, in the island and in the API. */
export const AVAILABILITY_MESSAGES = {
  halfHour: 'availabilityMessages.halfHour',
  withinDay: 'availabilityMessages.withinDay',
  closesAfterOpens: 'availabilityMessages.closesAfterOpens',
  sevenDays: 'availabilityMessages.sevenDays',
  chooseDate: 'availabilityMessages.chooseDate',
  validDate: 'availabilityMessages.validDate',
  fromToday: 'availabilityMessages.fromToday',
  tooManyDays: 'availabilityMessages.tooManyDays',
  confirmHours: 'availabilityMessages.confirmHours',
} as const;
