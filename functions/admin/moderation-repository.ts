/** Hiding and restoring listings and reviews, and closing the reports on them. */
import { and, eq, isNull } from 'drizzle-orm';
import type { Queries } from '#functions/db/client';
import { listingReports } from '#functions/db/schema/admin';
import { services } from '#functions/db/schema/catalogue';
import { reviewReports, reviews } from '#functions/db/schema/trust';

export type ListingRow = typeof services.$inferSelect;

export async function listingById(db: Queries, id: number): Promise<ListingRow | undefined> {
  const [row] = await db.select().from(services).where(eq(services.id, id));
  return row;
}

export async function setListingHiddenAt(db: Queries, id: number, hide: boolean, reason: string, now: number) {
  await db
    .update(services)
    .set(hide ? { hiddenAt: new Date(now), hiddenReason: reason } : { hiddenAt: null, hiddenReason: null })
    .where(eq(services.id, id));
}

export const reviewById = async (db: Queries, id: number) =>
  (await db.select().from(reviews).where(eq(reviews.id, id)))[0];

export async function setReviewHiddenAt(db: Queries, id: number, hide: boolean, now: number) {
  const [after] = await db
    .update(reviews)
    .set({ hiddenAt: hide ? new Date(now) : null })
    .where(eq(reviews.id, id))
    .returning();
  return after!;
}

/** Closes the open reports on a listing; the ids closed. */
export const resolveListingReports = (db: Queries, serviceId: number, now: number) =>
  db
    .update(listingReports)
    .set({ resolvedAt: new Date(now) })
    .where(and(eq(listingReports.serviceId, serviceId), isNull(listingReports.resolvedAt)))
    .returning({ id: listingReports.id });

/** Closes the open reports on a review; the ids closed. */
export const resolveReviewReports = (db: Queries, reviewId: number, now: number) =>
  db
    .update(reviewReports)
    .set({ resolvedAt: new Date(now) })
    .where(and(eq(reviewReports.reviewId, reviewId), isNull(reviewReports.resolvedAt)))
    .returning({ id: reviewReports.id });
