import { inArray } from 'drizzle-orm';
import type { Database } from '#functions/db/client';
import { sellerTraces } from '#functions/db/schema/accounts';

/** Keeps a trace once (the same key again is already there). */
export const insertTrace = (db: Database, key: string, at: number) =>
  db.insert(sellerTraces).values({ key, at }).onConflictDoNothing();

/** Whether any of the traces `keys` is kept. */
export async function anyTrace(db: Database, keys: string[]): Promise<boolean> {
  const found = await db.select({ key: sellerTraces.key }).from(sellerTraces).where(inArray(sellerTraces.key, keys));
  return found.length > 0;
}
