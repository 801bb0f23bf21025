/** The phone check's words, apart so a form with a phone field carries only these. */
export const PHONE_MESSAGES = {
  phone: 'phoneMessages.phone',
  phoneAfterCleaning: 'phoneMessages.phoneAfterCleaning',
} as const;
