/** The figures of a seller's insights, each summed by the database a week at a time. */
import { and, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '#functions/db/client';
import { bookings } from '#functions/db/schema/bookings';
import { listingViews, services } from '#functions/db/schema/catalogue';
import { teamMembers } from '#functions/db/schema/team';
import { waitlistOffers } from '#functions/db/schema/waitlist';

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

/** Bookings a provider took on: asked for, standing, done, missed, cancelled or declined (not never confirmed, unpaid or lapsed). */
const TAKEN = ['requested', 'confirmed', 'completed', 'no_show', 'cancelled', 'declined'] as const;
/** What a done visit earned: its price and the travel to a client's place. */
const earned = sql<number>`coalesce(sum(CASE WHEN ${bookings.status} = 'completed' THEN coalesce(${bookings.optionPrice}, 0) + coalesce(${bookings.travelFee}, 0) END), 0)`;
const takenIn = (sellerId: string, from: number, to: number) =>
  and(
    eq(bookings.sellerId, sellerId),
    gte(bookings.startsAt, from),
    lt(bookings.startsAt, to),
    inArray(bookings.status, [...TAKEN]),
  );

/**
 * The seller's bookings by the week they take place in, from `from` for `weeks` weeks: how many,
 * how many were done, missed and cancelled, and what the done ones earned. Bookings and earnings
 * are counted over the same weeks.
 */
export async function visitsByWeek(db: Database, sellerId: string, from: number, weeks: number) {
  const week = sql<number>`CAST((${bookings.startsAt} - ${from}) / ${WEEK_MS} AS INTEGER)`;
  return db
    .select({
      week,
      booked: sql<number>`count(*)`,
      completed: sql<number>`sum(${bookings.status} = 'completed')`,
      noShows: sql<number>`sum(${bookings.status} = 'no_show')`,
      cancelled: sql<number>`sum(${bookings.status} = 'cancelled')`,
      revenue: earned,
    })
    .from(bookings)
    .where(takenIn(sellerId, from, from + weeks * WEEK_MS))
    .groupBy(week);
}

/** The seller's bookings that held a time over [from, to), by Nairobi weekday (0 Sunday) and hour. */
export async function busyHours(db: Database, sellerId: string, from: number, to: number) {
  const local = sql`${bookings.startsAt} / 1000 + 10800`;
  const weekday = sql<number>`CAST(strftime('%w', ${local}, 'unixepoch') AS INTEGER)`;
  const hour = sql<number>`CAST(strftime('%H', ${local}, 'unixepoch') AS INTEGER)`;
  return db
    .select({ weekday, hour, count: sql<number>`count(*)` })
    .from(bookings)
    .where(
      and(
        eq(bookings.sellerId, sellerId),
        gte(bookings.startsAt, from),
        lt(bookings.startsAt, to),
        inArray(bookings.status, ['requested', 'confirmed', 'completed', 'no_show']),
      ),
    )
    .groupBy(weekday, hour);
}

/** A team's figures over [from, to), by member (null: given to no one), with the member's name. */
export async function byMember(db: Database, sellerId: string, from: number, to: number) {
  return db
    .select({
      memberId: bookings.memberId,
      name: teamMembers.name,
      booked: sql<number>`count(*)`,
      completed: sql<number>`sum(${bookings.status} = 'completed')`,
      noShows: sql<number>`sum(${bookings.status} = 'no_show')`,
      revenue: earned,
    })
    .from(bookings)
    .leftJoin(teamMembers, eq(teamMembers.id, bookings.memberId))
    .where(takenIn(sellerId, from, to))
    .groupBy(bookings.memberId)
    .orderBy(sql`count(*) DESC`);
}

/**
 * Bookings received in each week (by when they were asked for, leaving out those never confirmed
 * by their guest or never paid for): the numerator of conversion, over the views of that week.
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
        inArray(bookings.status, [...TAKEN]),
      ),
    )
    .groupBy(made);
}

/**
 * Times the waitlist filled (decision 046): offers taken in [from, to) whose booking still stands
 * or was done, and what those bookings are worth.
 */
export async function filledFromWaitlist(db: Database, sellerId: string, from: number, to: number) {
  const [row] = await db
    .select({
      filled: sql<number>`count(*)`,
      worth: sql<number>`coalesce(sum(coalesce(${bookings.optionPrice}, 0) + coalesce(${bookings.travelFee}, 0)), 0)`,
    })
    .from(waitlistOffers)
    .innerJoin(bookings, eq(bookings.id, waitlistOffers.bookingId))
    .where(
      and(
        eq(waitlistOffers.sellerId, sellerId),
        eq(waitlistOffers.status, 'taken'),
        gte(waitlistOffers.createdAt, from),
        lt(waitlistOffers.createdAt, to),
        inArray(bookings.status, ['awaiting_deposit', 'requested', 'confirmed', 'completed']),
      ),
    );
  return { filled: Number(row?.filled ?? 0), worth: Number(row?.worth ?? 0) };
}

/** Page views of the seller's listings by Nairobi date, from `fromDate` on. */
export const viewsByDate = (db: Database, sellerId: string, fromDate: string) =>
  db
    .select({ date: listingViews.date, views: sql<number>`sum(${listingViews.views})` })
    .from(listingViews)
    .innerJoin(services, eq(services.id, listingViews.serviceId))
    .where(and(eq(services.sellerId, sellerId), gte(listingViews.date, fromDate)))
    .groupBy(listingViews.date);

/**
 * Seats of classes (decision 049) in sessions held in [from, to): how many were booked (requests
 * and confirmed seats, and those marked) and how many clients came.
 */
export async function classSeats(db: Database, sellerId: string, from: number, to: number) {
  const [row] = await db
    .select({
      booked: sql<number>`coalesce(sum(${bookings.seats}), 0)`,
      came: sql<number>`coalesce(sum(CASE WHEN ${bookings.status} = 'completed' THEN ${bookings.seats} END), 0)`,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.sellerId, sellerId),
        isNotNull(bookings.seats),
        gte(bookings.startsAt, from),
        lt(bookings.startsAt, to),
        inArray(bookings.status, ['requested', 'confirmed', 'completed', 'no_show']),
      ),
    );
  return { booked: Number(row?.booked ?? 0), came: Number(row?.came ?? 0) };
}

/** Tips paid in [from, to) for the seller's visits (decision 050): how many, and how much. */
export async function tipsReceived(db: Database, sellerId: string, from: number, to: number) {
  const [row] = await db.all<{ count: number; amount: number | null }>(sql`
    SELECT count(*) AS count, sum(p.amount) AS amount FROM payments p JOIN bookings b ON b.id = p.booking_id
    WHERE p.purpose = 'tip' AND p.status = 'paid' AND b.seller_id = ${sellerId}
      AND p.settled_at >= ${from} AND p.settled_at < ${to}`);
  return { count: Number(row?.count ?? 0), amount: Number(row?.amount ?? 0) };
}
