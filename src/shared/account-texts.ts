/**
 * What the account page's islands show, as catalogue keys (no imports: the islands take it
 * whole). Their texts reach the page through BaseLayout's `words` (decision 020).
 */
export const ACCOUNT_PANEL_TEXT = {
  settings: 'accountPanel.settings',
  profile: 'accountPanel.profile',
  password: 'accountPanel.password',
  profileSaved: 'accountPanel.profileSaved',
  profileFailed: 'accountPanel.profileFailed',
  firstName: 'accountPanel.firstName',
  lastName: 'accountPanel.lastName',
  email: 'accountPanel.email',
  phone: 'accountPanel.phone',
  saving: 'accountPanel.saving',
  saveProfile: 'accountPanel.saveProfile',
  passwordFailed: 'accountPanel.passwordFailed',
  currentPassword: 'accountPanel.currentPassword',
  newPassword: 'accountPanel.newPassword',
  confirmNewPassword: 'accountPanel.confirmNewPassword',
  changePassword: 'accountPanel.changePassword',
  remove: 'accountPanel.remove',
  removing: 'accountPanel.removing',
  removeConfirm: 'accountPanel.removeConfirm',
  removed: 'accountPanel.removed',
} as const;
