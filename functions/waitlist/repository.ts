/**
 * The waitlist's rows (decision 046): who waits for what, and the times offered to them. Every
 * change to an offer moves it on only from `open`, so two answers at once cannot both act.
 */
import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Database, Queries } from '#functions/db/client';
import { waitlistEntries, waitlistOffers } from '#functions/db/schema/waitlist';
import { services, serviceOptions } from '#functions/db/schema/catalogue';
import { teamMembers } from '#functions/db/schema/team';
import type { OfferStatus } from '#shared/waitlist';

export type EntryRow = typeof waitlistEntries.$inferSelect;
export type NewEntry = typeof waitlistEntries.$inferInsert;
export type OfferRow = typeof waitlistOffers.$inferSelect;
export type NewOffer = typeof waitlistOffers.$inferInsert;

export async function insertEntry(db: Queries, entry: NewEntry): Promise<EntryRow> {
  const [row] = await db.insert(waitlistEntries).values(entry).returning();
  return row!;
}

/** How many lists a number waits on now, and whether one of them is this listing. */
export async function waitingOfPhone(db: Queries, phone: string, serviceId: number, today: string) {
  const rows = await db
    .select({ serviceId: waitlistEntries.serviceId })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.phoneNumber, phone),
        eq(waitlistEntries.status, 'waiting'),
        gte(waitlistEntries.toDate, today),
      ),
    );
  return { count: rows.length, here: rows.some((row) => row.serviceId === serviceId) };
}

export const findEntry = (db: Queries, id: number) =>
  db.query.waitlistEntries.findFirst({ where: eq(waitlistEntries.id, id) });

/** Leaves the list: only a waiting entry; its open offer goes with it. True when it left. */
export async function leaveEntry(db: Database, id: number, now: number) {
  return db.transaction(async (tx) => {
    const left = await tx
      .update(waitlistEntries)
      .set({ status: 'left' })
      .where(and(eq(waitlistEntries.id, id), eq(waitlistEntries.status, 'waiting')))
      .returning({ id: waitlistEntries.id });
    if (!left.length) return false;
    await settleOpen(tx, { entryId: id }, 'declined', now);
    return true;
  });
}

/** The entries as the lists show them: with the listing's, option's and member's names, oldest first. */
const listed = (db: Queries) =>
  db
    .select({
      entry: waitlistEntries,
      serviceName: services.name,
      optionName: serviceOptions.name,
      memberName: teamMembers.name,
      /** Its place in its listing's queue among those still waiting (the provider's list). */
      place: sql<number>`row_number() OVER (PARTITION BY ${waitlistEntries.serviceId} ORDER BY ${waitlistEntries.id})`,
    })
    .from(waitlistEntries)
    .innerJoin(services, eq(services.id, waitlistEntries.serviceId))
    .leftJoin(serviceOptions, eq(serviceOptions.id, waitlistEntries.optionId))
    .leftJoin(teamMembers, eq(teamMembers.id, waitlistEntries.memberId));
export type ListedEntry = Awaited<ReturnType<typeof listedEntries>>[number];

/** A client's entries (their account's, or their number's), still to come or just ended, latest first. */
export async function listedEntries(db: Queries, who: { buyerId?: string; phone?: string }, today: string) {
  const whose = or(
    who.buyerId ? eq(waitlistEntries.buyerId, who.buyerId) : undefined,
    who.phone ? eq(waitlistEntries.phoneNumber, who.phone) : undefined,
  );
  return listed(db)
    .where(and(whose, gte(waitlistEntries.toDate, today)))
    .orderBy(desc(waitlistEntries.id))
    .limit(50);
}

export const countWaiting = (db: Queries, sellerId: string, today: string) =>
  db.$count(
    waitlistEntries,
    and(
      eq(waitlistEntries.sellerId, sellerId),
      eq(waitlistEntries.status, 'waiting'),
      gte(waitlistEntries.toDate, today),
    ),
  );

