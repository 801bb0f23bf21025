import { Hono } from 'hono';
import { hashToken, tokenMatches } from '#functions/platform/tokens';
import type { AppEnv } from '#functions/api/env';
import { said } from '#functions/api/said';
import { fieldText, readForm } from '#functions/api/form-or-json';
import { ussdHop } from './service';
import { devPhoneOn, playTurn } from './dev-phone';

/** The key in the callback address (Africa's Talking signs nothing), compared in constant time. */
const keyMatches = (given: string, expected: string | undefined) =>
  expected !== undefined && tokenMatches(given.slice(0, 200), hashToken(expected));

/**
 * Africa's Talking's USSD callback: its form fields in, `CON …` or `END …` out as
 * text/plain, always 200 once the key is right; a wrong key is 404 and writes nothing.
 */
export const ussdRoutes = new Hono<AppEnv>()
  .post('/ussd', async (c) => {
    if (!keyMatches(c.req.query('key') ?? '', c.var.platform.config.AT_USSD_KEY))
      return c.json(said(c, 'api.notFound'), 404);
    const fields = (await readForm(c.req)) as Record<string, unknown>;
    const field = (name: string, max: number) => fieldText(fields[name]).slice(0, max);
    const text = await ussdHop(c.var.platform, {
      sessionId: field('sessionId', 100),
      serviceCode: field('serviceCode', 40),
      phoneNumber: field('phoneNumber', 32),
      networkCode: field('networkCode', 10),
      text: field('text', 500),
    });
    return c.text(text, 200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  })
  // The demo's phone in the browser (src/pages/dev/phone.astro): a plain form, then its next screen.
  .post('/dev/phone', async (c) => {
    if (!devPhoneOn(c.var.platform)) return c.json(said(c, 'api.notFound'), 404);
    const form = (await readForm(c.req)) as Record<string, unknown>;
    const value = (name: string) => fieldText(form[name]).slice(0, 200);
    const turn = await playTurn(c.var.platform, {
      phone: value('phone'),
      network: value('network'),
      dial: value('dial') || undefined,
      session: value('session') || undefined,
      text: value('text') || undefined,
      answer: value('answer'),
    });
    if (!turn) return c.redirect('/dev/phone?problem=1', 303);
    return c.redirect(`/dev/phone?${new URLSearchParams(turn).toString()}`, 303);
  });
