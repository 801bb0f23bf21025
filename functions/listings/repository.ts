import { and, count, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database, Queries } from '#functions/db/client';
import { media, serviceOptions, services } from '#functions/db/schema/catalogue';
import type { ListingOption } from '#shared/listing-options';
import type { ListingRules } from '#shared/listing-rules';
import type { HomeTerms } from '#shared/home-visits';
import { cancelUpcomingOf } from '#functions/bookings/public';

export type NewListing = Omit<typeof services.$inferInsert, 'id'>;
export type NewMedia = Omit<typeof media.$inferInsert, 'serviceId'>;

/** A new listing and its media rows, in one transaction. */
export async function insertListingWithMedia(
  db: Database,
  listing: NewListing,
  rows: NewMedia[],
  options: ListingOption[] | null = null,
) {
  return db.transaction(async (tx) => {
    const [service] = await tx.insert(services).values(listing).returning();
    await tx.insert(media).values(rows.map((item) => ({ ...item, serviceId: service!.id })));
    if (options) await replaceOptions(tx, service!.id, options);
    // A team's active members perform a new listing until the seller says otherwise.
    await tx.run(sql`INSERT INTO member_services (member_id, service_id)
      SELECT id, ${service!.id} FROM team_members WHERE seller_id = ${service!.sellerId} AND active = 1`);
    return service!;
  });
}

/**
 * A listing's options, replaced as a whole inside the caller's transaction (a listing written
 * without any keeps the one its insert trigger gave it, migration 0014).
 */
export async function replaceOptions(tx: Queries, serviceId: number, options: ListingOption[]) {
  await tx.delete(serviceOptions).where(eq(serviceOptions.serviceId, serviceId));
  await tx.insert(serviceOptions).values(options.map((option, position) => ({ ...option, serviceId, position })));
}

/** The listing's fields and, when given, its options, in one transaction. */
export async function updateListingWithOptions(
  db: Database,
  id: number,
  fields: Partial<NewListing>,
  options: ListingOption[] | null,
) {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(services)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(services.id, id))
      .returning();
    if (options) await replaceOptions(tx, id, options);
    return updated!;
  });
}

/**
 * Appends media to a listing in one batch. Each row takes the next free position as it is written,
 * and the database's triggers hold the package's limits: two uploads at once can neither share a
 * position nor pass the limit.
 */
export async function appendMedia(db: Database, serviceId: number, rows: NewMedia[]) {
  const nextPosition = sql`(SELECT coalesce(max(${media.position}), -1) + 1 FROM ${media} WHERE ${media.serviceId} = ${serviceId})`;
  await db.batch([
    db.update(services).set({ updatedAt: new Date() }).where(eq(services.id, serviceId)),
    ...rows.map((item) => db.insert(media).values({ ...item, position: nextPosition, serviceId })),
  ]);
}

export const mediaRowsOf = (db: Database, serviceId: number) =>
  db.select().from(media).where(eq(media.serviceId, serviceId));

/** How many photos and videos a listing holds now. */
export async function countMediaOf(db: Database, serviceId: number) {
  const rows = await db
    .select({ type: media.type, n: count() })
    .from(media)
    .where(eq(media.serviceId, serviceId))
    .groupBy(media.type);
  const of = (type: string) => rows.find((row) => row.type === type)?.n ?? 0;
  return { photos: of('image'), videos: of('video') };
}

/** Deletes one media row of a listing; the database refuses the last one (migration 0009). */
export const deleteMediaItem = (db: Database, serviceId: number, mediaId: number) =>
  db.delete(media).where(and(eq(media.id, mediaId), eq(media.serviceId, serviceId)));

/** Removes a listing and cancels its upcoming bookings in one batch; the bookings cancelled. */
export async function deleteListingCancellingBookings(db: Database, serviceId: number, sellerId: string, now: number) {
  const [refunds, money, told, events, update] = cancelUpcomingOf(db, serviceId, sellerId, now);
  const [, , , , cancelled] = await db.batch([
    refunds,
    money,
    told,
    events,
    update,
    db.delete(services).where(and(eq(services.id, serviceId), eq(services.sellerId, sellerId))),
  ]);
  return cancelled;
}

/** Of these storage keys, the ones another listing still uses (sample data shares pictures). */
export async function storageKeysInUse(db: Database, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  // Any rendition of any listing: content-addressed files (the samples) can be shared.
  const rows = await db
    .select({ storage: media.storageKey, thumbnail: media.thumbnailKey, medium: media.mediumKey })
    .from(media)
    .where(or(inArray(media.storageKey, keys), inArray(media.thumbnailKey, keys), inArray(media.mediumKey, keys)));
  const named = rows.flatMap((row) => [row.storage, row.thumbnail, row.medium]);
  return new Set(named.filter((key): key is string => key !== null && keys.includes(key)));
}

export const listingsOfSeller = (db: Database, sellerId: string) =>
  db.query.services.findMany({
    where: eq(services.sellerId, sellerId),
    orderBy: (table, { desc }) => [desc(table.id)],
  });

/** A listing's own booking rules (decision 042); null follows the seller's settings. */
export const saveRules = (db: Database, serviceId: number, rules: ListingRules) =>
  db.update(services).set(rules).where(eq(services.id, serviceId));

/** Whether a listing comes to the client's place, and on what terms (decision 043). */
export const saveHomeTerms = (db: Database, serviceId: number, terms: HomeTerms) =>
  db.update(services).set(terms).where(eq(services.id, serviceId));
