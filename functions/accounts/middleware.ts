import type { MessageKey } from '#shared/i18n/en';
import { createMiddleware } from 'hono/factory';
import { said } from '#functions/api/said';
import { ACCOUNT_MESSAGES } from '#shared/account-messages';
import type { AppEnv } from '#functions/api/env';
import type { Platform } from '#functions/platform/platform';
import { isSecure, readSessionToken, signedInCookies, signedOutCookies } from './cookies';
import { SESSION_COOKIE } from '#shared/session-cookies';
import { toPublicUser } from './service';
import { validateSessionToken, type SessionValidation } from './sessions';
import { type Session, type User } from './sessions-repository';

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

export type SignedIn = AppEnv & { Variables: { user: User; session: Session } };
type Role = User['accountType'];

/**
 * The one way a route requires who may call it: 401 with `signIn` unless someone is signed in,
 * 403 with `forbidden` unless their account has `role`. After it, handlers read a non-null
 * `c.var.user`, and services take a `User`.
 */
export function requireRole(role: Role | 'anyone', messages: { signIn?: MessageKey; forbidden?: MessageKey } = {}) {
  const { signIn = ACCOUNT_MESSAGES.signInRequired, forbidden = 'api.notWithThisAccount' } = messages;
  return createMiddleware<SignedIn>(async (c, next) => {
    if (!c.var.user || !c.var.session) return c.json(said(c, signIn), 401);
    if (role !== 'anyone' && c.var.user.accountType !== role) return c.json(said(c, forbidden), 403);
    return next();
  });
}

/** 401 unless someone is signed in. */
export const requireUser = requireRole('anyone');
/** 401 unless someone is signed in, with this form's words. */
export const requireUserTo = (signIn: MessageKey) => requireRole('anyone', { signIn });
/** 401 unless signed in, 403 unless a seller. */
export const requireSeller = (messages: { signIn?: MessageKey; forbidden: MessageKey }) =>
  requireRole('seller', messages);

/**
 * Staff only (issue 18): 401 unless signed in, 403 unless the account holds one of `roles`. A
 * suspended account has no session at all (sessions.ts), so it never gets this far.
 */
export function requireStaff(roles: ReadonlyArray<NonNullable<User['role']>>) {
  return createMiddleware<SignedIn>(async (c, next) => {
    if (!c.var.user || !c.var.session) return c.json(said(c, 'api.staffSignIn'), 401);
    if (!c.var.user.role || !roles.includes(c.var.user.role)) {
      return c.json(said(c, 'api.staffForbidden'), 403);
    }
    return next();
  });
}
