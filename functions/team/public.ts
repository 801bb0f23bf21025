/** What other features read of a team: the member an account signs in as. */
import type { Database } from '#functions/db/client';
import * as repo from './repository';

export const memberOfUser = (db: Database, userId: string) => repo.memberOfUser(db, userId);
