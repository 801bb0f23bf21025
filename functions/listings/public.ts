/** What other features read of a seller's listings. */
import type { Database } from '#functions/db/client';
import * as repo from './repository';

export const listingsOfSeller = (db: Database, sellerId: string) => repo.listingsOfSeller(db, sellerId);
