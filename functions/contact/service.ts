import type { ContactMessage } from '#shared/contact';
import { SUPPORT_EMAIL } from '#shared/messages';
import { internationalPhone } from '#shared/phone';
import type { Platform } from '#functions/platform/platform';
import type { Locale } from '#shared/i18n/locales';
import { quoted } from '#shared/typed-text';
import { saveContactMessage } from './repository';

/** Stores a contact message, written from a page in `locale`, and tells the support team; its id. */
export async function receiveContactMessage(
  platform: Platform,
  message: ContactMessage,
  locale: Locale = 'en',
): Promise<number> {
  const id = await saveContactMessage(platform.db, { ...message, locale });
  await platform.mailer.send({
    to: SUPPORT_EMAIL,
    subject: `Contact form: ${message.subject}`,
    text: `From ${message.name} <${message.email}>, ${internationalPhone(message.phone)}\n\n${quoted(message.message)}\n\n(contact message #${id})`,
  });
  return id;
}
