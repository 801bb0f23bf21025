/** The team tables' queries (issue 39, decision 027). */
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Database, Queries } from '#functions/db/client';
import { services } from '#functions/db/schema/catalogue';
import { memberDaysOff, memberServices, teamMembers } from '#functions/db/schema/team';
import type { WorkingWeek } from '#shared/bookings';

export type MemberRow = typeof teamMembers.$inferSelect;

/** A seller's members, oldest first, with the listings each performs. */
export async function membersOf(db: Database, sellerId: string) {
  const rows = await db
    .select()
    .from(teamMembers)
    .where(eq(teamMembers.sellerId, sellerId))
    .orderBy(asc(teamMembers.id));
  const ids = rows.map((row) => row.id);
  const links = ids.length ? await db.select().from(memberServices).where(inArray(memberServices.memberId, ids)) : [];
  return rows.map((row) => ({
    ...row,
    serviceIds: links.filter((link) => link.memberId === row.id).map((link) => link.serviceId),
  }));
}

/** The active members who perform a listing, oldest first: none for a one-person business. */
export const membersForListing = (db: Database, serviceId: number) =>
  db
    .select({ id: teamMembers.id, name: teamMembers.name, week: teamMembers.week, sellerId: teamMembers.sellerId })
    .from(teamMembers)
    .innerJoin(memberServices, eq(memberServices.memberId, teamMembers.id))
    .where(and(eq(memberServices.serviceId, serviceId), eq(teamMembers.active, true)))
    .orderBy(asc(teamMembers.id));

export const countMembers = (db: Database, sellerId: string) =>
  db.$count(teamMembers, eq(teamMembers.sellerId, sellerId));

export const findMember = (db: Queries, sellerId: string, id: number) =>
  db.query.teamMembers.findFirst({ where: and(eq(teamMembers.id, id), eq(teamMembers.sellerId, sellerId)) });

/** Of `ids`, those that are the seller's own listings. */
export async function ownListings(db: Database, sellerId: string, ids: number[] | null): Promise<number[]> {
  const rows = await db
    .select({ id: services.id })
    .from(services)
    .where(
      ids === null ? eq(services.sellerId, sellerId) : and(eq(services.sellerId, sellerId), inArray(services.id, ids)),
    );
  return rows.map((row) => row.id);
}

/** A member written with the listings they perform, in one transaction. */
export async function saveMember(
  db: Database,
  sellerId: string,
  member: { id?: number; name: string; week: WorkingWeek | null; active: boolean },
  serviceIds: number[] | undefined,
): Promise<number> {
  return db.transaction(async (tx) => {
    let id = member.id;
    if (id === undefined) {
      const [row] = await tx
        .insert(teamMembers)
        .values({ sellerId, name: member.name, week: member.week, active: member.active })
        .returning({ id: teamMembers.id });
      id = row!.id;
    } else {
      await tx
        .update(teamMembers)
        .set({ name: member.name, week: member.week, active: member.active })
        .where(and(eq(teamMembers.id, id), eq(teamMembers.sellerId, sellerId)));
    }
    if (serviceIds !== undefined) {
      await tx.delete(memberServices).where(eq(memberServices.memberId, id));
      if (serviceIds.length) {
        await tx.insert(memberServices).values(serviceIds.map((serviceId) => ({ memberId: id!, serviceId })));
      }
    }
    return id;
  });
}

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