/** A page of a business's waiting clients, in the order they are offered times, listing by listing. */
export const waitingForSeller = (
  db: Queries,
  sellerId: string,
  today: string,
  page: { limit: number; offset: number },
) =>
  listed(db)
    .where(
      and(
        eq(waitlistEntries.sellerId, sellerId),
        eq(waitlistEntries.status, 'waiting'),
        gte(waitlistEntries.toDate, today),
      ),
    )
    .orderBy(asc(waitlistEntries.serviceId), asc(waitlistEntries.id))
    .limit(page.limit)
    .offset(page.offset);

/**
 * The entries a freed time of this seller may go to: waiting, over the dates asked (every date
 * still to come when none), with no offer open; in the order they joined.
 */
export async function candidates(db: Queries, sellerId: string, today: string, dates: string[] | null) {
  const over = dates?.length
    ? or(...dates.map((date) => and(lte(waitlistEntries.fromDate, date), gte(waitlistEntries.toDate, date))))
    : gte(waitlistEntries.toDate, today);
  return db
    .select()
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.sellerId, sellerId),
        eq(waitlistEntries.status, 'waiting'),
        over,
        sql`NOT EXISTS (SELECT 1 FROM ${waitlistOffers} o WHERE o.entry_id = ${waitlistEntries.id} AND o.status = 'open')`,
      ),
    )
    .orderBy(asc(waitlistEntries.id))
    .limit(200);
}

/** Sellers with someone waiting whose days are still to come (the sweep's round). */
export async function sellersWaiting(db: Queries, today: string, limit: number) {
  const rows = await db
    .selectDistinct({ sellerId: waitlistEntries.sellerId })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.status, 'waiting'), gte(waitlistEntries.toDate, today)))
    .limit(limit);
  return rows.map((row) => row.sellerId);
}

/** Starts of these listings under an open offer now, as `serviceId:startsAt`. */
export async function openOfferTimes(db: Queries, serviceIds: number[]) {
  if (!serviceIds.length) return new Set<string>();
  const rows = await db
    .select({ serviceId: waitlistOffers.serviceId, startsAt: waitlistOffers.startsAt })
    .from(waitlistOffers)
    .where(and(inArray(waitlistOffers.serviceId, serviceIds), eq(waitlistOffers.status, 'open')));
  return new Set(rows.map((row) => `${row.serviceId}:${row.startsAt}`));
}

/** The starts each of these entries was offered before (they let it go once; it is not asked again). */
export async function offeredBefore(db: Queries, entryIds: number[]) {
  const seen = new Map<number, Set<number>>();
  if (!entryIds.length) return seen;
  const rows = await db
    .select({ entryId: waitlistOffers.entryId, startsAt: waitlistOffers.startsAt })
    .from(waitlistOffers)
    .where(inArray(waitlistOffers.entryId, entryIds));
  for (const row of rows) seen.set(row.entryId, (seen.get(row.entryId) ?? new Set()).add(row.startsAt));
  return seen;
}

/** Offers sent to a number since `since` (a Nairobi day's start), over every list it waits on. */
export async function offersToPhoneSince(db: Queries, phone: string, since: number) {
  const [row] = await db
    .select({ n: count() })
    .from(waitlistOffers)
    .innerJoin(waitlistEntries, eq(waitlistEntries.id, waitlistOffers.entryId))
    .where(and(eq(waitlistEntries.phoneNumber, phone), gte(waitlistOffers.createdAt, since)));
  return row?.n ?? 0;
}

export async function insertOffer(db: Queries, offer: NewOffer): Promise<OfferRow> {
  const [row] = await db.insert(waitlistOffers).values(offer).returning();
  return row!;
}

export const findOfferByKey = (db: Queries, keyHash: string) =>
  db.query.waitlistOffers.findFirst({ where: eq(waitlistOffers.keyHash, keyHash) });

