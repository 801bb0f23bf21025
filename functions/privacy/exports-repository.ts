import { and, desc, eq, gt, inArray, lt, or } from 'drizzle-orm';
import type { Database, Queries } from '#functions/db/client';
import { dataExports } from '#functions/db/schema/privacy';

export type ExportRow = typeof dataExports.$inferSelect;

export async function insertExport(db: Queries, row: typeof dataExports.$inferInsert): Promise<number> {
  const [made] = await db.insert(dataExports).values(row).returning({ id: dataExports.id });
  return made!.id;
}

export const findExport = (db: Queries, id: number) =>
  db.query.dataExports.findFirst({ where: eq(dataExports.id, id) });

export async function finishExport(db: Queries, id: number, change: Pick<ExportRow, 'status' | 'storageKey' | 'size'>) {
  await db
    .update(dataExports)
    .set(change)
    .where(and(eq(dataExports.id, id), eq(dataExports.status, 'making')));
}

/** The files a person (or the staff member who asked) can still fetch, newest first. */
export const liveExportsOf = (db: Database, userId: string, now: number) =>
  db
    .select()
    .from(dataExports)
    .where(and(or(eq(dataExports.userId, userId), eq(dataExports.requestedBy, userId)), gt(dataExports.expiresAt, now)))
    .orderBy(desc(dataExports.id))
    .limit(10);

export const expiredExports = (db: Database, now: number, limit: number) =>
  db.select().from(dataExports).where(lt(dataExports.expiresAt, now)).limit(limit);

export async function deleteExports(db: Queries, ids: number[]) {
  if (ids.length) await db.delete(dataExports).where(inArray(dataExports.id, ids));
}

export const exportsOfUser = (db: Queries, userId: string) =>
  db.select().from(dataExports).where(eq(dataExports.userId, userId));
