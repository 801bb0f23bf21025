/**
 * A person's notification channels and stop links, and Africa's Talking's delivery reports (its
 * callback addresses carry `?key=` AT_CALLBACK_KEY, since it does not sign them; decision 017).
 * Incoming texts are the waitlist's and the bookings' (waitlist/reply-routes.ts), the WhatsApp webhook the chat's.
 */
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { said } from '#functions/api/said';
import type { AppEnv } from '#functions/api/env';
import { hashToken, tokenMatches } from '#functions/platform/tokens';
import { requireUser } from '#functions/api/require-role';
import { bodyOf, fieldText, isForm, readForm } from '#functions/api/form-or-json';
import { parseOr400 } from '#functions/api/validate';
import { ChannelChoiceSchema, FORM_CHANNELS, NOTIFICATION_MESSAGES } from '#shared/notifications';
import { offeredChannels } from './transports';
import { channelChoice } from './preferences';
import { findStop, saveChannelChoice, stopAddress } from './preferences-repository';
import { recordReport, type Report } from './reports';
import { own } from '#shared/own';

const AT_REPORTS: Record<string, Report> = {
  Success: 'delivered',
  Failed: 'failed',
  Rejected: 'failed',
  AbsentSubscriber: 'failed',
  Expired: 'failed',
};

/** Africa's Talking's callbacks carry our key in their address: without it, nothing is there. */
export const atCallbackKey = createMiddleware<AppEnv>(async (c, next) => {
  const expected = c.var.platform.config.AT_CALLBACK_KEY;
  const key = c.req.query('key');
  if (!expected || !key || !tokenMatches(key, hashToken(expected))) return c.json(said(c, 'api.notFound'), 404);
  return next();
});

export const notifyRoutes = new Hono<AppEnv>()
  .get('/me/notifications', requireUser, async (c) => {
    const { db, transports, config } = c.var.platform;
    return c.json({
      ...(await channelChoice(db, c.var.user.id)),
      offered: offeredChannels(transports, config.production),
    });
  })
  .post('/me/notifications', requireUser, async (c) => {
    const asked = await parseOr400(ChannelChoiceSchema, await bodyOf(c.req));
    const { transports, config } = c.var.platform;
    const offered = offeredChannels(transports, config.production);
    const choice = { ...asked };
    for (const channel of FORM_CHANNELS) if (!offered.includes(channel)) choice[channel] = false;
    await saveChannelChoice(c.var.platform.db, c.var.user, choice);
    if (isForm(c.req)) return c.redirect('/account/notifications?saved=notifications#notifications', 303);
    return c.json({ ...choice, ...said(c, NOTIFICATION_MESSAGES.saved) });
  })
  // The stop link's form, and mail clients' one-click unsubscribe (RFC 8058) to the same address.
  .post('/notifications/stop/:key', async (c) => {
    const stop = await findStop(c.var.platform.db, c.req.param('key'));
    if (!stop) return c.json(said(c, NOTIFICATION_MESSAGES.unknownStop), 404);
    await stopAddress(c.var.platform.db, stop.address, stop.channel);
    if (isForm(c.req)) return c.redirect(`/notifications/stop/${encodeURIComponent(c.req.param('key'))}?done=1`, 303);
    return c.json(said(c, NOTIFICATION_MESSAGES.stopped));
  })
  .use('/notify/sms/*', atCallbackKey)
  .post('/notify/sms/reports', async (c) => {
    const form = await readForm(c.req);
    const id = fieldText(form.id);
    const report = own(AT_REPORTS, fieldText(form.status)) ?? 'pending';
    if (id) await recordReport(c.var.platform, 'sms', id, report, fieldText(form.failureReason));
    return c.body(null, 200);
  });
