import { Hono } from 'hono';
import { CONTACT_MESSAGES, ContactSchema } from '#shared/contact';
import { SUPPORT_EMAIL } from '#shared/messages';
import { internationalPhone } from '#shared/phone';
import { limitRequests } from '#functions/accounts/rate-limit';
import type { AppEnv } from '#functions/api/env';
import { valid } from '#functions/api/validate';
import { contactMessages } from '#functions/db/schema/mail';

/** POST /api/contact: stores the message and tells the support team. */
export const contactRoutes = new Hono<AppEnv>().post(
  '/contact',
  valid('json', ContactSchema),
  limitRequests('contactPerAddress', 'contactPerAccount'),
  async (c) => {
    const message = c.req.valid('json');
    const [row] = await c.var.platform.db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
    await c.var.platform.mailer.send({
      to: SUPPORT_EMAIL,
      subject: `Contact form: ${message.subject}`,
      text: `From ${message.name} <${message.email}>, ${internationalPhone(message.phone)}\n\n${message.message}\n\n(contact message #${row!.id})`,
    });
    return c.json({ message: CONTACT_MESSAGES.sent, id: row!.id }, 201);
  },
);
