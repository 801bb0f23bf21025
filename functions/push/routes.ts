/**
 * The switch in My Account for notifications in this browser (decision 032): the island sends the
 * subscription its browser made, or the endpoint it had when turning off.
 */
import { Hono } from 'hono';
import type { AppEnv } from '#functions/api/env';
import { said } from '#functions/api/said';
import { parseOr400 } from '#functions/api/validate';
import { bodyOf } from '#functions/api/form-or-json';
import { requireUser } from '#functions/api/require-role';
import { limitRequests } from '#functions/accounts/rate-limit';
import { PushEndpointSchema, PushSubscriptionSchema } from '#shared/push-subscription';
import { isSubscribed, subscribe, unsubscribe } from '#functions/notify/push-subscriptions';

export const pushRoutes = new Hono<AppEnv>()
  .get('/me/push', requireUser, async (c) => {
    const { endpoint } = await parseOr400(PushEndpointSchema, { endpoint: c.req.query('endpoint') });
    return c.json({ on: await isSubscribed(c.var.platform, c.var.user, endpoint) });
  })
  .post('/me/push', requireUser, limitRequests('pushChanges', 'pushChanges'), async (c) => {
    const subscription = await parseOr400(PushSubscriptionSchema, await bodyOf(c.req));
    await subscribe(c.var.platform, c.var.user, c.var.session!.id, subscription);
    return c.json({ on: true, ...said(c, 'push.turnedOn') }, 201);
  })
  .delete('/me/push', requireUser, limitRequests('pushChanges', 'pushChanges'), async (c) => {
    const { endpoint } = await parseOr400(PushEndpointSchema, await bodyOf(c.req));
    await unsubscribe(c.var.platform, c.var.user, endpoint);
    return c.json({ on: false, ...said(c, 'push.turnedOff') });
  });
