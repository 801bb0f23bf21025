/** What other features read of reviews: the reported ones waiting on a seller's listings (their Today). */
import type { Database } from '#functions/db/client';
import * as repo from './repository';

export const reportedReviewsOf = (db: Database, sellerId: string) => repo.reportedReviewsOf(db, sellerId);
