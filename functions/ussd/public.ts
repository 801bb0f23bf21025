/** What the chat shares with the phone menu: the identity a number has on the phone channels. */
import type { Locale } from '#shared/i18n/locales';
import type { Database, Queries } from '#functions/db/client';
import * as repo from './repository';

export type IdentityRow = repo.IdentityRow;
export const identityOf = (db: Database, phone: string, now: number) => repo.identityOf(db, phone, now);
export const setIdentity = (db: Queries, id: number, change: { name?: string; locale?: Locale }) =>
  repo.setIdentity(db, id, change);
