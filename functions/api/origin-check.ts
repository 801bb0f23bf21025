import { createMiddleware } from 'hono/factory';
import { ACCOUNT_MESSAGES } from '../../src/shared/accounts';
import type { AppEnv } from './env';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that a browser sent from another site, so a session cookie
 * can never be ridden cross-site (CSRF). API clients that send no Origin, such as apps using
 * a Bearer token, are unaffected.
 */
export const originCheck = createMiddleware<AppEnv>(async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  const origin = c.req.header('Origin');
  const allowed = new Set([new URL(c.req.url).origin]);
  if (c.var.platform.config.SITE_URL) allowed.add(new URL(c.var.platform.config.SITE_URL).origin);
  const crossSite = origin ? !allowed.has(origin) : c.req.header('Sec-Fetch-Site') === 'cross-site';
  if (crossSite) return c.json({ message: ACCOUNT_MESSAGES.crossSite }, 403);
  return next();
});
