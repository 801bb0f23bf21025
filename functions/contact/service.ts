import type { ContactMessage } from '#shared/contact';
import { SUPPORT_EMAIL } from '#shared/messages';
import { internationalPhone } from '#shared/phone';
import type { Platform } from '#functions/platform/platform';
import { saveContactMessage } from './repository';

/** Stores a contact message and tells the support team; the stored message's id. */
export async function receiveContactMessage(platform: Platform, message: ContactMessage): Promise<number> {
  const id = await saveContactMessage(platform.db, message);
  await platform.mailer.send({
    to: SUPPORT_EMAIL,
    subject: `Contact form: ${message.subject}`,
    text: `From ${message.name} <${message.email}>, ${internationalPhone(message.phone)}\n\n${message.message}\n\n(contact message #${id})`,
  });
  return id;
}
