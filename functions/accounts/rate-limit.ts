import { lt, sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { clientAddressOf, type AppEnv } from '../api/env';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema/accounts';
import { HttpError } from '../api/http-error';
import { ACCOUNT_MESSAGES } from '../../src/shared/accounts';

const MINUTE = 60_000;

/** Every limit in one place: attempts allowed per window, per client address or per email. */
export const LIMITS = {
  loginPerIp: { max: 30, windowMs: 15 * MINUTE },
  loginPerEmail: { max: 10, windowMs: 15 * MINUTE },
  registerPerIp: { max: 10, windowMs: 60 * MINUTE },
  resetPerIp: { max: 10, windowMs: 60 * MINUTE },
  resetPerEmail: { max: 3, windowMs: 60 * MINUTE },
  contactPerIp: { max: 5, windowMs: 60 * MINUTE },
  bookingPerIp: { max: 20, windowMs: 60 * MINUTE },
} as const;

export type LimitName = keyof typeof LIMITS;

/**
 * Counts one attempt against `name` for `subject` (a fixed window kept in the database, so all
 * server processes share it) and throws 429 with Retry-After once the limit is passed.
 */
export async function consume(db: Database, name: LimitName, subject: string, scale = 1): Promise<void> {
  const { windowMs } = LIMITS[name];
  const max = LIMITS[name].max * scale;
  const now = Date.now();
  const expired = now - windowMs;
  const key = `${name}:${subject.toLowerCase()}`;
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
  // Now and then, forget windows that ended long ago.
  if (Math.random() < 0.01) await db.delete(rateLimits).where(lt(rateLimits.windowStart, now - 24 * 60 * MINUTE));
  if (row && row.count > max) {
    const retryAfter = Math.max(1, Math.ceil((row.windowStart + windowMs - now) / 1000));
    throw new HttpError(429, ACCOUNT_MESSAGES.tooManyAttempts, { 'Retry-After': String(retryAfter) });
  }
}

/** Counts every request from one client address, valid or not, before anything else runs. */
export const limitPerClient = (name: LimitName) =>
  createMiddleware<AppEnv>(async (c, next) => {
    await consume(c.var.platform.db, name, clientAddressOf(c), c.var.platform.config.RATE_LIMIT_SCALE);
    return next();
  });
