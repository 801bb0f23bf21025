/** Every channel's provider, each null where it is not configured (its messages stay in the outbox). */
import type { Channel } from '#functions/db/schema/mail';
import type { MailTransport } from '#functions/mail/mailer';
import type { Config } from '#functions/platform/config';
import { smsTransport, type SmsTransport } from './sms';
import { whatsappTransport, type WhatsAppTransport } from './whatsapp';

export interface Transports {
  email: MailTransport | null;
  sms: SmsTransport | null;
  whatsapp: WhatsAppTransport | null;
  /** The From of every e-mail. */
  from: string;
}

export function transportsFor(config: Config, email: MailTransport | null): Transports {
  return { email, sms: smsTransport(config), whatsapp: whatsappTransport(config), from: config.MAIL_FROM };
}

export const delivers = (transports: Transports, channel: Channel) => transports[channel] !== null;
