/**
 * A WhatsApp Business Cloud API emulator: POST /{version}/{phone-number-id}/messages with a Bearer
 * token, answered in the API's own shape.
 * - Template messages, and free-form `text` and `interactive` ones checked against Meta's limits
 *   (the shared schema, src/shared/whatsapp/messages.ts): a message that breaks them gets Meta's
 *   error 131009, and a free-form one outside 24 hours of the user's last message gets 131047.
 * - A number ending in 0000 is answered as one WhatsApp cannot reach (131026).
 * - `report()` / `statusWebhook()` make a status webhook signed as Meta signs it.
 * - `user()` plays a person in the chat (issue 44): says a text, or reads the last interactive
 *   message sent to them and taps a row or a button by its title, posting the signed webhook;
 *   a post can be delivered twice, or with a wrong signature.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { onLoopback, withBody } from './lib/loopback';
import { WaMessageSchema, type WaMessage } from '#shared/whatsapp/messages';

export const EMULATOR_WHATSAPP = {
  token: 'emulator-whatsapp-token',
  phoneNumberId: '100200300',
  appSecret: 'emulator-app-secret',
};

const DAY_MS = 24 * 60 * 60_000;

export interface SentTemplate {
  id: string;
  to: string;
  template: {
    name: string;
    language: { code: string };
    components: Array<{ type?: string; index?: string; parameters: Array<{ text?: string; payload?: string }> }>;
  };
}

export interface SentMessage {
  id: string;
  to: string;
  message: WaMessage;
}

/** What a message says: a text's body, or an interactive message's. */
export const bodyOf = (message: WaMessage | undefined) =>
  message?.type === 'text' ? message.text.body : message?.type === 'interactive' ? message.interactive.body.text : '';

/** The titles a person can tap on a message: its buttons, or its list's rows. */
export const titlesOf = (message: WaMessage | undefined) =>
  message?.type !== 'interactive'
    ? []
    : message.interactive.type === 'button'
      ? message.interactive.action.buttons.map((button) => button.reply.title)
      : message.interactive.action.sections.flatMap((section) => section.rows.map((row) => row.title));

/** Posts a webhook body with its signature header to the product; its HTTP status. */
export type WebhookPost = (body: string, signature: string) => Promise<number>;

export const signatureOf = (body: string, secret = EMULATOR_WHATSAPP.appSecret) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

