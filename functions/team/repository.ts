/** The team tables' queries (decision 027). */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database, Queries } from '#functions/db/client';
import { users } from '#functions/db/schema/accounts';
import { serviceOptions, services } from '#functions/db/schema/catalogue';
import { memberPrices, memberServices, memberSkips, teamMembers } from '#functions/db/schema/team';
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

export const countMembers = (db: Database, sellerId: string) =>
  db.$count(teamMembers, eq(teamMembers.sellerId, sellerId));

export const findMember = (db: Queries, sellerId: string, id: number) =>
  db.query.teamMembers.findFirst({ where: and(eq(teamMembers.id, id), eq(teamMembers.sellerId, sellerId)) });

/** The seller's listings by name, oldest first. */
export const listingNames = (db: Database, sellerId: string) =>
  db
    .select({ id: services.id, name: services.name })
    .from(services)
    .where(eq(services.sellerId, sellerId))
    .orderBy(asc(services.id));

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

export interface MemberPrice {
  serviceId: number;
  optionName: string;
  price: number;
}

/** A member written with the listings they perform and their own prices, in one transaction. */
export async function saveMember(
  db: Database,
  sellerId: string,
  member: { id?: number; name: string; week: WorkingWeek | null; active: boolean },
  serviceIds: number[] | undefined,
  prices: MemberPrice[] | undefined = undefined,
  /** The options they do not do; omitted: as they were. */
  skips: Array<{ serviceId: number; optionName: string }> | undefined = undefined,
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
    if (prices !== undefined) {
      await tx.delete(memberPrices).where(eq(memberPrices.memberId, id));
      if (prices.length) await tx.insert(memberPrices).values(prices.map((price) => ({ ...price, memberId: id! })));
    }
    if (skips !== undefined) {
      await tx.delete(memberSkips).where(eq(memberSkips.memberId, id));
      if (skips.length) await tx.insert(memberSkips).values(skips.map((skip) => ({ ...skip, memberId: id! })));
    }
    return id;
  });
}

/** Members' own prices, by member. */
export async function pricesOf(db: Database, memberIds: number[]) {
  const rows = memberIds.length
    ? await db.select().from(memberPrices).where(inArray(memberPrices.memberId, memberIds))
    : [];
  const prices = new Map<number, MemberPrice[]>();
  for (const { memberId, ...price } of rows) prices.set(memberId, [...(prices.get(memberId) ?? []), price]);
  return prices;
}

/** A member's own price for a listing's option, if they have one. */
export async function memberPrice(db: Queries, memberId: number, serviceId: number, optionName: string) {
  const [row] = await db
    .select({ price: memberPrices.price })
    .from(memberPrices)
    .where(
      and(
        eq(memberPrices.memberId, memberId),
        eq(memberPrices.serviceId, serviceId),
        eq(memberPrices.optionName, optionName),
      ),
    );
  return row?.price;
}

/** The options of a seller's listings (the team page offers a price for each). */
export const optionsOfSeller = (db: Database, sellerId: string) =>
  db
    .select({
      serviceId: serviceOptions.serviceId,
      name: serviceOptions.name,
      price: serviceOptions.price,
    })
    .from(serviceOptions)
    .innerJoin(services, eq(services.id, serviceOptions.serviceId))
    .where(eq(services.sellerId, sellerId))
    .orderBy(asc(services.id), asc(serviceOptions.position));

export async function setPhoto(db: Database, memberId: number, photoKey: string | null) {
  await db.update(teamMembers).set({ photoKey }).where(eq(teamMembers.id, memberId));
}

export async function setCalendarKey(db: Database, memberId: number, calendarKey: string) {
  await db.update(teamMembers).set({ calendarKey }).where(eq(teamMembers.id, memberId));
}

export const memberByCalendarKey = (db: Database, calendarKey: string) =>
  db.query.teamMembers.findFirst({ where: eq(teamMembers.calendarKey, calendarKey) });

export async function setInvite(
  db: Database,
  memberId: number,
  invite: { inviteEmail: string | null; inviteHash: string | null; inviteExpiresAt: Date | null },
) {
  await db.update(teamMembers).set(invite).where(eq(teamMembers.id, memberId));
}

export const memberByInvite = (db: Database, inviteHash: string) =>
  db.query.teamMembers.findFirst({ where: eq(teamMembers.inviteHash, inviteHash) });

/**
 * The account signs in as the invited member: the invitation is used up in the same write, so one
 * invitation admits one account. False when it was used or withdrawn meanwhile.
 */
export async function acceptInvite(db: Database, memberId: number, inviteHash: string, userId: string) {
  const rows = await db
    .update(teamMembers)
    .set({ userId, inviteEmail: null, inviteHash: null, inviteExpiresAt: null })
    .where(and(eq(teamMembers.id, memberId), eq(teamMembers.inviteHash, inviteHash)))
    .returning({ id: teamMembers.id });
  return rows.length === 1;
}

/** The account a member signs in with, or none (which also withdraws any invitation still open). */
export async function setMemberUser(db: Database, memberId: number, userId: string | null) {
  const invitation = userId === null ? { inviteEmail: null, inviteHash: null, inviteExpiresAt: null } : {};
  await db
    .update(teamMembers)
    .set({ userId, ...invitation })
    .where(eq(teamMembers.id, memberId));
}

/** The member an account signs in as, if any. */
export const memberOfUser = (db: Database, userId: string) =>
  db.query.teamMembers.findFirst({ where: eq(teamMembers.userId, userId) });

/** The name a business goes by: its seller's account name. */
export async function businessName(db: Database, sellerId: string) {
  const [row] = await db.select({ name: users.userName }).from(users).where(eq(users.id, sellerId));
  return row?.name;
}
