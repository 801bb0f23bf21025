/** The listings' free fits (decision 041) and what working them out reads, inside its transaction. */
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database, Queries } from '#functions/db/client';
import { freeDays, freeFits } from '#functions/db/schema/free-time';
import { blockedDates, bookingSettings, workingHours } from '#functions/db/schema/bookings';
import { serviceOptions, services } from '#functions/db/schema/catalogue';
import { memberDaysOff, memberServices, teamMembers } from '#functions/db/schema/team';
import { DEFAULT_BOOKING_SETTINGS, type Busy } from '#shared/booking-settings';
import type { WorkingWeek } from '#shared/bookings';
import { addDays } from '#shared/booking-time';
import { nairobiInstant } from './clock';
import { firmOfSellers, keepsSeller } from './holds-repository';

type SellerDay = { sellerId: string; date: string };

export interface ChairDay {
  week: WorkingWeek | null;
  blocked: boolean;
  /** How many bookings the chair takes at once: the seller's capacity, 1 for a member. */
  capacity: number;
  busy: readonly Busy[];
}

export async function forgetBefore(db: Database, today: string) {
  await db.batch([
    db.delete(freeDays).where(lt(freeDays.date, today)),
    db.delete(freeFits).where(lt(freeFits.date, today)),
  ]);
}

/** A stale row for each day from `first` to `last` of every seller with a live listing, where none is. */
export async function addSellerDays(db: Database, first: string, last: string, now: number) {
  const dates: string[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) dates.push(date);
  const days = sql.join(
    dates.map((date) => sql`SELECT ${date} AS date`),
    sql` UNION ALL `,
  );
  await db.run(
    sql`INSERT OR IGNORE INTO ${freeDays} (seller_id, date, stale)
        SELECT sellers.seller_id, days.date, 1
        FROM (SELECT DISTINCT ${services.sellerId} AS seller_id FROM ${services} WHERE ${services.liveUntil} > ${now}) AS sellers
        CROSS JOIN (${days}) AS days`,
  );
}

/** Stale days from today on, soonest first. */
export const staleDays = (tx: Queries, today: string, limit: number): Promise<SellerDay[]> =>
  tx
    .select({ sellerId: freeDays.sellerId, date: freeDays.date })
    .from(freeDays)
    .where(and(eq(freeDays.stale, true), gte(freeDays.date, today)))
    .orderBy(freeDays.date)
    .limit(limit);

/** A listing's fit in a day: a stretch one of its chairs is free, and the latest start of its first option in it. */
export type FitRow = SellerDay & { serviceId: number; opens: number; closes: number; latest: number };

/** Replaces the fits of the days and marks them fresh. */
export async function replaceDays(tx: Queries, days: SellerDay[], rows: FitRow[]) {
  for (const { sellerId, date } of days) {
    await tx.delete(freeFits).where(and(eq(freeFits.sellerId, sellerId), eq(freeFits.date, date)));
    await tx
      .update(freeDays)
      .set({ stale: false })
      .where(and(eq(freeDays.sellerId, sellerId), eq(freeDays.date, date)));
  }
  for (let at = 0; at < rows.length; at += 400) await tx.insert(freeFits).values(rows.slice(at, at + 400));
}

const weekOfRows = (rows: Array<{ weekday: number; opens: number | null; closes: number | null }>) => {
  if (rows.length === 0) return null;
  const week: WorkingWeek = [null, null, null, null, null, null, null];
  for (const row of rows)
    week[row.weekday] = row.opens === null || row.closes === null ? null : { opens: row.opens, closes: row.closes };
  return week;
};

/**
 * Everything the chairs of these seller days depend on, read in a handful of queries: each
 * seller's week, days off and capacity, their active members with their weeks and days off, and
 * the firm bookings (holding, but not a held request) around those days, and their listings
 * with the length of each one's first option and the members who do it. `chairsOn` gives a
 * seller day's chairs: the seller (member 0: every booking, the seller's capacity) and each member;
 * `listingsOf` a seller's listings, each with its chairs (its members, or the seller's own).
 */
export async function chairsOf(tx: Queries, days: SellerDay[]) {
  const sellerIds = [...new Set(days.map((day) => day.sellerId))];
  const dates = days.map((day) => day.date).sort();
  const first = nairobiInstant(dates[0]!, 0);
  const last = nairobiInstant(addDays(dates.at(-1)!, 1), 0);
  const [hours, blocked, settings, members, firm, listings] = await Promise.all([
    tx.select().from(workingHours).where(inArray(workingHours.sellerId, sellerIds)),
    tx.select().from(blockedDates).where(inArray(blockedDates.sellerId, sellerIds)),
    tx.select().from(bookingSettings).where(inArray(bookingSettings.sellerId, sellerIds)),
    tx
      .select({ id: teamMembers.id, sellerId: teamMembers.sellerId, week: teamMembers.week })
      .from(teamMembers)
      .where(and(inArray(teamMembers.sellerId, sellerIds), eq(teamMembers.active, true))),
    firmOfSellers(tx, sellerIds, first, last),
    tx
      .select({
        id: services.id,
        sellerId: services.sellerId,
        // The query builder leaves a lone table's columns unqualified: the listing's id is named in full.
        length: sql<number | null>`(SELECT o.duration_minutes FROM ${serviceOptions} o
          WHERE o.service_id = ${sql.raw('"services"."id"')} ORDER BY o.position LIMIT 1)`,
      })
      .from(services)
      .where(inArray(services.sellerId, sellerIds)),
  ]);
  const memberIds = members.map((member) => member.id);
  const [off, doing] = memberIds.length
    ? await Promise.all([
        tx.select().from(memberDaysOff).where(inArray(memberDaysOff.memberId, memberIds)),
        tx.select().from(memberServices).where(inArray(memberServices.memberId, memberIds)),
      ])
    : [[], []];
  const closed = new Set(blocked.map((row) => `${row.sellerId} ${row.date}`));
  const memberOff = new Set(off.map((row) => `${row.memberId} ${row.date}`));
  return {
    listingsOf(sellerId: string): Array<{ id: number; length: number; chairs: number[] }> {
      return listings.flatMap(({ id, sellerId: theirs, length }) => {
        if (theirs !== sellerId || length === null) return [];
        const team = doing.filter((row) => row.serviceId === id).map((row) => row.memberId);
        return [{ id, length, chairs: team.length ? team : [0] }];
      });
    },
    chairsOn(sellerId: string, date: string): Array<{ memberId: number; chair: ChairDay }> {
      const week = weekOfRows(hours.filter((row) => row.sellerId === sellerId));
      const blockedDay = closed.has(`${sellerId} ${date}`);
      const capacity = settings.find((row) => row.sellerId === sellerId)?.capacity ?? DEFAULT_BOOKING_SETTINGS.capacity;
      const theirs = firm.filter((row) => row.sellerId === sellerId);
      const busy = (rows: typeof theirs): Busy[] =>
        rows.map(({ blocksFrom, blocksUntil, whole }) => ({ blocksFrom, blocksUntil, whole }));
      return [
        { memberId: 0, chair: { week, blocked: blockedDay, capacity, busy: busy(theirs.filter(keepsSeller)) } },
        ...members
          .filter((member) => member.sellerId === sellerId)
          .map((member) => ({
            memberId: member.id,
            chair: {
              week: member.week ?? week,
              blocked: blockedDay || memberOff.has(`${member.id} ${date}`),
              capacity: 1,
              busy: busy(theirs.filter((row) => row.memberId === null || row.memberId === member.id)),
            },
          })),
      ];
    },
  };
}
