/**
 * Text messages through Africa's Talking's messaging API, a small client of our own
 * (decision 016): one form POST to /version1/messaging with the app's API key in the `apiKey`
 * header; a recipient's statusCode 101 (sent) or 102 (queued) means accepted. Without a key every
 * text is kept in the outbox only, with the channel, the number and the exact text.
 */
import type { Config } from '#functions/platform/config';
import { outboundSignal } from '#functions/platform/outbound';

export interface SmsTransport {
  name: string;
  /** Sends one text; the provider's message id. Throws when it is refused or cannot be reached. */
  deliver(to: string, text: string): Promise<string>;
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
        signal: outboundSignal(),
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
