/**
 * An HTTP mail API emulator in Resend's shape (POST /emails with a Bearer key and a JSON message,
 * answered `{ id }`), for the Cloudflare check and `npm run bench:jobs`. Like Resend it honours an
 * `Idempotency-Key` header: a request with a key it has accepted before is answered with the same
 * id and sends nothing. `slowMs` makes it answer each message's first request that late (the
 * message goes out at once), like a provider whose answers are stuck on the way back.
 *   npx tsx emulators/mail-api.ts --port 8795
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { onLoopback, withBody } from './lib/loopback';

export const EMULATOR_MAIL_KEY = 'emulator-mail-key';

export function startMailApiEmulator(port = 0, onAccepted?: (count: number) => void, { slowMs = 0 } = {}) {
  /** Every e-mail that went out, in order. */
  const accepted: Array<{ to: string[]; subject: string; text?: string }> = [];
  const answered = new Map<string, string>();
  const waiting = new Set<NodeJS.Timeout>();
  const server = createServer(
    withBody((req, text, reply) => {
      if (req.method !== 'POST' || req.url !== '/emails') return reply(404, { message: 'Not found' });
      if (req.headers.authorization !== `Bearer ${EMULATOR_MAIL_KEY}`)
        return reply(401, { message: 'API key is invalid' });
      const message = JSON.parse(text || '{}') as { to?: string[]; subject?: string; text?: string };
      if (!message.to?.length || !message.subject) return reply(422, { message: 'Missing `to` or `subject`' });
      const key = req.headers['idempotency-key'];
      const known = typeof key === 'string' ? answered.get(key) : undefined;
      if (known) return reply(200, { id: known });
      const id = randomUUID();
      if (typeof key === 'string') answered.set(key, id);
      accepted.push({ to: message.to, subject: message.subject, text: message.text });
      onAccepted?.(accepted.length);
      if (!slowMs) return reply(200, { id });
      const timer = setTimeout(() => {
        waiting.delete(timer);
        if (!req.socket.destroyed) reply(200, { id });
      }, slowMs);
      waiting.add(timer);
    }),
  );
  const { listening, close } = onLoopback(server, port);
  const stop = () => {
    for (const timer of waiting) clearTimeout(timer);
    server.closeAllConnections();
    return close();
  };
  return { listening, close: stop, accepted };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.argv.includes('--port') ? process.argv[process.argv.indexOf('--port') + 1] : 8795);
  const emulator = startMailApiEmulator(port, (count) => console.log(`mails accepted: ${count}`));
  console.log(`mail API emulator on ${await emulator.listening}`);
}
