/** The account forms' messages (spec wording), schema-free so forms elsewhere import them cheaply. */
import { PHONE_MESSAGES } from './phone-messages';

export const ACCOUNT_MESSAGES = {
  email: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  firstName: 'First name must be at least 2 characters',
  lastName: 'Last name must be at least 2 characters',
  phone: PHONE_MESSAGES.phone,
  password: 'Password must be at least 8 characters',
  passwordsDiffer: "Passwords don't match",
  phoneAfterCleaning: PHONE_MESSAGES.phoneAfterCleaning,
  choosePackage: 'Please select a package to continue',
  signInFailed: 'Failed to sign in. Please check your credentials.',
  signUpFailed: 'Failed to create account. Please try again.',
  signedIn: 'Successfully signed in!',
  accountCreated: 'Account created successfully!',
  emailTaken: 'An account with this email already exists. Please sign in instead.',
  signInRequired: 'Please sign in to continue.',
  crossSite: 'This request did not come from Mabinti and was refused.',
  commonPassword: 'This password is one of the most common, so it is easy to guess. Please choose another.',
} as const;