/** An offer, if it went to this number. */
export async function offerToPhone(db: Queries, id: number, phone: string) {
  const [row] = await db
    .select({ offer: waitlistOffers })
    .from(waitlistOffers)
    .innerJoin(waitlistEntries, eq(waitlistEntries.id, waitlistOffers.entryId))
    .where(and(eq(waitlistOffers.id, id), eq(waitlistEntries.phoneNumber, phone)))
    .limit(1);
  return row?.offer;
}

/** The newest open offer to a number that has not lapsed (what a reply of 1 or 2 answers). */
export async function openOfferToPhone(db: Queries, phone: string, now: number) {
  const [row] = await db
    .select({ offer: waitlistOffers })
    .from(waitlistOffers)
    .innerJoin(waitlistEntries, eq(waitlistEntries.id, waitlistOffers.entryId))
    .where(
      and(
        eq(waitlistEntries.phoneNumber, phone),
        eq(waitlistOffers.status, 'open'),
        sql`${waitlistOffers.expiresAt} > ${now}`,
      ),
    )
    .orderBy(desc(waitlistOffers.id))
    .limit(1);
  return row?.offer;
}

/** Moves open offers (by id, entry, or listing and start) to `to`; the offers moved. */
export async function settleOpen(
  db: Queries,
  which: { id?: number; entryId?: number; serviceId?: number; startsAt?: number },
  to: Exclude<OfferStatus, 'open'>,
  now: number,
  bookingId: number | null = null,
) {
  return db
    .update(waitlistOffers)
    .set({ status: to, answeredAt: now, bookingId })
    .where(
      and(
        eq(waitlistOffers.status, 'open'),
        which.id === undefined ? undefined : eq(waitlistOffers.id, which.id),
        which.entryId === undefined ? undefined : eq(waitlistOffers.entryId, which.entryId),
        which.serviceId === undefined ? undefined : eq(waitlistOffers.serviceId, which.serviceId),
        which.startsAt === undefined ? undefined : eq(waitlistOffers.startsAt, which.startsAt),
      ),
    )
    .returning();
}

/** Takes an open offer not yet lapsed for its booking; false when it was not open (or lapsed) by then. */
export async function takeOpenOffer(db: Queries, id: number, now: number, bookingId: number) {
  const taken = await db
    .update(waitlistOffers)
    .set({ status: 'taken', answeredAt: now, bookingId })
    .where(and(eq(waitlistOffers.id, id), eq(waitlistOffers.status, 'open'), gt(waitlistOffers.expiresAt, now)))
    .returning({ id: waitlistOffers.id });
  return taken.length > 0;
}

/** The entry got its booking: it waits no more. */
export const markBooked = (db: Queries, entryId: number, bookingId: number) =>
  db
    .update(waitlistEntries)
    .set({ status: 'booked', bookingId })
    .where(and(eq(waitlistEntries.id, entryId), ne(waitlistEntries.status, 'booked')));

/** Open offers past their answer time: lapsed, each with its seller and date, so the next client is asked. */
export const lapseOffers = (db: Queries, now: number) =>
  db
    .update(waitlistOffers)
    .set({ status: 'lapsed', answeredAt: now })
    .where(and(eq(waitlistOffers.status, 'open'), lte(waitlistOffers.expiresAt, now)))
    .returning({ sellerId: waitlistOffers.sellerId, date: waitlistOffers.date });

/** An entry's open offer, if any. */
export const openOfferOf = (db: Queries, entryId: number) =>
  db.query.waitlistOffers.findFirst({
    where: and(eq(waitlistOffers.entryId, entryId), eq(waitlistOffers.status, 'open')),
  });

/** Entries whose person is forgotten (decision 028): an account's, or a number's. */
export const forgetEntries = (db: Queries, who: { buyerId: string; phone: string | null }) =>
  db
    .delete(waitlistEntries)
    .where(
      or(
        eq(waitlistEntries.buyerId, who.buyerId),
        who.phone ? and(isNull(waitlistEntries.buyerId), eq(waitlistEntries.phoneNumber, who.phone)) : undefined,
      ),
    );
