/** Texts only the pages' small scripts show, as catalogue keys (type imports only: every page's script may take them). */
export const CONFIRM_DECLINE = 'scriptNotices.confirmDecline';
export const SCRIPT_NOTICES = {
  signInToPost: 'scriptNotices.signInToPost',
  sellersOnly: 'scriptNotices.sellersOnly',
  invalidUser: 'scriptNotices.invalidUser',
  settingsSaved: 'scriptNotices.settingsSaved',
} as const;
