import { dictionary } from '@zxcvbn-ts/language-common';
import { ACCOUNT_MESSAGES } from '#shared/account-messages';
import { HttpError } from '#functions/api/http-error';

/** How many of the most used passwords (zxcvbn-ts's ranked list, kept up by its authors) are refused. */
const REFUSED = 10_000;
let common: Set<string> | undefined;

/** True for one of the 10,000 most used passwords, whatever its case. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']!.slice(0, REFUSED));
  return common.has(password.toLowerCase());
}

/** 400 with the reason for a password anyone would guess first (sign-up, change, reset). */
export function refuseCommonPassword(password: string): void {
  if (isCommonPassword(password)) throw new HttpError(400, ACCOUNT_MESSAGES.commonPassword);
}
