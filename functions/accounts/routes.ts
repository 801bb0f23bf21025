import { said } from '#functions/api/said';
import { Hono } from 'hono';
import {
  ChangePasswordSchema,
  LoginSchema,
  ProfileSchema,
  ResetCompleteSchema,
  ResetRequestSchema,
} from '#shared/accounts';
import type { AppEnv } from '#functions/api/env';
import { limitRequests } from './rate-limit';
import { RESET_MESSAGES } from '#shared/reset-messages';
import { clientAddressOf } from '#functions/api/env';
import { valid } from '#functions/api/validate';
import { deviceCookie, knownDeviceOf, secureCookies, setSignedInCookies, signedOutCookies } from './cookies';
import { requireUser } from '#functions/api/require-role';
import { invalidateSession } from './sessions';
import * as accounts from './service';
import { noteSellerAt } from './seller-traces';
import { listPackages } from './repository';

/** Sign in, the signed-in user, password reset and packages (sign-up: payments/sign-up-routes.ts). */
export const accountRoutes = new Hono<AppEnv>()
  .post('/login', valid('json', LoginSchema), async (c) => {
    const signed = await accounts.login(
      c.var.platform,
      c.req.valid('json'),
      clientAddressOf(c),
      knownDeviceOf(c.req.raw),
    );
    setSignedInCookies(c, signed);
    c.header('Set-Cookie', deviceCookie(signed.device, secureCookies(c)), { append: true });
    if (signed.user.accountType === 'seller')
      await noteSellerAt(c.var.platform.db, signed.user.id, clientAddressOf(c), Date.now());
    return c.json({ token: signed.token, user: signed.user });
  })
  .post('/logout', async (c) => {
    if (c.var.session) await invalidateSession(c.var.platform.db, c.var.session.id);
    for (const value of signedOutCookies(secureCookies(c))) c.header('Set-Cookie', value, { append: true });
    // The installed app's offline copy of My Bookings goes too (Chrome ignores "cache"; "storage" clears it).
    c.header('Clear-Site-Data', '"storage"');
    // The header's Logout is a plain form: send the browser home; API clients get JSON.
    if (c.req.header('Content-Type')?.startsWith('application/x-www-form-urlencoded')) return c.redirect('/', 303);
    return c.json(said(c, 'api.signedOut'));
  })
  .get('/me', requireUser, async (c) => c.json({ user: await accounts.toPublicUser(c.var.platform, c.var.user) }))
  .patch('/me', requireUser, valid('json', ProfileSchema), async (c) =>
    c.json({ user: await accounts.updateProfile(c.var.platform, c.var.user.id, c.req.valid('json')) }),
  )
  .post('/me/password', requireUser, valid('json', ChangePasswordSchema), async (c) => {
    await accounts.changePassword(c.var.platform, c.var.user, c.var.session!.id, c.req.valid('json'));
    return c.json(said(c, 'api.passwordChanged'));
  })
  .post('/password-reset', valid('json', ResetRequestSchema), limitRequests('resetPerAddress'), async (c) => {
    await accounts.requestPasswordReset(c.var.platform, c.req.valid('json').email);
    return c.json(said(c, RESET_MESSAGES.requested), 202);
  })
  .post('/password-reset/confirm', valid('json', ResetCompleteSchema), limitRequests('resetPerAddress'), async (c) => {
    const { token, password } = c.req.valid('json');
    await accounts.completePasswordReset(c.var.platform, token, password);
    return c.json(said(c, RESET_MESSAGES.changed));
  })
  .get('/packages', async (c) => c.json(await listPackages(c.var.platform.db)));
