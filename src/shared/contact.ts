import * as z from 'zod/mini';
import { keyed } from './i18n/issue';
import { ACCOUNT_MESSAGES } from './account-messages';
import { phoneField } from './phone';

/** The contact form and POST /api/contact (spec section 5). */
export const CONTACT_MESSAGES = {
  name: 'contactMessages.name',
  phone: 'contactMessages.phone',
  subject: 'contactMessages.subject',
  message: 'contactMessages.message',
  sent: 'contactMessages.sent',
  failed: 'contactMessages.failed',
} as const;

const text = (min: number, max: number, message: string) =>
  z
    .string({ error: message })
    .check(z.trim(), z.minLength(min, message), z.maxLength(max, keyed('form.atMost', { max })));

export const ContactSchema = z.object({
  name: text(2, 100, CONTACT_MESSAGES.name),
  email: z.pipe(
    z
      .string({ error: ACCOUNT_MESSAGES.email })
      .check(z.trim(), z.toLowerCase(), z.maxLength(254, ACCOUNT_MESSAGES.email)),
    z.email(ACCOUNT_MESSAGES.email),
  ),
  phone: phoneField({ short: CONTACT_MESSAGES.phone, invalid: ACCOUNT_MESSAGES.phone }),
  subject: text(5, 150, CONTACT_MESSAGES.subject),
  message: text(10, 5000, CONTACT_MESSAGES.message),
});

export type ContactMessage = z.infer<typeof ContactSchema>;
