import { Hono } from 'hono';
import { said } from '#functions/api/said';
import { CONTACT_MESSAGES, ContactSchema } from '#shared/contact';
import { limitRequests } from '#functions/accounts/rate-limit';
import type { AppEnv } from '#functions/api/env';
import { valid } from '#functions/api/validate';
import { negotiateLocale } from '#shared/i18n/locales';
import { receiveContactMessage } from './service';

/** POST /api/contact: stores the message and tells the support team. */
export const contactRoutes = new Hono<AppEnv>().post(
  '/contact',
  valid('json', ContactSchema),
  limitRequests('contactPerAddress', 'contactPerAccount'),
  async (c) => {
    const locale = negotiateLocale(c.req.header('Accept-Language')) ?? 'en';
    const id = await receiveContactMessage(c.var.platform, c.req.valid('json'), locale);
    return c.json({ ...said(c, CONTACT_MESSAGES.sent), id }, 201);
  },
);
