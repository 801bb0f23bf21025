/** The account forms' messages (spec wording), schema-free so forms elsewhere import them cheaply. */
import { PHONE_MESSAGES } from './phone-messages';

export const ACCOUNT_MESSAGES = {
  email: 'accountMessages.email',
  passwordRequired: 'accountMessages.passwordRequired',
  firstName: 'accountMessages.firstName',
  lastName: 'accountMessages.lastName',
  phone: PHONE_MESSAGES.phone,
  password: 'accountMessages.password',
  passwordsDiffer: 'accountMessages.passwordsDiffer',
  phoneAfterCleaning: PHONE_MESSAGES.phoneAfterCleaning,
  choosePackage: 'accountMessages.choosePackage',
  signInFailed: 'accountMessages.signInFailed',
  signUpFailed: 'accountMessages.signUpFailed',
  signedIn: 'accountMessages.signedIn',
  accountCreated: 'accountMessages.accountCreated',
  emailTaken: 'accountMessages.emailTaken',
  signInRequired: 'accountMessages.signInRequired',
  crossSite: 'accountMessages.crossSite',
  commonPassword: 'accountMessages.commonPassword',
} as const;

/** The words a page with the account's forms shows for what the server refuses. */
export const ACCOUNT_PAGE_WORDS = [
  ...Object.values(ACCOUNT_MESSAGES),
  'api.passwordTooLong',
  'api.namesTooLong',
] as const;
