/** Every channel's provider, each null where it is not configured (its messages stay in the outbox). */
import { CHANNELS, type Channel } from '#shared/channels';
import type { MailTransport } from './mail-message';
import type { Config } from '#functions/platform/config';
import { smsTransport, type SmsTransport } from './sms';
import { whatsappTransport, type WhatsAppTransport } from './whatsapp';
import { pushTransport, type PushTransport } from './push';

export interface Transports {
  email: MailTransport | null;
  sms: SmsTransport | null;
  whatsapp: WhatsAppTransport | null;
  push: PushTransport | null;
  /** The From of every e-mail. */
  from: string;
}

export function transportsFor(config: Config, email: MailTransport | null): Transports {
  return {
    email,
    sms: smsTransport(config),
    whatsapp: whatsappTransport(config),
    push: pushTransport(config),
    from: config.MAIL_FROM,
  };
}

export const delivers = (transports: Transports, channel: Channel) => transports[channel] !== null;

/**
 * The channels people may choose: in production only those with a provider, so nobody picks a
 * channel that would never reach them; in the demo every one, its messages read in the outbox.
 */
export const offeredChannels = (transports: Transports, production: boolean): Channel[] =>
  CHANNELS.filter((channel) => !production || delivers(transports, channel));
