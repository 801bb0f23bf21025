import { eq } from 'drizzle-orm';
import type { Database } from '#functions/db/client';
import { sessions, users } from '#functions/db/schema/accounts';
import { pushSubscriptions } from '#functions/db/schema/push';

export type Session = typeof sessions.$inferSelect;
export type User = typeof users.$inferSelect;

export async function insertSession(db: Database, session: Session): Promise<void> {
  await db.insert(sessions).values(session);
}

/** The session with this id and its account. */
export async function sessionWithUser(db: Database, id: string) {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, id))
    .limit(1);
  return row;
}

export async function setSessionExpiry(db: Database, id: string, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id));
}

/** Signing out: the session, and the push subscription of the browser it turned push on in (decision 032). */
export async function deleteSession(db: Database, id: string): Promise<void> {
  await db.batch([
    db.delete(pushSubscriptions).where(eq(pushSubscriptions.sessionId, id)),
    db.delete(sessions).where(eq(sessions.id, id)),
  ]);
}
