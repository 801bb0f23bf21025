/** Push subscriptions (decision 032): a browser's, for the session that turned push on in it. */
import { and, count, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Queries } from '#functions/db/client';
import { sessions, users } from '#functions/db/schema/accounts';
import { pushSubscriptions } from '#functions/db/schema/push';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** The browsers one account may hear on at once; a new one beyond them replaces the oldest. */
export const MAX_PUSH_DEVICES = 10;

/**
 * Saves a browser's subscription for this session and turns push on for the account, in one
 * transaction. An endpoint already known (the same browser again, or another account signed in
 * on it before) is taken over: a browser hears for whoever turned push on in it last.
 */
export async function saveSubscription(db: Queries, row: PushSubscriptionRow) {
  await db.transaction(async (tx) => {
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, row.endpoint));
    await tx.insert(pushSubscriptions).values(row);
    const kept = await tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, row.userId))
      .orderBy(desc(pushSubscriptions.createdAt));
    const older = kept.slice(MAX_PUSH_DEVICES).map((item) => item.id);
    if (older.length) await tx.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, older));
    await tx.update(users).set({ notifyPush: true }).where(eq(users.id, row.userId));
  });
}

/**
 * Forgets one browser of the account (push turned off in it); when none is left, push is off for
 * the account. One transaction.
 */
export async function removeSubscription(db: Queries, userId: string, endpoint: string) {
  await db.transaction(async (tx) => {
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
    const [left] = await tx.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    if (!left?.n) await tx.update(users).set({ notifyPush: false }).where(eq(users.id, userId));
  });
}

/** A browser its push service says is gone (404, 410): forgotten. */
export const deleteSubscription = (db: Queries, id: string) =>
  db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));

/**
 * Subscriptions whose session still lives: a browser hears while it is signed in. (Foreign keys
 * are not enforced on every connection, decision 003: the session is checked here, and the
 * retention job removes what ended sessions left.)
 */
const live = (now: number) => and(eq(sessions.id, pushSubscriptions.sessionId), gt(sessions.expiresAt, new Date(now)));

/** A browser to push to, while its session lives. */
export async function findSubscription(db: Queries, id: string, now = Date.now()) {
  const [row] = await db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .innerJoin(sessions, live(now))
    .where(eq(pushSubscriptions.id, id));
  return row;
}

/** The ids of the account's browsers that are signed in, newest first: the addresses of its pushes. */
export async function subscriptionIdsOf(db: Queries, userId: string, now = Date.now()): Promise<string[]> {
  const rows = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .innerJoin(sessions, live(now))
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt));
  return rows.map((row) => row.id);
}

/** Whether this endpoint is one of the account's browsers (what the switch in /account shows). */
export async function hasEndpoint(db: Queries, userId: string, endpoint: string) {
  const row = await db.query.pushSubscriptions.findFirst({
    where: and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)),
    columns: { id: true },
  });
  return Boolean(row);
}
