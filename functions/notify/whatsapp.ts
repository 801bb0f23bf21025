/**
 * WhatsApp through the WhatsApp Business Cloud API (decision 017), a small client of our own like
 * the SMS one: one JSON POST to /{phone-number-id}/messages with the system user's token as a
 * Bearer, sending a pre-approved template message. Messages a business starts must use a template,
 * so each kind of message has a template name, and each language its template language code, both
 * by configuration. Without a token every WhatsApp message is kept in the outbox only.
 */
import type { TemplateCall } from '#functions/db/schema/mail';
import type { Config } from '#functions/platform/config';
import { outboundSignal } from '#functions/platform/outbound';
import { WaMessageSchema, type WaMessage } from '#shared/whatsapp/messages';

export interface WhatsAppTransport {
  name: string;
  /** Sends one template message; the message's id (wamid…). Throws when it is refused or unreachable. */
  deliver(to: string, template: TemplateCall): Promise<string>;
  /** Sends a free-form message inside a conversation's 24 hours; its id. */
  send(to: string, message: WaMessage): Promise<string>;
}

export function whatsappCloud(options: { baseUrl: string; phoneNumberId: string; token: string }): WhatsAppTransport {
  async function post(to: string, message: Record<string, unknown>) {
    const response = await fetch(`${options.baseUrl.replace(/\/$/, '')}/${options.phoneNumberId}/messages`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${options.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        // The API takes the number in international form without the plus.
        to: to.replace(/^\+/, ''),
        ...message,
      }),
      signal: outboundSignal(),
    });
    const answer = (await response.json().catch(() => ({}))) as {
      messages?: Array<{ id: string }>;
      error?: { code?: number; message?: string };
    };
    const id = answer.messages?.[0]?.id;
    if (!response.ok || !id) {
      throw new Error(
        `WhatsApp refused the message: ${answer.error?.code ?? response.status} ${answer.error?.message ?? ''}`.trim(),
      );
    }
    return id;
  }
  return {
    name: 'WhatsApp Cloud API',
    deliver: (to, template) =>
      post(to, {
        type: 'template',
        template: {
          name: template.name,
          language: { policy: 'deterministic', code: template.language },
          components: [
            {
              type: 'body',
              parameters: template.params.map((text) => ({ type: 'text', text: text.slice(0, 1024) })),
            },
            ...(template.buttons ?? []).map((payload, index) => ({
              type: 'button',
              sub_type: 'quick_reply',
              index: String(index),
              parameters: [{ type: 'payload', payload }],
            })),
          ],
        },
      }),
    send: (to, message) => post(to, WaMessageSchema.parse(message)),
  };
}

/** The transport the configuration names, or none (WhatsApp messages kept in the outbox). */
export function whatsappTransport(config: Config): WhatsAppTransport | null {
  if (!config.WHATSAPP_TOKEN || !config.WHATSAPP_PHONE_NUMBER_ID) return null;
  return whatsappCloud({
    baseUrl: config.WHATSAPP_API_URL,
    phoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID,
    token: config.WHATSAPP_TOKEN,
  });
}

/**
 * The approved template for a kind of message, in a language: `WHATSAPP_TEMPLATES` maps kinds to
 * names ("booking-reminder=mabinti_reminder,…"); a kind not named there uses `mabinti_` and the
 * kind with underscores. Language codes come from WHATSAPP_LANGUAGE_EN and WHATSAPP_LANGUAGE_SW.
 */
export function templateFor(
  config: Config,
  kind: string,
  params: string[],
  language: 'en' | 'sw' = 'en',
): TemplateCall {
  const named = new Map(
    (config.WHATSAPP_TEMPLATES ?? '')
      .split(',')
      .map((pair) => pair.split('=').map((part) => part.trim()) as [string, string])
      .filter(([key, value]) => key && value),
  );
  return {
    name: named.get(kind) ?? `mabinti_${kind.replace(/-/g, '_')}`,
    language: language === 'sw' ? config.WHATSAPP_LANGUAGE_SW : config.WHATSAPP_LANGUAGE_EN,
    params,
  };
}
