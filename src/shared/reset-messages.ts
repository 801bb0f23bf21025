/** What the password reset says (API and page). No script imports it: the page shows it from the server. */
export const RESET_MESSAGES = {
  requested: 'resetMessages.requested',
  changed: 'resetMessages.changed',
} as const;
