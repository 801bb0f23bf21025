/**
 * Who works when (decision 027): the members who perform a listing, with their own weeks, their
 * days off and the options they do not do.
 */
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Database } from '#functions/db/client';
import { memberDaysOff, memberServices, memberSkips, teamMembers } from '#functions/db/schema/team';

/** The active members who perform a listing, oldest first: none for a one-person business. */
export const membersForListing = (db: Database, serviceId: number) =>
  db
    .select({
      id: teamMembers.id,
      name: teamMembers.name,
      week: teamMembers.week,
      sellerId: teamMembers.sellerId,
      photoKey: teamMembers.photoKey,
    })
    .from(teamMembers)
    .innerJoin(memberServices, eq(memberServices.memberId, teamMembers.id))
    .where(and(eq(memberServices.serviceId, serviceId), eq(teamMembers.active, true)))
    .orderBy(asc(teamMembers.id));

/** The active members of several listings, with their weeks (the "open on" filter). */
export const membersOfListings = (db: Database, serviceIds: number[]) =>
  db
    .select({ serviceId: memberServices.serviceId, id: teamMembers.id, week: teamMembers.week })
    .from(memberServices)
    .innerJoin(teamMembers, eq(teamMembers.id, memberServices.memberId))
    .where(and(inArray(memberServices.serviceId, serviceIds), eq(teamMembers.active, true)));

/** Members' days off from a date on, by member. */
export async function daysOffOf(db: Database, memberIds: number[], from: string, to = '9999-12-31') {
  const rows = memberIds.length
    ? await db
        .select()
        .from(memberDaysOff)
        .where(
          and(inArray(memberDaysOff.memberId, memberIds), gte(memberDaysOff.date, from), lte(memberDaysOff.date, to)),
        )
        .orderBy(asc(memberDaysOff.date))
    : [];
  const off = new Map<number, string[]>();
  for (const row of rows) off.set(row.memberId, [...(off.get(row.memberId) ?? []), row.date]);
  return off;
}

export async function addDayOff(db: Database, memberId: number, date: string) {
  await db.insert(memberDaysOff).values({ memberId, date }).onConflictDoNothing();
}

export async function removeDayOff(db: Database, memberId: number, date: string) {
  await db.delete(memberDaysOff).where(and(eq(memberDaysOff.memberId, memberId), eq(memberDaysOff.date, date)));
}

/** The options each member does not do, by member. */
export async function skipsOf(db: Database, memberIds: number[]) {
  const rows = memberIds.length
    ? await db.select().from(memberSkips).where(inArray(memberSkips.memberId, memberIds))
    : [];
  const skips = new Map<number, Array<{ serviceId: number; optionName: string }>>();
  for (const { memberId, ...skip } of rows) skips.set(memberId, [...(skips.get(memberId) ?? []), skip]);
  return skips;
}

/** The members who do not do one option of a listing. */
export async function skipping(db: Database, serviceId: number, optionName: string) {
  const rows = await db
    .select({ memberId: memberSkips.memberId })
    .from(memberSkips)
    .where(and(eq(memberSkips.serviceId, serviceId), eq(memberSkips.optionName, optionName)));
  return new Set(rows.map((row) => row.memberId));
}
