import { desc, eq } from 'drizzle-orm';
import type { Database, Queries } from '#functions/db/client';
import { outbox } from '#functions/db/schema/mail';

export type NewMailRecord = typeof outbox.$inferInsert;

/** Records a message in the outbox; its id names it in the log. */
export async function recordMail(db: Queries, values: NewMailRecord): Promise<number> {
  const [row] = await db.insert(outbox).values(values).returning({ id: outbox.id });
  return row!.id;
}

/** The tester's mailbox: the newest first. */
export const recentMails = (db: Database, limit: number) =>
  db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);

export const findMail = (db: Database, id: number) => db.query.outbox.findFirst({ where: eq(outbox.id, id) });
