import { createMiddleware } from 'hono/factory';
import { API_CSP, PRIVATE_CACHE, securityHeaderValues } from '#functions/platform/security-headers';
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
 * Every answer is private and unstored unless its handler declared it public (media, whose bytes
 * are the same for everyone); an answer that sets a cookie is private whatever it declared.
 */
export const privateAnswers = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const declaredPublic = /\bpublic\b/.test(c.res.headers.get('Cache-Control') ?? '');
  if (!declaredPublic || c.res.headers.has('Set-Cookie')) {
    c.res.headers.set('Cache-Control', PRIVATE_CACHE);
    c.res.headers.append('Vary', 'Cookie, Authorization');
  }
});
