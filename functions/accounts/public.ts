/** What other features read of accounts: an account by its id, a package's limits. */
import type { Database, Queries } from '#functions/db/client';
import * as repo from './repository';

export const findUserById = (db: Queries, id: string) => repo.findUserById(db, id);
export const findPackageRow = (db: Database, id: string) => repo.findPackageRow(db, id);
