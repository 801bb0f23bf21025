/**
 * An HTTP mail API emulator in Resend's shape (POST /emails with a Bearer key and a JSON message,
 * answered `{ id }`), for the Cloudflare check: e-mails are queued and delivered by the job queue,
 * and no quiet hours hold them, so the scheduled run always has one to deliver.
 *   npx tsx emulators/mail-api.ts --port 8795
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { onLoopback, withBody } from './lib/loopback';

export const EMULATOR_MAIL_KEY = 'emulator-mail-key';

export function startMailApiEmulator(port = 0, onAccepted?: (count: number) => void) {
  const accepted: Array<{ to: string[]; subject: string }> = [];
  const server = createServer(
    withBody((req, text, reply) => {
      if (req.method !== 'POST' || req.url !== '/emails') return reply(404, { message: 'Not found' });
      if (req.headers.authorization !== `Bearer ${EMULATOR_MAIL_KEY}`)
        return reply(401, { message: 'API key is invalid' });
      const message = JSON.parse(text || '{}') as { to?: string[]; subject?: string };
      if (!message.to?.length || !message.subject) return reply(422, { message: 'Missing `to` or `subject`' });
      accepted.push({ to: message.to, subject: message.subject });
      onAccepted?.(accepted.length);
      reply(200, { id: randomUUID() });
    }),
  );
  return { ...onLoopback(server, port), accepted };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.argv.includes('--port') ? process.argv[process.argv.indexOf('--port') + 1] : 8795);
  const emulator = startMailApiEmulator(port, (count) => console.log(`mails accepted: ${count}`));
  console.log(`mail API emulator on ${await emulator.listening}`);
}
