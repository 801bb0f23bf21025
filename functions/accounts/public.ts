/** What other features read of accounts: the signed-in account's type, an account by its id, a package's limits. */
import type { Database, Queries } from '#functions/db/client';
import * as repo from './repository';
import type { User as SignedInUser } from './sessions-repository';

/** A signed-in account, as sessions give it. */
export type User = SignedInUser;

export const findUserById = (db: Queries, id: string) => repo.findUserById(db, id);
export const findPackageRow = (db: Database, id: string) => repo.findPackageRow(db, id);
