import { Hono } from 'hono';
import { saying } from '#functions/api/said';
import { PAYMENT_MESSAGES, StartPaymentSchema } from '#shared/payments';
import { PackageChoiceSchema } from '#shared/accounts';
import type { AppEnv } from '#functions/api/env';
import { bodyOf, fieldText, isForm } from '#functions/api/form-or-json';
import { Refusal } from '#functions/platform/refusal';
import { parseId } from '#functions/api/ids';
import { parseOr400 } from '#functions/api/validate';
import { requireSeller } from '#functions/api/require-role';
import { limitRequests } from '#functions/accounts/rate-limit';
import { toPublicUser } from '#functions/accounts/service';
import { receiveCallback } from './callback';
import * as payments from './service';
import { toPaymentView } from './view';
import { changePackage } from './sellers';

const seller = requireSeller({ signIn: PAYMENT_MESSAGES.signIn, forbidden: PAYMENT_MESSAGES.sellersOnly });

/** Why a form post came back to the pay page, by a short name the page turns into words. */
function formErrorOf(error: unknown): string {
  if (!(error instanceof Refusal)) throw error;
  if (error.kind === 'unavailable') return 'unavailable';
  return error.key === PAYMENT_MESSAGES.invalidPhone ? 'phone' : 'refused';
}

/** Seller packages paid with M-Pesa, Daraja's callback, and the package changes that cost nothing. */
export const paymentRoutes = new Hono<AppEnv>()
  .post('/payments', seller, limitRequests('paymentsPerAccount', 'paymentsPerAccount'), async (c) => {
    const body = await bodyOf(c.req);
    if (!isForm(c.req)) {
      const row = await payments.startPayment(c.var.platform, c.var.user, await parseOr400(StartPaymentSchema, body));
      return c.json(saying(c, toPaymentView(row)), 201);
    }
    // The pay page's form: on to the paying screen, or back to the form with what went wrong.
    const retry = new URLSearchParams({ purpose: fieldText(body.purpose), package: fieldText(body.packageId) });
    try {
      const row = await payments.startPayment(c.var.platform, c.var.user, await parseOr400(StartPaymentSchema, body));
      return c.redirect(`/account/payment/${row.id}`, 303);
    } catch (error) {
      if (error instanceof payments.PaymentWaiting) return c.redirect(`/account/payment/${error.paymentId}`, 303);
      retry.set('error', formErrorOf(error));
      return c.redirect(`/account/pay?${retry}`, 303);
    }
  })
  .get('/payments/:id', seller, async (c) => {
    const id = parseId(c.req.param('id'));
    if (id === undefined) throw new Refusal('not-found', PAYMENT_MESSAGES.notFound);
    return c.json(saying(c, await payments.paymentFor(c.var.platform, c.var.user, id)));
  })
  .get('/me/payments', seller, async (c) =>
    c.json((await payments.paymentHistory(c.var.platform, c.var.user)).map((view) => saying(c, view))),
  )
  .post('/me/package', seller, async (c) => {
    const { packageId } = await parseOr400(PackageChoiceSchema, await bodyOf(c.req));
    const updated = await changePackage(c.var.platform, c.var.user, packageId);
    if (isForm(c.req)) return c.redirect('/account/money#package', 303);
    return c.json({ user: await toPublicUser(c.var.platform, updated) });
  })
  .post('/payments/mpesa/:secret', limitRequests('paymentCallbacksPerAddress'), async (c) => {
    const { status, verdict } = await receiveCallback(c.var.platform, c.req.param('secret'), await c.req.text());
    // Daraja's expected acknowledgement; refusals carry an honest status as well.
    return c.json({ ResultCode: status === 200 ? 0 : 1, ResultDesc: verdict }, status);
  });
