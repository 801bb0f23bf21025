/** Where listings are: the gazetteer place each one's typed location resolves to (decision 005). */
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '#functions/db/client';
import { services } from '#functions/db/schema/catalogue';
import { conditions, type ListingWhere, type ListingRow } from './repository';

export const listingsWithoutPlace = (db: Database, batch: number) =>
  db.select({ id: services.id, location: services.location }).from(services).where(isNull(services.place)).limit(batch);

export async function setPlace(db: Database, place: string, ids: number[]): Promise<void> {
  await db.update(services).set({ place }).where(inArray(services.id, ids));
}

/** Up to `limit` listings in one place that `where` allows, newest first, below `beforeId` when given. */
export const listingsInPlace = (
  db: Database,
  place: string,
  beforeId: number | null,
  where: ListingWhere,
  limit: number,
): Promise<ListingRow[]> =>
  db
    .select()
    .from(services)
    .where(and(eq(services.place, place), beforeId ? lt(services.id, beforeId) : undefined, ...conditions(where)))
    .orderBy(sql`${services.id} DESC`)
    .limit(limit);
