import { Hono } from 'hono';
import type { AppEnv } from '#functions/api/env';
import { fieldText, readForm } from '#functions/api/form-or-json';
import { said } from '#functions/api/said';
import { runSoon } from '#functions/jobs/soon';
import { asksToStop, receiveReply, recordReport, signedByWhatsApp, type Report } from '#functions/notify/reports';
import { DELIVER_REPLY_JOB } from '#functions/notify/outbox';
import { DEPOSIT_PROMPT_JOB } from '#functions/conversation/deposit-prompt';
import { own } from '#shared/own';
import { WA_INBOUND_JOB } from './conversation';
import { chatAsClient, devChatOn } from './dev-chat';
import { changesOf, inboundOf, takeInbound } from './intake';

/** What a chat message sets off, run at once: its answer, the answer's delivery, a deposit's prompt. */
const CONVERSATION_JOBS = [WA_INBOUND_JOB, DELIVER_REPLY_JOB, DEPOSIT_PROMPT_JOB];
const WHATSAPP_REPORTS: Record<string, Report> = { delivered: 'delivered', read: 'delivered', failed: 'failed' };

/**
 * The WhatsApp webhook (registered with WHATSAPP_VERIFY_TOKEN, each post signed with the app
 * secret; decision 017), and the demo's chat in the browser (src/pages/dev/chat.astro).
 */
export const whatsappRoutes = new Hono<AppEnv>()
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
  })
  .post('/dev/chat', async (c) => {
    if (!devChatOn(c.var.platform)) return c.json(said(c, 'api.notFound'), 404);
    const form = (await readForm(c.req)) as Record<string, unknown>;
    const value = (name: string) => fieldText(form[name]).slice(0, 1000);
    const phone = await chatAsClient(c.var.platform, {
      phone: value('phone'),
      text: value('text'),
      tap: value('tap') || undefined,
    });
    if (!phone) return c.redirect('/dev/chat?problem=1', 303);
    return c.redirect(`/dev/chat?${new URLSearchParams({ phone: value('phone') }).toString()}`, 303);
  });
