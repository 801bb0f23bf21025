/**
 * Text messages (issue 17) through Africa's Talking's messaging API, a small client of our own
 * (decision 016): one form POST to /version1/messaging with the app's API key in the `apiKey`
 * header; a recipient's statusCode 101 (sent) or 102 (queued) means accepted. Without a key every
 * text is kept in the outbox only, with the channel, the number and the exact text.
 */
import type { Queries } from '#functions/db/client';
import { recordMail } from '#functions/mail/repository';
import type { Config } from '#functions/platform/config';
import { log } from '#functions/platform/log';

export interface SmsTransport {
  name: string;
  /** Sends one text; the provider's message id. Throws when it is refused or cannot be reached. */
  deliver(to: string, text: string): Promise<string>;
}

export interface Texter {
  /** Delivers (when there is a transport), then records the text through the job's transaction. */
  sendIn(tx: Queries, message: { to: string; text: string }): Promise<void>;
}

const ACCEPTED = new Set([100, 101, 102]);

export function africasTalking(options: {
  baseUrl: string;
  username: string;
  apiKey: string;
  senderId?: string | undefined;
}): SmsTransport {
  return {
    name: "Africa's Talking",
    async deliver(to, text) {
      const body = new URLSearchParams({ username: options.username, to, message: text });
      if (options.senderId) body.set('from', options.senderId);
      const response = await fetch(`${options.baseUrl.replace(/\/$/, '')}/version1/messaging`, {
        method: 'POST',
        headers: {
          apiKey: options.apiKey,
          Accept: 'application/json',
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body,
      });
      if (!response.ok) throw new Error(`Africa's Talking answered ${response.status}`);
      const answer = (await response.json()) as {
        SMSMessageData?: { Recipients?: Array<{ statusCode: number; status: string; messageId: string }> };
      };
      const [recipient] = answer.SMSMessageData?.Recipients ?? [];
      if (!recipient || !ACCEPTED.has(recipient.statusCode)) {
        throw new Error(`Africa's Talking refused the text: ${recipient?.status ?? 'no recipient in the answer'}`);
      }
      return recipient.messageId;
    },
  };
}

/** The transport the configuration names, or none (texts kept in the outbox). */
export function smsTransport(config: Config): SmsTransport | null {
  if (!config.AT_API_KEY || !config.AT_USERNAME) return null;
  const sandbox = config.AT_USERNAME === 'sandbox';
  const baseUrl =
    config.AT_BASE_URL ?? (sandbox ? 'https://api.sandbox.africastalking.com' : 'https://api.africastalking.com');
  return africasTalking({
    baseUrl,
    username: config.AT_USERNAME,
    apiKey: config.AT_API_KEY,
    senderId: config.AT_SENDER_ID,
  });
}

export function createTexter(transport: SmsTransport | null): Texter {
  return {
    async sendIn(tx, message) {
      if (transport) await transport.deliver(message.to, message.text);
      const id = await recordMail(tx, {
        channel: 'sms',
        to: message.to,
        subject: 'SMS',
        // Kept only when nothing was delivered (the demo's outbox): texts hold links.
        text: transport ? null : message.text,
        status: transport ? 'sent' : 'stored',
      });
      log.info(transport ? 'text sent' : 'text stored in the outbox', { mail: id });
    },
  };
}
