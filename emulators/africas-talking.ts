/**
 * An Africa's Talking messaging emulator for tests: POST /version1/messaging with the `apiKey`
 * header and a form body (username, to, message, from), answered in the API's own shape. A number
 * ending in 0000 is answered as an invalid number (statusCode 403).
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { onLoopback, withBody } from './lib/loopback';

export const EMULATOR_SMS = { username: 'sandbox', apiKey: 'emulator-at-key' };

export function startAfricasTalkingEmulator(port = 0, onSent?: (count: number) => void) {
  const sent: Array<{ to: string; message: string; from: string | null }> = [];
  const server = createServer(
    withBody((req, text, reply) => {
      if (req.method !== 'POST' || req.url !== '/version1/messaging') return reply(404, 'Not found');
      if (req.headers.apikey !== EMULATOR_SMS.apiKey) return reply(401, 'The supplied authentication is invalid');
      const form = new URLSearchParams(text);
      if (form.get('username') !== EMULATOR_SMS.username) return reply(401, 'The supplied authentication is invalid');
      const to = form.get('to') ?? '';
      const message = form.get('message') ?? '';
      const invalid = to.endsWith('0000');
      if (!invalid) {
        sent.push({ to, message, from: form.get('from') });
        onSent?.(sent.length);
      }
      reply(201, {
        SMSMessageData: {
          Message: `Sent to ${invalid ? 0 : 1}/1 Total Cost: KES ${invalid ? '0' : '0.8000'}`,
          Recipients: [
            invalid
              ? { statusCode: 403, number: to, status: 'InvalidPhoneNumber', cost: '0', messageId: 'None' }
              : {
                  statusCode: 101,
                  number: to,
                  status: 'Success',
                  cost: 'KES 0.8000',
                  messageId: `ATXid_${randomBytes(8).toString('hex')}`,
                },
          ],
        },
      });
    }),
  );
  return { ...onLoopback(server, port), sent };
}

/** As a process of its own (the Cloudflare check): `npx tsx emulators/africas-talking.ts --port 8796`. */
if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.argv.includes('--port') ? process.argv[process.argv.indexOf('--port') + 1] : 8796);
  const emulator = startAfricasTalkingEmulator(port, (count) => console.log(`texts accepted: ${count}`));
  console.log(`Africa's Talking emulator on ${await emulator.listening}`);
}
