/**
 * What the account page's islands show, in English (no imports: the islands take it whole). Its
 * Kiswahili is in src/shared/i18n/sw-messages.ts, keyed by these texts, and reaches a Kiswahili
 * page through BaseLayout's `words` (decision 020).
 */
export const ACCOUNT_PANEL_TEXT = {
  settings: 'Account settings',
  profile: 'Profile',
  password: 'Password',
  profileSaved: 'Profile saved',
  profileFailed: 'Failed to save your profile. Please try again.',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone number',
  saving: 'Saving...',
  saveProfile: 'Save profile',
  passwordFailed: 'Failed to change your password. Please try again.',
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmNewPassword: 'Confirm new password',
  changePassword: 'Change password',
  remove: 'Remove',
  removing: 'Removing...',
  removeConfirm: 'Remove "{name}"? It disappears from Mabinti at once.',
  removed: '"{name}" was removed',
} as const;
