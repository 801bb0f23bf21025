import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '#functions/db/client';
import { favourites } from '#functions/db/schema/trust';

/** Saves a listing; saving it again changes nothing. */
export async function addFavourite(db: Database, userId: string, serviceId: number, serviceName: string) {
  await db.insert(favourites).values({ userId, serviceId, serviceName }).onConflictDoNothing();
}

export async function removeFavourite(db: Database, userId: string, serviceId: number) {
  await db.delete(favourites).where(and(eq(favourites.userId, userId), eq(favourites.serviceId, serviceId)));
}

export const favouritesOfUser = (db: Database, userId: string) =>
  db.select().from(favourites).where(eq(favourites.userId, userId)).orderBy(desc(favourites.createdAt));

/** Which of these listings the user saved. */
export async function savedAmong(db: Database, userId: string, serviceIds: number[]): Promise<Set<number>> {
  if (serviceIds.length === 0) return new Set();
  const rows = await db
    .select({ id: favourites.serviceId })
    .from(favourites)
    .where(and(eq(favourites.userId, userId), inArray(favourites.serviceId, serviceIds)));
  return new Set(rows.map((row) => row.id));
}

/** How many people saved each of these listings. */
export async function savedCounts(db: Database, serviceIds: number[]): Promise<Map<number, number>> {
  if (serviceIds.length === 0) return new Map();
  const rows = await db
    .select({ id: favourites.serviceId, saved: count() })
    .from(favourites)
    .where(inArray(favourites.serviceId, serviceIds))
    .groupBy(favourites.serviceId);
  return new Map(rows.map((row) => [row.id, row.saved]));
}
