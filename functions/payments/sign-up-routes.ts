/**
 * Signing up: an account made, and for a seller who gives a paying number at once (the earlier web
 * client) the package's PIN prompt sent with it; the session then comes with the payment. The
 * route lives with the payment flow, so accounts knows nothing of payments.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { RegisterSchema } from '#shared/accounts';
import { negotiateLocale } from '#shared/i18n/locales';
import { setSignedInCookies } from '#functions/accounts/cookies';
import { consume, limitRequests } from '#functions/accounts/rate-limit';
import { register } from '#functions/accounts/service';
import { clientAddressOf, type AppEnv } from '#functions/api/env';
import { bodyOf } from '#functions/api/form-or-json';
import { Refusal } from '#functions/platform/refusal';
import { said, saying } from '#functions/api/said';
import { parseOr400, valid } from '#functions/api/validate';
import { checkSellerPayment, startSignUpPayment } from './sign-up';

const CheckSellerPaymentSchema = z.object({
  checkoutRequestId: z.string().min(1).max(100),
  handoverToken: z.string().min(1).max(100),
});

export const signUpRoutes = new Hono<AppEnv>()
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
      const signed = await register(c.var.platform, input, locale);
      if (prompts) {
        // The earlier web client: the prompt goes out now, and the session comes with the payment
        // (POST /api/check-seller-payment), so nothing is stored in its browser until it is paid.
        return c.json(saying(c, await startSignUpPayment(c.var.platform, signed, prompts)), 201);
      }
      setSignedInCookies(c, signed);
      return c.json({ token: signed.token, user: signed.user }, 201);
    },
  )
  .post('/check-seller-payment', limitRequests('paymentChecksPerAddress'), async (c) => {
    const { checkoutRequestId, handoverToken } = await parseOr400(CheckSellerPaymentSchema, await bodyOf(c.req));
    try {
      return c.json(saying(c, await checkSellerPayment(c.var.platform, checkoutRequestId, handoverToken)));
    } catch (error) {
      if (error instanceof Refusal && error.kind === 'not-found')
        return c.json({ success: false, ...said(c, error.key, error.params) }, 404);
      throw error;
    }
  });
