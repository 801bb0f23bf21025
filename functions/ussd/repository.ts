import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Database, Queries } from '#functions/db/client';
import { ussdSessions } from '#functions/db/schema/phone';

export type SessionRow = typeof ussdSessions.$inferSelect;

export const findSession = (db: Queries, sessionId: string) =>
  db.query.ussdSessions.findFirst({ where: eq(ussdSessions.sessionId, sessionId) });

export async function saveSession(db: Queries, row: typeof ussdSessions.$inferInsert) {
  const { sessionId: _sessionId, ...rest } = row;
  await db.insert(ussdSessions).values(row).onConflictDoUpdate({ target: ussdSessions.sessionId, set: rest });
}

/** The identity's latest session that dropped (no END) since `since`, to offer to continue. */
export const droppedSession = (db: Database, identityId: number, since: number) =>
  db.query.ussdSessions.findFirst({
    where: and(
      eq(ussdSessions.identityId, identityId),
      isNull(ussdSessions.endedAt),
      gt(ussdSessions.updatedAt, since),
    ),
    orderBy: desc(ussdSessions.updatedAt),
  });
