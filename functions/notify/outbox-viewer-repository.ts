import { desc, eq } from 'drizzle-orm';
import type { Database } from '#functions/db/client';
import { outbox } from '#functions/db/schema/mail';

/** The tester's mailbox: the newest first. */
export const recentMails = (db: Database, limit: number) =>
  db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);

export const findMail = (db: Database, id: number) => db.query.outbox.findFirst({ where: eq(outbox.id, id) });
