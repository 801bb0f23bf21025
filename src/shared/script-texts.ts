/** Texts only the pages' small scripts show (no imports: every page's script may take them). */
export const CONFIRM_CANCEL = 'Cancel this booking?';
export const CONFIRM_DECLINE = 'Decline this booking?';
export const SCRIPT_NOTICES = {
  signInToPost: 'Please sign in to post a service',
  sellersOnly: 'Only sellers can post services',
  invalidUser: 'Invalid user data',
  settingsSaved: 'Booking settings saved',
} as const;
