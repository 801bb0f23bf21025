/** The phone check's words, apart so a form with a phone field carries only these. */
export const PHONE_MESSAGES = {
  phone: 'Please enter a valid phone number',
  phoneAfterCleaning: 'Invalid phone number format after cleaning',
} as const;
