import { Hono } from 'hono';
import type { AppEnv } from '#functions/api/env';
import { Refusal } from '#functions/platform/refusal';
import { parseId } from '#functions/api/ids';
import { requireUser } from '#functions/api/require-role';
import { limitRequests } from '#functions/accounts/rate-limit';
import { receivePayoutResult } from './callback';
import type { ResultKind } from './service';
import { moneyOf } from './pages';

const RESULT_KINDS: readonly ResultKind[] = ['result', 'timeout', 'status', 'status-timeout'];
const isResultKind = (kind: string): kind is ResultKind => (RESULT_KINDS as readonly string[]).includes(kind);

/** Daraja's posts about payouts (decision 026), and a person's own statement and refunds. */
export const payoutRoutes = new Hono<AppEnv>()
  .post('/payouts/mpesa/:id/:secret/:kind', limitRequests('paymentCallbacksPerAddress'), async (c) => {
    const id = parseId(c.req.param('id'));
    const kind = c.req.param('kind');
    if (id === undefined || !isResultKind(kind)) throw new Refusal('not-found', 'api.notFound');
    const { status, verdict } = await receivePayoutResult(
      c.var.platform,
      id,
      c.req.param('secret'),
      kind,
      await c.req.text(),
    );
    // Daraja's expected acknowledgement; refusals carry an honest status as well.
    return c.json({ ResultCode: status === 200 ? 0 : 1, ResultDesc: verdict }, status);
  })
  .get('/me/money', requireUser, async (c) => c.json(await moneyOf(c.var.platform.db, c.var.user)));
