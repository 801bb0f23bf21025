/**
 * The providers' callbacks (decision 017): Africa's Talking's delivery reports and incoming texts
 * (its callback addresses carry `?key=` AT_CALLBACK_KEY, since it does not sign them), and the
 * WhatsApp webhook (registered with WHATSAPP_VERIFY_TOKEN, each post signed with the app secret).
 */
import { receiveSms } from './replies';
import { Hono } from 'hono';
import { said } from '#functions/api/said';
import type { AppEnv } from '#functions/api/env';
import { hashToken, tokenMatches } from '#functions/accounts/tokens';
import { requireUser } from '#functions/accounts/middleware';
import { bodyOf, fieldText, isForm, readForm } from '#functions/api/form-or-json';
import { parseOr400 } from '#functions/api/validate';
import { ChannelChoiceSchema, FORM_CHANNELS, NOTIFICATION_MESSAGES } from '#shared/notifications';
import { offeredChannels } from './transports';
import { channelChoice } from './preferences';
import { findStop, saveChannelChoice, stopAddress } from './preferences-repository';
import { asksToStop, receiveReply, recordReport, signedByWhatsApp, type Report } from './reports';
import { changesOf, inboundOf, takeInbound } from '#functions/whatsapp/intake';
import { runSoon } from '#functions/jobs/soon';
import { WA_INBOUND_JOB } from '#functions/whatsapp/conversation';
import { USSD_DEPOSIT_JOB } from '#functions/ussd/deposit-job';
import { DELIVER_REPLY_JOB } from './outbox';
import { own } from '#shared/own';

/** What a chat message sets off, run at once: its answer, the answer's delivery, a deposit's prompt. */
const CONVERSATION_JOBS = [WA_INBOUND_JOB, DELIVER_REPLY_JOB, USSD_DEPOSIT_JOB];

const AT_REPORTS: Record<string, Report> = {
  Success: 'delivered',
  Failed: 'failed',
  Rejected: 'failed',
  AbsentSubscriber: 'failed',
  Expired: 'failed',
};

const WHATSAPP_REPORTS: Record<string, Report> = { delivered: 'delivered', read: 'delivered', failed: 'failed' };

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
    if (isForm(c.req)) return c.redirect('/account?saved=notifications#notifications', 303);
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
  .use('/notify/sms/*', async (c, next) => {
    const expected = c.var.platform.config.AT_CALLBACK_KEY;
    const key = c.req.query('key');
    if (!expected || !key || !tokenMatches(key, hashToken(expected))) return c.json(said(c, 'api.notFound'), 404);
    return next();
  })
  .post('/notify/sms/reports', async (c) => {
    const form = await readForm(c.req);
    const id = fieldText(form.id);
    const report = own(AT_REPORTS, fieldText(form.status)) ?? 'pending';
    if (id) await recordReport(c.var.platform, 'sms', id, report, fieldText(form.failureReason));
    return c.body(null, 200);
  })
  .post('/notify/sms/inbound', async (c) => {
    const form = await readForm(c.req);
    const field = (name: string, max: number) => fieldText(form[name]).slice(0, max);
    await receiveSms(c.var.platform, { id: field('id', 100), from: field('from', 32), text: field('text', 500) });
    return c.body(null, 200);
  })
  .get('/notify/whatsapp', (c) => {
    const expected = c.var.platform.config.WHATSAPP_VERIFY_TOKEN;
    const ok = expected && c.req.query('hub.mode') === 'subscribe' && c.req.query('hub.verify_token') === expected;
    return ok ? c.text(c.req.query('hub.challenge') ?? '') : c.json(said(c, 'api.notFound'), 403);
  })
  .post('/notify/whatsapp', async (c) => {
    const { platform } = c.var;
    const secret = platform.config.WHATSAPP_APP_SECRET;
    // The signature is over the bytes as sent: checked before anything reads them as text.
    const raw = new Uint8Array(await c.req.arrayBuffer());
    if (!secret || !(await signedByWhatsApp(secret, raw, c.req.header('X-Hub-Signature-256')))) {
      return c.json(said(c, 'api.signatureWrong'), 401);
    }
    let webhook: unknown;
    try {
      webhook = JSON.parse(new TextDecoder().decode(raw));
    } catch {
      return c.json(said(c, 'api.notJson'), 400);
    }
    const now = Date.now();
    let fresh = 0;
    for (const value of changesOf(webhook)) {
      // Another business's number in the same app: not ours to answer.
      if (value.metadata?.phone_number_id !== platform.config.WHATSAPP_PHONE_NUMBER_ID) continue;
      for (const status of value.statuses) {
        const report = own(WHATSAPP_REPORTS, status.status) ?? 'pending';
        const reason = status.errors?.map((error) => `${error.code} ${error.title ?? ''}`.trim()).join(', ');
        await recordReport(platform, 'whatsapp', status.id, report, reason);
      }
      const messages = inboundOf(value, now);
      const stops = messages.filter((message) => message.text !== undefined && asksToStop(message.text, 'whatsapp'));
      for (const stop of stops) await receiveReply(platform, 'whatsapp', stop.waId, stop.text!);
      fresh += await takeInbound(
        platform,
        messages.filter((message) => !stops.includes(message)),
        now,
      );
    }
    // Answered at once; the answers go from the jobs, started now rather than at the next sweep.
    if (fresh > 0) runSoon(c, CONVERSATION_JOBS);
    return c.body(null, 200);
  });
