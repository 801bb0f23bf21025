/** What a listing's page shows of its reviews: the summary and the newest reviews, paged. */
import { z } from 'zod';
import { decodeCursor, encodeCursor, position } from '#functions/api/cursor';
import type { Page } from '#functions/api/pagination';
import type { Database } from '#functions/db/client';
import * as repo from './repository';
import { toReviewView } from './view';

export const REVIEWS_PER_PAGE = 5;
const ReviewCursor = z.object({ before: position, page: position });

export interface RatingSummary {
  average: number | null;
  count: number;
  /** How many reviews gave 5, 4, 3, 2 and 1 stars, in that order. */
  distribution: Array<{ stars: number; count: number }>;
  quality: number | null;
  value: number | null;
  punctuality: number | null;
}

const averageOf = (value: string | null) => (value === null ? null : Number(value));

export async function ratingSummary(db: Database, serviceId: number): Promise<RatingSummary> {
  const { byStars, averages } = await repo.ratingBreakdown(db, serviceId);
  const counts = new Map(byStars.map((row) => [row.stars, row.count]));
  const count = byStars.reduce((total, row) => total + row.count, 0);
  const sum = byStars.reduce((total, row) => total + row.stars * row.count, 0);
  return {
    average: count ? sum / count : null,
    count,
    distribution: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: counts.get(stars) ?? 0 })),
    quality: averageOf(averages.quality),
    value: averageOf(averages.value),
    punctuality: averageOf(averages.punctuality),
  };
}

/** Newest first, `limit` at a time; a cursor names the last review seen. */
async function pageOfReviews<T>(
  cursor: string | null,
  limit: number,
  read: (limit: number, beforeId?: number) => Promise<repo.ReviewRow[]>,
  view: (row: repo.ReviewRow) => T,
): Promise<Page<T>> {
  const from = cursor ? decodeCursor(cursor, ReviewCursor) : null;
  const rows = await read(limit + 1, from?.before);
  const shown = rows.slice(0, limit);
  const page = from?.page ?? 1;
  const next = rows.length > limit ? encodeCursor({ before: shown.at(-1)!.id, page: page + 1 }) : null;
  return { items: shown.map(view), page, hasMore: next !== null, next };
}

/** A listing's visible reviews, for its page and the API. */
export const reviewsPage = (db: Database, serviceId: number, cursor: string | null, limit = REVIEWS_PER_PAGE) =>
  pageOfReviews(cursor, limit, (n, before) => repo.reviewsOfListing(db, serviceId, n, before), toReviewView);

/** A seller's reviews for their dashboard: hidden ones too, marked, with the listing they were about. */
export const sellerReviewsPage = (db: Database, sellerId: string, cursor: string | null, limit = 20) =>
  pageOfReviews(
    cursor,
    limit,
    (n, before) => repo.reviewsOfSeller(db, sellerId, n, before),
    (row) => ({ ...toReviewView(row), serviceId: row.serviceId, hidden: row.hiddenAt !== null }),
  );
