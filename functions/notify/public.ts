/** What other features use of messaging's records: the kind an erased account's last e-mail has, an account's language. */
import type { Queries } from '#functions/db/client';
import { accountLocale as localeOf } from './preferences-repository';

/** What an erased account's last e-mail is about: once handed over, its address is forgotten too (decision 028). */
export const ERASED_KIND = 'account-erased';

export const accountLocale = (db: Queries, userId: string) => localeOf(db, userId);
