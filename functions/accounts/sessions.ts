import type { Database } from '#functions/db/client';
import {
  deleteSession,
  insertSession,
  sessionWithUser,
  setSessionExpiry,
  type Session,
  type User,
} from './sessions-repository';
import { generateToken, hashToken } from '#functions/platform/tokens';

const DAY = 24 * 60 * 60 * 1000;
/** "Remember me": 30 days, renewed once fewer than 15 remain (Lucia guide). */
const PERSISTENT = { lifetime: 30 * DAY, renewBelow: 15 * DAY };
/** Without it: a browser-session cookie, and the server forgets the session after a day idle. */
const BROWSER_SESSION = { lifetime: DAY, renewBelow: DAY / 2 };

export type SessionValidation = { session: Session; user: User; renewed: boolean } | null;

const policy = (persistent: boolean) => (persistent ? PERSISTENT : BROWSER_SESSION);

/** The Lucia guide's name for a new session's secret. */
export const generateSessionToken = generateToken;

export async function createSession(
  db: Database,
  token: string,
  userId: string,
  persistent: boolean,
): Promise<Session> {
  const session: Session = {
    id: hashToken(token),
    userId,
    persistent,
    expiresAt: new Date(Date.now() + policy(persistent).lifetime),
  };
  await insertSession(db, session);
  return session;
}

export async function validateSessionToken(db: Database, token: string): Promise<SessionValidation> {
  const id = hashToken(token);
  const row = await sessionWithUser(db, id);
  if (!row) return null;
  const now = Date.now();
  // A suspended account's sessions end when it is suspended; one that slipped through ends here.
  if (now >= row.session.expiresAt.getTime() || row.user.suspendedAt) {
    await deleteSession(db, id);
    return null;
  }
  const { lifetime, renewBelow } = policy(row.session.persistent);
  if (row.session.expiresAt.getTime() - now < renewBelow) {
    row.session.expiresAt = new Date(now + lifetime);
    await setSessionExpiry(db, id, row.session.expiresAt);
    return { ...row, renewed: true };
  }
  return { ...row, renewed: false };
}

export async function invalidateSession(db: Database, sessionId: string): Promise<void> {
  await deleteSession(db, sessionId);
}
