/** The figures of a seller's insights, each summed by the database a week at a time. */
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '#functions/db/client';
import { bookings } from '#functions/db/schema/bookings';
import { listingViews, services } from '#functions/db/schema/catalogue';

const WEEK_MS = 7 * 86_400_000;

/** Listing page views to add, by listing, on one Nairobi date: one write for the lot. */
export async function addViews(db: Database, date: string, counts: Array<[number, number]>) {
  if (counts.length === 0) return;
  await db
    .insert(listingViews)
    .values(counts.map(([serviceId, views]) => ({ serviceId, date, views })))
    .onConflictDoUpdate({
      target: [listingViews.serviceId, listingViews.date],
      set: { views: sql`${listingViews.views} + excluded.views` },
    })
    // A listing removed since it was viewed: its count has nowhere to go; the others are kept.
    .catch(async (error: unknown) => {
      const live = await db
        .select({ id: services.id })
        .from(services)
        .where(
          inArray(
            services.id,
            counts.map(([id]) => id),
          ),
        );
      const kept = counts.filter(([id]) => live.some((row) => row.id === id));
      if (kept.length === counts.length) throw error;
      await addViews(db, date, kept);
    });
}

/**
 * The seller's visits by the week they start in, from `from` for `weeks` weeks: how many were
 * done and missed, and what the done ones earned.
 */
export async function visitsByWeek(db: Database, sellerId: string, from: number, weeks: number) {
  const week = sql<number>`CAST((${bookings.startsAt} - ${from}) / ${WEEK_MS} AS INTEGER)`;
  return db
    .select({
      week,
      completed: sql<number>`sum(${bookings.status} = 'completed')`,
      noShows: sql<number>`sum(${bookings.status} = 'no_show')`,
      revenue: sql<number>`coalesce(sum(CASE WHEN ${bookings.status} = 'completed' THEN ${bookings.optionPrice} END), 0)`,
    })
    .from(bookings)
    .where(
      and(eq(bookings.sellerId, sellerId), gte(bookings.startsAt, from), lt(bookings.startsAt, from + weeks * WEEK_MS)),
    )
    .groupBy(week);
}

/**
 * Bookings received in each week (by when they were asked for, leaving out those never confirmed
 * by their guest or never paid for): the bookings chart, and the numerator of conversion.
 */
export async function requestsByWeek(db: Database, sellerId: string, from: number, weeks: number) {
  const made = sql<number>`CAST((${bookings.createdAt} - ${from}) / ${WEEK_MS} AS INTEGER)`;
  return db
    .select({ week: made, requests: sql<number>`count(*)` })
    .from(bookings)
    .where(
      and(
        eq(bookings.sellerId, sellerId),
        gte(bookings.createdAt, new Date(from)),
        lt(bookings.createdAt, new Date(from + weeks * WEEK_MS)),
        inArray(bookings.status, ['requested', 'confirmed', 'completed', 'no_show', 'cancelled', 'declined']),
      ),
    )
    .groupBy(made);
}

/** Page views of the seller's listings by Nairobi date, from `fromDate` on. */
export const viewsByDate = (db: Database, sellerId: string, fromDate: string) =>
  db
    .select({ date: listingViews.date, views: sql<number>`sum(${listingViews.views})` })
    .from(listingViews)
    .innerJoin(services, eq(services.id, listingViews.serviceId))
    .where(and(eq(services.sellerId, sellerId), gte(listingViews.date, fromDate)))
    .groupBy(listingViews.date);
