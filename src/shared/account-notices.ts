/**
 * The account messages shown as toasts on the next page (src/scripts/toast.ts), apart from the
 * rest of ACCOUNT_MESSAGES so every page's toast script carries only these.
 */
export const SIGNED_IN = 'Successfully signed in!';
export const ACCOUNT_CREATED = 'Account created successfully!';
export const PASSWORD_CHANGED = 'Your password has been changed. Please sign in with your new password.';
