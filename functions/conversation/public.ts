/** What the phone channels share: the identity a number has on USSD and WhatsApp. */
import type { Database } from '#functions/db/client';
import * as repo from './repository';

export type IdentityRow = repo.IdentityRow;
export const identityOf = (db: Database, phone: string, now: number) => repo.identityOf(db, phone, now);
export const localeOfPhone = (db: Database, phone: string) => repo.localeOfPhone(db, phone);
