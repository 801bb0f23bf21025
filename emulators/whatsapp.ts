/**
 * A WhatsApp Business Cloud API emulator for tests: POST /{version}/{phone-number-id}/messages
 * with a Bearer token and a template message, answered in the API's own shape. A number ending in
 * 0000 is answered as WhatsApp answers a number it cannot reach (error 131026), and `report()`
 * posts a status webhook (sent, delivered, failed) signed as Meta signs it.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { onLoopback, withBody } from './lib/loopback';

export const EMULATOR_WHATSAPP = {
  token: 'emulator-whatsapp-token',
  phoneNumberId: '100200300',
  appSecret: 'emulator-app-secret',
};

export interface SentTemplate {
  id: string;
  to: string;
  template: { name: string; language: { code: string }; components: Array<{ parameters: Array<{ text: string }> }> };
}

export function startWhatsAppEmulator() {
  const sent: SentTemplate[] = [];
  const server = createServer(
    withBody((req, text, reply) => {
      const error = (status: number, code: number, message: string) =>
        reply(status, { error: { message, type: 'OAuthException', code, fbtrace_id: randomBytes(6).toString('hex') } });
      const path = /^\/v\d+\.\d+\/(\d+)\/messages$/.exec(req.url ?? '');
      if (req.method !== 'POST' || !path) return error(404, 100, 'Unsupported post request');
      if (req.headers.authorization !== `Bearer ${EMULATOR_WHATSAPP.token}`)
        return error(401, 190, 'Invalid OAuth access token');
      if (path[1] !== EMULATOR_WHATSAPP.phoneNumberId) return error(400, 100, 'Invalid phone number id');
      const body = JSON.parse(text || '{}') as Omit<SentTemplate, 'id'> & {
        messaging_product?: string;
        type?: string;
      };
      if (body.messaging_product !== 'whatsapp' || body.type !== 'template' || !body.template?.name) {
        return error(400, 100, 'Invalid parameter');
      }
      if (!/^\d{8,15}$/.test(body.to)) return error(400, 100, 'Invalid parameter: to');
      if (body.to.endsWith('0000')) return error(400, 131026, 'Message undeliverable');
      const id = `wamid.${randomBytes(12).toString('base64url')}`;
      sent.push({ id, to: body.to, template: body.template });
      reply(200, { messaging_product: 'whatsapp', contacts: [{ input: body.to, wa_id: body.to }], messages: [{ id }] });
    }),
  );
  const { listening, close } = onLoopback(server, 0);
  return { listening: listening.then((url) => `${url}/v23.0`), sent, close };
}

/** A status webhook as WhatsApp sends it, and its X-Hub-Signature-256 header. */
export function statusWebhook(id: string, to: string, status: 'sent' | 'delivered' | 'read' | 'failed') {
  const body = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '254700000000', phone_number_id: EMULATOR_WHATSAPP.phoneNumberId },
              statuses: [
                {
                  id,
                  status,
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  recipient_id: to,
                  ...(status === 'failed' ? { errors: [{ code: 131049, title: 'Message not delivered' }] } : {}),
                },
              ],
            },
          },
        ],
      },
    ],
  });
  const signature = `sha256=${createHmac('sha256', EMULATOR_WHATSAPP.appSecret).update(body).digest('hex')}`;
  return { body, signature };
}
