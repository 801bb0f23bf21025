import { and, avg, count, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Queries } from '#functions/db/client';
import { bookingEvents } from '#functions/db/schema/bookings';
import { reviewReports, reviews } from '#functions/db/schema/trust';
import { services } from '#functions/db/schema/catalogue';

export type ReviewRow = typeof reviews.$inferSelect;
export type NewReview = typeof reviews.$inferInsert;

/** When the seller marked a booking completed (the latest time, if it was ever marked twice). */
export async function completedAt(db: Database, bookingId: number): Promise<number | null> {
  const [row] = await db
    .select({ at: bookingEvents.at })
    .from(bookingEvents)
    .where(and(eq(bookingEvents.bookingId, bookingId), eq(bookingEvents.status, 'completed')))
    .orderBy(desc(bookingEvents.id))
    .limit(1);
  return row?.at.getTime() ?? null;
}

export async function insertReview(db: Database, review: NewReview): Promise<ReviewRow> {
  const [row] = await db.insert(reviews).values(review).returning();
  return row!;
}

export const findReview = (db: Database, id: number) => db.query.reviews.findFirst({ where: eq(reviews.id, id) });
export const reviewOfBooking = (db: Queries, bookingId: number) =>
  db.query.reviews.findFirst({ where: eq(reviews.bookingId, bookingId) });

/** Reviews of the given bookings, by booking id (for the bookings pages). */
export async function reviewsOfBookings(db: Queries, bookingIds: number[]) {
  if (bookingIds.length === 0) return new Map<number, ReviewRow>();
  const rows = await db.select().from(reviews).where(inArray(reviews.bookingId, bookingIds));
  return new Map(rows.map((row) => [row.bookingId, row]));
}

export async function updateReview(db: Database, id: number, changes: Partial<NewReview>) {
  const [row] = await db.update(reviews).set(changes).where(eq(reviews.id, id)).returning();
  return row;
}

/** The seller's one reply: written only if there is none yet, so two at once leave one. */
export async function setReplyOnce(db: Database, id: number, reply: string, at: Date) {
  const [row] = await db
    .update(reviews)
    .set({ reply, repliedAt: at })
    .where(and(eq(reviews.id, id), isNull(reviews.reply)))
    .returning();
  return row;
}

export async function insertReport(db: Database, report: typeof reviewReports.$inferInsert) {
  await db.insert(reviewReports).values(report);
}

const visible = isNull(reviews.hiddenAt);

/** A listing's visible reviews, newest first, by keyset (`beforeId`). */
export const reviewsOfListing = (db: Database, serviceId: number, limit: number, beforeId?: number) =>
  db
    .select()
    .from(reviews)
    .where(
      and(eq(reviews.serviceId, serviceId), visible, beforeId === undefined ? undefined : lt(reviews.id, beforeId)),
    )
    .orderBy(desc(reviews.id))
    .limit(limit);

/** A seller's reviews, newest first, hidden ones included (they see what a moderator did). */
export const reviewsOfSeller = (db: Database, sellerId: string, limit: number, beforeId?: number) =>
  db
    .select()
    .from(reviews)
    .where(and(eq(reviews.sellerId, sellerId), beforeId === undefined ? undefined : lt(reviews.id, beforeId)))
    .orderBy(desc(reviews.id))
    .limit(limit);

/** How many visible reviews gave each number of stars, and the sub-ratings' averages. */
export async function ratingBreakdown(db: Database, serviceId: number) {
  const where = and(eq(reviews.serviceId, serviceId), visible);
  const [byStars, [averages]] = await Promise.all([
    db.select({ stars: reviews.rating, count: count() }).from(reviews).where(where).groupBy(reviews.rating),
    db
      .select({ quality: avg(reviews.quality), value: avg(reviews.value), punctuality: avg(reviews.punctuality) })
      .from(reviews)
      .where(where),
  ]);
  return { byStars, averages: averages! };
}

/** The stored figures beside a count from scratch, for every listing: what a drift check compares. */
export async function ratingsFromScratch(db: Database) {
  return db.all<{ id: number; stored: number; storedSum: number; counted: number; summed: number }>(sql`
    SELECT s.id AS id, s.rating_count AS stored, s.rating_sum AS storedSum,
      (SELECT count(*) FROM ${reviews} r WHERE r.service_id = s.id AND r.hidden_at IS NULL) AS counted,
      (SELECT coalesce(sum(r.rating), 0) FROM ${reviews} r WHERE r.service_id = s.id AND r.hidden_at IS NULL) AS summed
    FROM ${services} s`);
}

/** How many reviews of a seller's listings stand reported, waiting for a moderator. */
export async function reportedReviewsOf(db: Database, sellerId: string): Promise<number> {
  const [row] = await db.all<{ n: number }>(sql`
    SELECT count(DISTINCT r.id) AS n FROM ${reviews} r
    JOIN ${services} s ON s.id = r.service_id
    JOIN ${reviewReports} p ON p.review_id = r.id AND p.resolved_at IS NULL
    WHERE s.seller_id = ${sellerId}`);
  return Number(row?.n ?? 0);
}
