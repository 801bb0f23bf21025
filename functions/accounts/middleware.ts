import { createMiddleware } from 'hono/factory';
import { ACCOUNT_MESSAGES } from '../../src/shared/accounts';
import type { AppEnv } from '../api/env';
import { isSecureRequest, readSessionToken, signedInCookies, signedOutCookies } from './cookies';
import { toPublicUser } from './service';
import { validateSessionToken } from './sessions';

/** Puts the signed-in user (or null) on the context; renews the cookie when the session was extended. */
export const sessionMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  c.set('user', null);
  c.set('session', null);
  const found = readSessionToken(c.req.raw);
  if (found) {
    const platform = c.var.platform;
    const result = await validateSessionToken(platform.db, found.token);
    if (result) {
      c.set('user', result.user);
      c.set('session', result.session);
    }
    if (found.via === 'cookie') {
      const secure = isSecureRequest(c.req.raw);
      const cookies = !result
        ? signedOutCookies(secure)
        : result.renewed
          ? signedInCookies(found.token, result.session, await toPublicUser(platform, result.user), secure)
          : [];
      await next();
      for (const value of cookies) c.header('Set-Cookie', value, { append: true });
      return;
    }
  }
  await next();
});

/** 401 unless someone is signed in. */
export const requireUser = createMiddleware<AppEnv & { Variables: { user: NonNullable<AppEnv['Variables']['user']> } }>(
  async (c, next) => {
    if (!c.var.user || !c.var.session) return c.json({ message: ACCOUNT_MESSAGES.signInRequired }, 401);
    return next();
  },
);
