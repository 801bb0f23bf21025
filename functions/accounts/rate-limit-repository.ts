import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '#functions/db/client';
import { rateLimits } from '#functions/db/schema/accounts';

/**
 * Counts one attempt under `key` in a fixed window of `windowMs` (a new window once the last one
 * ended), in one statement so parallel requests cannot both slip under a limit; the window's count.
 */
export async function countAttempt(db: Database, key: string, windowMs: number, now: number) {
  const expired = now - windowMs;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.windowStart} <= ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStart: sql`CASE WHEN ${rateLimits.windowStart} <= ${expired} THEN ${now} ELSE ${rateLimits.windowStart} END`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  return row;
}

/** Forgets windows that began before `before`. */
export async function forgetWindows(db: Database, before: number): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, before));
}

export async function giveBackAttempt(db: Database, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`MAX(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

export async function forgetWindow(db: Database, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
