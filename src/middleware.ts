import { defineMiddleware } from 'astro:middleware';
import { getPlatform } from '#platform';
import { displayUser } from '../functions/accounts/cookies';
import { resolveSession } from '../functions/accounts/middleware';

/**
 * Server-rendered pages learn who is signed in from the session cookie, exactly as the API does
 * (resolveSession). Static pages and /api/* are left alone.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  context.locals.user = null;
  context.locals.account = null;
  context.locals.session = null;
  if (context.isPrerendered || context.url.pathname.startsWith('/api/')) return next();

  let cookies: string[] = [];
  try {
    const resolved = await resolveSession(getPlatform(), context.request);
    cookies = resolved.cookies;
    if (resolved.validation) {
      const { user, session } = resolved.validation;
      context.locals.account = user;
      context.locals.session = session;
      context.locals.user = displayUser(user, Boolean(user.packageId));
    }
  } catch (error) {
    // The page can still render for a visitor; its own data read reports the outage.
    console.error('Session check failed', error);
  }
  const response = await next();
  for (const value of cookies) response.headers.append('Set-Cookie', value);
  return response;
});
