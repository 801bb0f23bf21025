import { Hono } from 'hono';
import type { AppEnv } from '#functions/api/env';
import { fieldText, readForm } from '#functions/api/form-or-json';
import { said } from '#functions/api/said';
import { chatAsClient, devChatOn } from './dev-chat';

/** The demo's WhatsApp chat in the browser (src/pages/dev/chat.astro): a plain form, then the answer. */
export const whatsappRoutes = new Hono<AppEnv>().post('/dev/chat', async (c) => {
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
