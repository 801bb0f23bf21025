import { defineMiddleware } from 'astro:middleware';
import { getPlatform } from '#platform';
import {
  displayUser,
  isSecureRequest,
  readSessionToken,
  signedInCookies,
  signedOutCookies,
} from '../functions/accounts/cookies';
import { toPublicUser } from '../functions/accounts/service';
import { validateSessionToken } from '../functions/accounts/sessions';

/**
 * Server-rendered pages learn who is signed in from the session cookie (the API does the same in
 * functions/accounts/middleware.ts). Static pages and /api/* are left alone.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  context.locals.user = null;
  context.locals.account = null;
  context.locals.session = null;
  if (context.isPrerendered || context.url.pathname.startsWith('/api/')) return next();
  const found = readSessionToken(context.request);
  if (!found || found.via !== 'cookie') return next();

  const platform = getPlatform();
  let cookies: string[] = [];
  try {
    const result = await validateSessionToken(platform.db, found.token);
    if (result) {
      context.locals.account = result.user;
      context.locals.session = result.session;
      context.locals.user = displayUser(result.user, Boolean(result.user.packageId));
      if (result.renewed) {
        const user = await toPublicUser(platform, result.user);
        cookies = signedInCookies(found.token, result.session, user, isSecureRequest(context.request));
      }
    } else {
      cookies = signedOutCookies(isSecureRequest(context.request));
    }
  } catch (error) {
    // The page can still render for a visitor; its own data read reports the outage.
    console.error('Session check failed', error);
  }
  const response = await next();
  for (const value of cookies) response.headers.append('Set-Cookie', value);
  return response;
});
