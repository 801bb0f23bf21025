/** A business's clients: the list, its CSV and the notes on each (decision 045). */
import { Hono } from 'hono';
import * as z from 'zod/mini';
import type { AppEnv } from '#functions/api/env';
import { answerForm, bodyOf, fieldText, isForm } from '#functions/api/form-or-json';
import { requireSeller } from '#functions/api/require-role';
import { parseOr400, valid } from '#functions/api/validate';
import { BOOKING_MESSAGES } from '#shared/booking-messages';
import { ClientNoteSchema, ClientsQuerySchema } from '#shared/clients';
import { LOCALES, negotiateLocale } from '#shared/i18n/locales';
import { translator } from '#shared/i18n/translate';
import { returnPath } from '#shared/return-path';
import { clientList, clientsCsv, noteOnClient } from './service';

const seller = requireSeller({ forbidden: BOOKING_MESSAGES.sellersOnly });

export const clientRoutes = new Hono<AppEnv>()
  .get('/me/clients', seller, valid('query', ClientsQuerySchema), async (c) =>
    c.json(await clientList(c.var.platform, c.var.user, c.req.valid('query'), Date.now())),
  )
  .get('/me/clients/csv', seller, valid('query', z.object({ lang: z.optional(z.enum(LOCALES)) })), async (c) => {
    const locale = c.req.valid('query').lang ?? negotiateLocale(c.req.header('Accept-Language')) ?? 'en';
    const csv = await clientsCsv(c.var.platform, c.var.user, translator(locale), Date.now());
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="mabinti-clients.csv"',
      'Cache-Control': 'no-store',
    });
  })
  .post('/me/clients/notes', seller, async (c) => {
    const { platform, user } = c.var;
    const save = async (body: unknown) =>
      noteOnClient(platform, user, await parseOr400(ClientNoteSchema, body), Date.now());
    if (!isForm(c.req)) return c.json(await save(await c.req.json().catch(() => null)));
    const body = await bodyOf(c.req);
    const back = returnPath(body.return, '/account/clients');
    const fields = { phone: fieldText(body.phone), note: fieldText(body.note) };
    return answerForm(c, back, { done: 'client-note-saved', failed: 'client-note-failed' }, () => save(fields));
  });
