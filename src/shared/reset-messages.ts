/** What the password reset says (API and page). No script imports it: the page shows it from the server. */
export const RESET_MESSAGES = {
  requested: 'If an account exists for that email, we have sent a link to reset the password. It works for one hour.',
  changed: 'Your password has been changed. Please sign in with your new password.',
} as const;
