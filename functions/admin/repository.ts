/** People and contact messages as staff act on them. */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database, Queries } from '#functions/db/client';
import { passwordResets, sessions, users } from '#functions/db/schema/accounts';
import { contactMessages } from '#functions/db/schema/mail';

/** Suspends (with the reason) or reinstates an account; the row after. */
export async function setSuspension(db: Queries, id: string, suspend: boolean, reason: string, now: number) {
  const [after] = await db
    .update(users)
    .set(
      suspend ? { suspendedAt: new Date(now), suspendedReason: reason } : { suspendedAt: null, suspendedReason: null },
    )
    .where(eq(users.id, id))
    .returning();
  return after!;
}

/** Ends every session of an account; how many there were. */
export async function endSessionsOf(db: Queries, userId: string): Promise<number> {
  const ended = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return ended.length;
}

export async function setStaffRole(db: Queries, id: string, role: 'admin' | 'moderator' | null) {
  const [after] = await db.update(users).set({ role }).where(eq(users.id, id)).returning();
  return after!;
}

export const accountByEmail = async (db: Queries, email: string) =>
  (await db.select().from(users).where(eq(users.email, email)))[0];

export async function insertAccount(db: Queries, account: typeof users.$inferInsert): Promise<void> {
  await db.insert(users).values(account);
}

export async function insertPasswordLink(db: Queries, link: typeof passwordResets.$inferInsert): Promise<void> {
  await db.insert(passwordResets).values(link);
}

export const contactInbox = (db: Database, unansweredOnly: boolean, limit = 100) =>
  db
    .select()
    .from(contactMessages)
    .where(unansweredOnly ? isNull(contactMessages.answeredAt) : undefined)
    .orderBy(desc(contactMessages.id))
    .limit(limit);

export const findContactMessage = (db: Database, id: number) =>
  db.query.contactMessages.findFirst({ where: eq(contactMessages.id, id) });

/** Keeps staff's answer with the message, once: undefined when it was answered meanwhile. */
export async function saveAnswer(db: Queries, id: number, answer: string, by: string, now: number) {
  const [answered] = await db
    .update(contactMessages)
    .set({ answer, answeredAt: new Date(now), answeredBy: by })
    .where(and(eq(contactMessages.id, id), isNull(contactMessages.answeredAt)))
    .returning();
  return answered;
}
