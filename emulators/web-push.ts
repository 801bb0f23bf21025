/**
 * A push service (RFC 8030) for tests and the Workers check, in the part a sender meets: browsers'
 * subscriptions are minted here (as `pushManager.subscribe` would, bound to the sender's VAPID key),
 * and each push to one is checked as a real service checks it (TTL, aes128gcm, a VAPID JWT signed by
 * that key for this origin, RFC 8292; at most 4,096 bytes), then decrypted with the browser's
 * private key (RFC 8291), as the browser would, and kept for the test to read.
 * It answers 201 Created; 404 for an unknown subscription; 410 once the browser unsubscribed; 413 for
 * a body over 4,096 bytes; and, when told to, 429 or 5xx for the next pushes.
 *   npx tsx emulators/web-push.ts --port 8793
 * Served over https (emulators/push-tls): senders trust ca.pem through NODE_EXTRA_CA_CERTS.
 * Control, for tests in another process: POST /subscriptions { applicationServerKey }, POST
 * /subscriptions/{id}/revoke, POST /fail { status, times }, GET /received.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { createServer } from 'node:https';
import { b64u, browserKeys, decrypt, vapidProblem, type BrowserKeys } from './lib/web-push-crypto';

const tls = (name: string) => readFileSync(new URL(`./push-tls/${name}`, import.meta.url));

/** The authority the emulator's certificate is signed by: what senders must trust. */
export const PUSH_EMULATOR_CA = new URL('./push-tls/ca.pem', import.meta.url).pathname;

export interface Received {
  subscription: string;
  /** The decrypted body, as the browser's service worker gets it. */
  payload: string;
  ttl: number;
  urgency: string | null;
  topic: string | null;
}

export interface Subscription {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

interface Held {
  keys: BrowserKeys;
  applicationServerKey: string;
  revoked: boolean;
}

const readBody = (req: IncomingMessage, limit: number) =>
  new Promise<Uint8Array<ArrayBuffer> | null>((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > limit ? null : new Uint8Array(Buffer.concat(chunks))));
  });

export function startPushService(port = 0, onReceived?: (count: number) => void) {
  const held = new Map<string, Held>();
  const received: Received[] = [];
  /** Statuses to answer the next pushes with, instead of taking them. */
  const failures: number[] = [];
  /** Every push's status, in order, with why it was refused. */
  const answers: Array<{ subscription: string; status: number; problem?: string }> = [];
  let origin = '';

  async function mint(applicationServerKey: string): Promise<Subscription> {
    const id = randomUUID();
    const keys = await browserKeys();
    held.set(id, { keys, applicationServerKey, revoked: false });
    return {
      endpoint: `${origin}/push/${id}`,
      expirationTime: null,
      keys: { p256dh: b64u.encode(keys.publicKey), auth: b64u.encode(keys.auth) },
    };
  }
  const idOf = (endpoint: string) => endpoint.split('/').pop()!;
  const revoke = (endpoint: string) => {
    const found = held.get(idOf(endpoint));
    if (found) found.revoked = true;
  };
  const failNext = (status: number, times = 1) => failures.push(...Array.from({ length: times }, () => status));

  async function push(req: IncomingMessage, id: string): Promise<[number, string?]> {
    const body = await readBody(req, 4096);
    const sub = held.get(id);
    if (!sub) return [404, 'no such subscription'];
    if (sub.revoked) return [410, 'the browser unsubscribed'];
    if (body === null) return [413, 'body over 4096 bytes'];
    const forced = failures.shift();
    if (forced) return [forced, 'told to'];
    const ttl = Number(req.headers.ttl);
    if (req.headers.ttl === undefined || !Number.isInteger(ttl) || ttl < 0) return [400, 'TTL header missing'];
    if (req.headers['content-encoding'] !== 'aes128gcm') return [415, 'Content-Encoding is not aes128gcm'];
    const problem = await vapidProblem(req.headers.authorization, origin, sub.applicationServerKey, Date.now());
    if (problem) return [problem.startsWith('k is') ? 403 : 401, problem];
    let payload: string;
    try {
      payload = await decrypt(body, sub.keys);
    } catch (error) {
      return [400, `could not decrypt: ${(error as Error).message}`];
    }
    const header = (name: string) => (typeof req.headers[name] === 'string' ? (req.headers[name] as string) : null);
    received.push({ subscription: id, payload, ttl, urgency: header('urgency'), topic: header('topic') });
    onReceived?.(received.length);
    return [201];
  }

  const server = createServer({ cert: tls('cert.pem'), key: tls('key.pem') }, async (req, res) => {
    const json = (status: number, value?: unknown) => {
      res.writeHead(status, value === undefined ? {} : { 'Content-Type': 'application/json' });
      res.end(value === undefined ? undefined : JSON.stringify(value));
    };
    const url = new URL(req.url ?? '/', origin);
    const pushed = /^\/push\/([\w-]+)$/.exec(url.pathname);
    if (req.method === 'POST' && pushed) {
      const [status, problem] = await push(req, pushed[1]!);
      answers.push({ subscription: pushed[1]!, status, ...(problem ? { problem } : {}) });
      if (status === 201) res.setHeader('Location', `${origin}/message/${randomUUID()}`);
      return json(status, problem ? { error: problem } : undefined);
    }
    const body = JSON.parse(new TextDecoder().decode((await readBody(req, 10_000)) ?? new Uint8Array()) || '{}');
    if (req.method === 'POST' && url.pathname === '/subscriptions')
      return json(201, await mint(body.applicationServerKey));
    const revoked = /^\/subscriptions\/([\w-]+)\/revoke$/.exec(url.pathname);
    if (req.method === 'POST' && revoked) return json(204, revoke(`/${revoked[1]}`));
    if (req.method === 'POST' && url.pathname === '/fail') return json(204, failNext(body.status, body.times));
    if (req.method === 'GET' && url.pathname === '/received') return json(200, { received, answers });
    return json(404, { error: 'not found' });
  });
  const listening = new Promise<string>((resolve) =>
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      origin = `https://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`;
      resolve(origin);
    }),
  );
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { listening, close, mint, revoke, failNext, received, answers };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.argv.includes('--port') ? process.argv[process.argv.indexOf('--port') + 1] : 8793);
  const emulator = startPushService(port, (count) => console.log(`pushes received: ${count}`));
  console.log(`push service emulator on ${await emulator.listening}`);
}
