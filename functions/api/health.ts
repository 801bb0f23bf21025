import { pingDatabase } from './health-repository';
import { Hono } from 'hono';
import { isDatabaseUnavailable } from '#functions/db/errors';
import { unexpectedErrors } from '#functions/platform/error-count';
import { STAFF_ROLES } from '#shared/moderation';
import type { AppEnv } from './env';

const started = Date.now();

/**
 * GET /api/health: for a load balancer or an operator. 503 while the database cannot be reached.
 * Anyone sees whether it is up; the error count and uptime are for staff signed in (a public
 * counter anyone can raise would only invite them to).
 */
export const healthRoutes = new Hono<AppEnv>().get('/health', async (c) => {
  let database: 'ok' | 'unavailable' = 'ok';
  try {
    await pingDatabase(c.var.platform.db);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    database = 'unavailable';
  }
  const staff = Boolean(c.var.user?.role && STAFF_ROLES.includes(c.var.user.role));
  const body = {
    status: database === 'ok' ? 'ok' : 'degraded',
    database,
    ...(staff && { unexpectedErrors: unexpectedErrors(), uptimeSeconds: Math.round((Date.now() - started) / 1000) }),
  };
  return c.json(body, database === 'ok' ? 200 : 503, database === 'ok' ? {} : { 'Retry-After': '5' });
});
