import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '#functions/api/env';
import type { Platform } from '#functions/platform/platform';
import { isSecure, readSessionToken, signedInCookies, signedOutCookies } from './cookies';
import { SESSION_COOKIE } from '#shared/session-cookies';
import { toPublicUser } from './service';
import { validateSessionToken, type SessionValidation } from './sessions';

/**
 * Who sent a request, for the API and for server-rendered pages alike: the validated session (or
 * null) and the Set-Cookie values the answer must carry, renewing an extended session's cookies or
 * clearing those of an ended one. Bearer clients get no cookies.
 */
export async function resolveSession(
  platform: Platform,
  request: Request,
): Promise<{ validation: SessionValidation; cookies: string[] }> {
  const found = readSessionToken(request);
  if (!found) return { validation: null, cookies: [] };
  const validation = await validateSessionToken(platform.db, found.token);
  if (found.via !== 'cookie') return { validation, cookies: [] };
  const secure = isSecure(platform.config.production, request);
  const cookies = !validation
    ? signedOutCookies(secure)
    : validation.renewed
      ? signedInCookies(found.token, validation.session, await toPublicUser(platform, validation.user), secure)
      : [];
  return { validation, cookies };
}

/** Puts the signed-in user (or null) on the context. */
export const sessionMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const { validation, cookies } = await resolveSession(c.var.platform, c.req.raw);
  c.set('user', validation?.user ?? null);
  c.set('session', validation?.session ?? null);
  await next();
  // A handler that signed someone in (or out) has set the session cookie itself: its word is final.
  const setByHandler = c.res.headers.getSetCookie().some((value) => value.startsWith(`${SESSION_COOKIE}=`));
  if (setByHandler) return;
  for (const value of cookies) c.header('Set-Cookie', value, { append: true });
});
