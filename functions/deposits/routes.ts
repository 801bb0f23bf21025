import type { Context } from 'hono';
import { Hono } from 'hono';
import { saying } from '#functions/api/said';
import type { AppEnv } from '#functions/api/env';
import { valid } from '#functions/api/validate';
import { requireUser } from '#functions/api/require-role';
import { limitRequests } from '#functions/accounts/rate-limit';
import { DepositPaymentSchema } from '#shared/payments';
import { depositStatus, startDeposit } from './service';

/** A booking's deposit: paid from the booking dialog, and its state polled (mounted before bookingRoutes). */
export const depositRoutes = new Hono<AppEnv>()
  .post(
    '/bookings/:id/deposit',
    requireUser,
    limitRequests('paymentsPerAccount', 'paymentsPerAccount'),
    valid('json', DepositPaymentSchema),
    async (c) =>
      c.json(
        sayingPayment(c, await startDeposit(c.var.platform, c.var.user, c.req.param('id'), c.req.valid('json').phone)),
        201,
      ),
  )
  .get('/bookings/:id/deposit', requireUser, async (c) =>
    c.json(sayingPayment(c, await depositStatus(c.var.platform, c.var.user, c.req.param('id')))),
  );

/** A deposit's state with its payment's notice said in the caller's language. */
const sayingPayment = <T extends { payment: { message?: unknown } | null }>(c: Context, status: T) => ({
  ...status,
  payment: status.payment && saying(c, status.payment),
});