export function startWhatsAppEmulator(port = 0) {
  const sent: SentTemplate[] = [];
  const chats: SentMessage[] = [];
  /** When each user last wrote to the business: free-form messages may follow for 24 hours. */
  const lastInbound = new Map<string, number>();
  const stats = { rejected: 0, outsideWindow: 0, webhooks: 0 };
  const server = createServer(
    withBody((req, text, reply) => {
      const error = (status: number, code: number, message: string, details?: string) => {
        if (code !== 131026) stats.rejected += 1;
        reply(status, {
          error: {
            message,
            type: 'OAuthException',
            code,
            ...(details ? { error_data: { messaging_product: 'whatsapp', details } } : {}),
            fbtrace_id: randomBytes(6).toString('hex'),
          },
        });
      };
      const path = /^\/v\d+\.\d+\/(\d+)\/messages$/.exec(req.url ?? '');
      if (req.method !== 'POST' || !path) return error(404, 100, 'Unsupported post request');
      if (req.headers.authorization !== `Bearer ${EMULATOR_WHATSAPP.token}`)
        return error(401, 190, 'Invalid OAuth access token');
      if (path[1] !== EMULATOR_WHATSAPP.phoneNumberId) return error(400, 100, 'Invalid phone number id');
      const body = JSON.parse(text || '{}') as Record<string, unknown> & { to: string; type?: string };
      if (body.messaging_product !== 'whatsapp') return error(400, 100, 'Invalid parameter');
      if (!/^\d{8,15}$/.test(body.to)) return error(400, 100, 'Invalid parameter: to');
      if (body.to.endsWith('0000')) return error(400, 131026, 'Message undeliverable');
      const id = `wamid.${randomBytes(12).toString('base64url')}`;
      if (body.type === 'template') {
        const template = body.template as SentTemplate['template'] | undefined;
        if (!template?.name) return error(400, 100, 'Invalid parameter');
        sent.push({ id, to: body.to, template });
      } else {
        const { messaging_product: _product, recipient_type: _type, to: _to, ...rest } = body;
        const checked = WaMessageSchema.safeParse(rest);
        if (!checked.success) return error(400, 131009, 'Parameter value is not valid', checked.error.message);
        if (Date.now() - (lastInbound.get(body.to) ?? 0) > DAY_MS) {
          stats.outsideWindow += 1;
          return error(400, 131047, 'Re-engagement message', 'More than 24 hours have passed since the user replied');
        }
        chats.push({ id, to: body.to, message: checked.data });
      }
      reply(200, { messaging_product: 'whatsapp', contacts: [{ input: body.to, wa_id: body.to }], messages: [{ id }] });
    }),
  );
  const { listening, close } = onLoopback(server, port);

  /** A person chatting with the business from `waId`, whose messages reach the product by `post`. */
  function user(waId: string, post: WebhookPost) {
    let wamids = 0;
    const inbox = () => chats.filter((chat) => chat.to === waId).map((chat) => chat.message);
    async function send(
      message: Record<string, unknown>,
      { twice = false, secret = EMULATOR_WHATSAPP.appSecret } = {},
    ) {
      const now = Date.now();
      lastInbound.set(waId, now);
      const body = inboundWebhook(waId, {
        id: `wamid.in.${waId}.${now}.${++wamids}`,
        from: waId,
        timestamp: String(Math.floor(now / 1000)),
        ...message,
      });
      const signature = signatureOf(body, secret);
      stats.webhooks += 1;
      const status = await post(body, signature);
      if (twice) await post(body, signature);
      return status;
    }
    return {
      inbox,
      /** The last message the business sent this person. */
      last: () => inbox().at(-1),
      say: (text: string, options?: { twice?: boolean; secret?: string }) =>
        send({ type: 'text', text: { body: text } }, options),
      /**
       * Taps the quick-reply button at `index` on the last template sent to this person (a
       * reminder's Confirm is 0 and Cancel 1, as the approved template names them).
       */
      tapTemplateButton(index: number, options?: { twice?: boolean }) {
        const template = sent.findLast((item) => item.to === waId)?.template;
        const button = template?.components.find((c) => c.type === 'button' && c.index === String(index));
        const payload = button?.parameters[0]?.payload;
        if (!payload) throw new Error(`no button ${index} on the last template to ${waId}`);
        return send({ type: 'button', button: { payload, text: ['Confirm', 'Cancel'][index] ?? payload } }, options);
      },
      /** Taps the row or button titled `title` on the last interactive message (or on `on`). */
      tap(title: string, options?: { twice?: boolean; on?: WaMessage }) {
        const message = options?.on ?? inbox().findLast((m) => m.type === 'interactive');
        if (message?.type !== 'interactive') throw new Error(`nothing to tap for ${waId}`);
        const { interactive } = message;
        if (interactive.type === 'button') {
          const button = interactive.action.buttons.find((b) => b.reply.title === title);
          if (!button) throw new Error(`no button "${title}": ${interactive.action.buttons.map((b) => b.reply.title)}`);
          return send(
            { type: 'interactive', interactive: { type: 'button_reply', button_reply: button.reply } },
            options,
          );
        }
        const row = interactive.action.sections.flatMap((s) => s.rows).find((r) => r.title === title);
        if (!row) throw new Error(`no row "${title}"`);
        return send({ type: 'interactive', interactive: { type: 'list_reply', list_reply: row } }, options);
      },
    };
  }

  return { listening: listening.then((url) => `${url}/v23.0`), sent, chats, stats, user, close };
}

/** A webhook as WhatsApp posts it: one change to the business number `phoneNumberId`. */
function webhookOf(value: Record<string, unknown>, phoneNumberId = EMULATOR_WHATSAPP.phoneNumberId) {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '254700000000', phone_number_id: phoneNumberId },
              ...value,
            },
          },
        ],
      },
    ],
  });
}

/** A messages webhook as WhatsApp sends it for one message from `waId`. */
export const inboundWebhook = (waId: string, message: Record<string, unknown>, phoneNumberId?: string) =>
  webhookOf({ contacts: [{ profile: { name: 'Client' }, wa_id: waId }], messages: [message] }, phoneNumberId);

/** A status webhook as WhatsApp sends it, and its X-Hub-Signature-256 header. */
export function statusWebhook(id: string, to: string, status: 'sent' | 'delivered' | 'read' | 'failed') {
  const body = webhookOf({
    statuses: [
      {
        id,
        status,
        timestamp: String(Math.floor(Date.now() / 1000)),
        recipient_id: to,
        ...(status === 'failed' ? { errors: [{ code: 131049, title: 'Message not delivered' }] } : {}),
      },
    ],
  });
  return { body, signature: signatureOf(body) };
}

/** The product's ordinary WhatsApp settings, pointed at this emulator's API at `url`. */
export const whatsappSettings = (url: string) => ({
  WHATSAPP_TOKEN: EMULATOR_WHATSAPP.token,
  WHATSAPP_PHONE_NUMBER_ID: EMULATOR_WHATSAPP.phoneNumberId,
  WHATSAPP_API_URL: url,
  WHATSAPP_APP_SECRET: EMULATOR_WHATSAPP.appSecret,
});
