import { createMiddleware } from 'hono/factory';
import { API_CSP, PRIVATE_CACHE, securityHeaderValues } from '../platform/security-headers';
import type { AppEnv } from './env';

/** The common security headers plus the API's own policy on every answer. */
export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(securityHeaderValues(c.var.platform.config.production))) {
    c.res.headers.set(name, value);
  }
  if (!c.res.headers.has('Content-Security-Policy')) c.res.headers.set('Content-Security-Policy', API_CSP);
});

/**
 * An answer that knows who asked (a session or a guest's key came with it) is private; one that
 * set no caching of its own is not stored either, since only public catalogue reads opt in.
 */
export const privateAnswers = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const personal = Boolean(c.var.session) || c.res.headers.has('Set-Cookie') || /^\/api\/me(\/|$)/.test(c.req.path);
  if (personal || !c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', PRIVATE_CACHE);
  c.res.headers.append('Vary', 'Cookie, Authorization');
});
