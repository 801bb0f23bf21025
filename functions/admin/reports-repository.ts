/**
 * Reports: anyone may report a listing (visitors too, rate-limited); the queue shows
 * what was reported, how often, why and by whom, with reported reviews (decision 013) beside
 * listings, the most reported first.
 */
import { and, count, desc, eq, isNull, max, sql } from 'drizzle-orm';
import { parseId } from '#functions/api/ids';
import type { Database, Queries } from '#functions/db/client';
import { listingReports } from '#functions/db/schema/admin';
import { users } from '#functions/db/schema/accounts';
import { services } from '#functions/db/schema/catalogue';
import { reviewReports, reviews } from '#functions/db/schema/trust';

/** Open reports on listings, one line per listing: how many, the reasons, the latest notes. */
export function openListingReports(db: Database, limit = 100, offset = 0) {
  return db
    .select({
      serviceId: listingReports.serviceId,
      name: services.name,
      sellerId: services.sellerId,
      hidden: sql<boolean>`${services.hiddenAt} IS NOT NULL`,
      reports: count(),
      reasons: sql<string>`group_concat(DISTINCT ${listingReports.reason})`,
      notes: sql<string>`group_concat(NULLIF(${listingReports.note}, ''), ' | ')`,
      reporters: sql<number>`count(DISTINCT ${listingReports.reporterId})`,
      visitors: sql<number>`sum(${listingReports.reporterId} IS NULL)`,
      latest: max(listingReports.createdAt),
    })
    .from(listingReports)
    .innerJoin(services, eq(services.id, listingReports.serviceId))
    .where(isNull(listingReports.resolvedAt))
    .groupBy(listingReports.serviceId)
    .orderBy(desc(count()), desc(max(listingReports.createdAt)), listingReports.serviceId)
    .limit(limit)
    .offset(offset);
}

/** Open reports on reviews, one line per review, with the review itself. */
export function openReviewReports(db: Database, limit = 100, offset = 0) {
  return db
    .select({
      reviewId: reviewReports.reviewId,
      text: reviews.text,
      rating: reviews.rating,
      reviewerName: reviews.reviewerName,
      serviceId: reviews.serviceId,
      hidden: sql<boolean>`${reviews.hiddenAt} IS NOT NULL`,
      reports: count(),
      reasons: sql<string>`group_concat(DISTINCT ${reviewReports.reason})`,
      reporterNames: sql<string>`group_concat(DISTINCT ${users.userName})`,
      latest: max(reviewReports.createdAt),
    })
    .from(reviewReports)
    .innerJoin(reviews, eq(reviews.id, reviewReports.reviewId))
    .innerJoin(users, eq(users.id, reviewReports.reporterId))
    .where(isNull(reviewReports.resolvedAt))
    .groupBy(reviewReports.reviewId)
    .orderBy(desc(count()), desc(max(reviewReports.createdAt)), reviewReports.reviewId)
    .limit(limit)
    .offset(offset);
}

/** A listing as staff see it, hidden or not, with its seller's name. */
export async function listingForStaff(db: Database, rawId: string) {
  const id = parseId(rawId);
  if (id === undefined) return undefined;
  const [row] = await db
    .select({ listing: services, seller: users.userName })
    .from(services)
    .innerJoin(users, eq(users.id, services.sellerId))
    .where(eq(services.id, id));
  return row;
}

/** Who reported a listing (names of accounts; visitors are counted, never identified). */
export async function reportersOf(db: Database, serviceId: number) {
  return db
    .select({
      reason: listingReports.reason,
      note: listingReports.note,
      name: users.userName,
      at: listingReports.createdAt,
    })
    .from(listingReports)
    .leftJoin(users, eq(users.id, listingReports.reporterId))
    .where(and(eq(listingReports.serviceId, serviceId), isNull(listingReports.resolvedAt)))
    .orderBy(desc(listingReports.id))
    .limit(50);
}

export async function insertListingReport(db: Queries, report: typeof listingReports.$inferInsert): Promise<void> {
  await db.insert(listingReports).values(report);
}
