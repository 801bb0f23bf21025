/**
 * A text sent back to a reminder or an offer (Africa's Talking's incoming-message callback, keyed
 * as its reports are): an offer's answer here (replies.ts), the rest the bookings'.
 */
import { Hono } from 'hono';
import type { AppEnv } from '#functions/api/env';
import { fieldText, readForm } from '#functions/api/form-or-json';
import { atCallbackKey } from '#functions/notify/routes';
import { receiveText } from './replies';

export const replyRoutes = new Hono<AppEnv>().post('/notify/sms/inbound', atCallbackKey, async (c) => {
  const form = await readForm(c.req);
  const field = (name: string, max: number) => fieldText(form[name]).slice(0, max);
  await receiveText(c.var.platform, { id: field('id', 100), from: field('from', 32), text: field('text', 500) });
  return c.body(null, 200);
});
