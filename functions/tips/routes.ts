/** A tip after a visit (decision 050): from the booking's card (a plain form) or as JSON. Mounted before bookingRoutes. */
import { Hono } from 'hono';
import { limitRequests } from '#functions/accounts/rate-limit';
import type { AppEnv } from '#functions/api/env';
import { answerForm, bodyOf, isForm } from '#functions/api/form-or-json';
import { requireUser } from '#functions/api/require-role';
import { parseOr400 } from '#functions/api/validate';
import { returnPath } from '#shared/return-path';
import { TipSchema } from '#shared/tips';
import { startTip } from './service';

export const tipRoutes = new Hono<AppEnv>().post(
  '/bookings/:id/tip',
  requireUser,
  limitRequests('paymentsPerAccount', 'paymentsPerAccount'),
  async (c) => {
    const body = await bodyOf(c.req);
    const act = async () =>
      startTip(c.var.platform, c.var.user, c.req.param('id'), await parseOr400(TipSchema, body), Date.now());
    if (!isForm(c.req)) return c.json(await act(), 201);
    return answerForm(
      c,
      returnPath(body.return, '/account/bookings'),
      { done: 'tip-saved', failed: 'tip-failed' },
      act,
    );
  },
);
