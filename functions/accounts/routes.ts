import { negotiateLocale } from '#shared/i18n/locales';
import { said, saying } from '#functions/api/said';
import { Hono } from 'hono';
import {
  ChangePasswordSchema,
  LoginSchema,
  ProfileSchema,
  RegisterSchema,
  ResetCompleteSchema,
  ResetRequestSchema,
} from '#shared/accounts';
import type { AppEnv } from '#functions/api/env';
import { consume, limitRequests } from './rate-limit';
import { RESET_MESSAGES } from '#shared/reset-messages';
import { clientAddressOf } from '#functions/api/env';
import { valid } from '#functions/api/validate';
import { deviceCookie, knownDeviceOf, secureCookies, setSignedInCookies, signedOutCookies } from './cookies';
import { requireUser } from '#functions/api/require-role';
import { invalidateSession } from './sessions';
import * as accounts from './service';
import { noteSellerAt } from './seller-traces';
import { startSignUpPayment } from '#functions/payments/sign-up';
import { listPackages } from './repository';

/** Sign up, sign in, the signed-in user, password reset and packages. */
export const accountRoutes = new Hono<AppEnv>()
  .post(
    '/register',
    valid('json', RegisterSchema),
    limitRequests('registerBurstPerAddress'),
    limitRequests('registerPerAddress'),
    async (c) => {
      const input = c.req.valid('json');
      const { db, config } = c.var.platform;
      // A sign-up that sends a PIN prompt at once: counted per address before anything is made.
      const prompts = input.accountType === 'seller' && input.paymentPhone;
      if (prompts) await consume(db, 'signUpPromptsPerAddress', clientAddressOf(c), config.RATE_LIMIT_SCALE);
      const locale = negotiateLocale(c.req.header('Accept-Language')) ?? 'en';
      const signed = await accounts.register(c.var.platform, input, locale);
      if (prompts) {
        // The earlier web client: the prompt goes out now, and the session comes with the payment
        // (POST /api/check-seller-payment), so nothing is stored in its browser until it is paid.
        return c.json(saying(c, await startSignUpPayment(c.var.platform, signed, prompts)), 201);
      }
      setSignedInCookies(c, signed);
      return c.json({ token: signed.token, user: signed.user }, 201);
    },
  )
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
