/**
 * Who may call a route: the HTTP kit every feature's routes use, reading the session that the
 * accounts' middleware put on the context (`c.var.user`, `c.var.session`).
 */
import type { MessageKey } from '#shared/i18n/en';
import { createMiddleware } from 'hono/factory';
import { ACCOUNT_MESSAGES } from '#shared/account-messages';
import type { Session, User } from '#functions/accounts/sessions-repository';
import type { AppEnv } from './env';
import { said } from './said';

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
 * Staff only: 401 unless signed in, 403 unless the account holds one of `roles`. A
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
