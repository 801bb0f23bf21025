/**
 * The Node server: Astro's built handler (pages, static files, /api) behind the few things that
 * must happen before it sees a request: the address it listens on (loopback unless HOST says
 * otherwise), the security headers on every answer including static files, compression, and a 413
 * for a body declared larger than any route takes. `npm start` runs it as the demo, `npm run serve` in production.
 */
import { readFile } from 'node:fs/promises';
import compression from 'compression';
import http from 'node:http';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { holdsDemoAccounts } from '#functions/accounts/repository';
import { REQUEST_TOO_LARGE } from '#functions/api/request-body';
import { JSON_BODY_LIMIT, isUploadRoute } from '#functions/api/body-limits';
import { MAX_UPLOAD_BODY } from '#functions/listings/limits';
import { hangUpOnUnreadBody } from './linger';
import { SWEEP_MS, sweep } from '#functions/platform/sweep';
import { ConfigError } from './config-error';
import { log } from './log';
import { keepRunningOnErrors } from './keep-running';
import { getPlatform } from './node';
import { securityHeaderValues } from './security-headers';

function fail(error: unknown): never {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}

let platform: ReturnType<typeof getPlatform>;
try {
  platform = getPlatform();
} catch (error) {
  fail(error);
}
const { config, db } = platform;
const dist = resolve(process.env.MABINTI_DIST ?? 'dist');
const built = JSON.parse(await readFile(resolve(dist, 'build-mode.json'), 'utf8').catch(() => '{}')) as {
  mode?: string;
};
const mode = config.production ? 'production' : 'demo';
if (built.mode !== mode) {
  fail(
    `The build in ${dist} is for ${built.mode ?? 'an unknown mode'}, not ${mode}: run ${mode === 'production' ? 'MABINTI_MODE=production ' : ''}npm run build first.`,
  );
}

if (config.production) {
  // Before migrations have run (a first start) there are no users at all.
  if (await holdsDemoAccounts(db).catch(() => false)) {
    fail(
      new ConfigError(
        ['DEMO_DATA: the database holds the demo accounts (…@mabinti.test); use a database of your own'],
        'Refusing to start in production',
      ),
    );
  }
}

process.env.ASTRO_NODE_AUTOSTART = 'disabled';
const entry = pathToFileURL(resolve(dist, 'server/entry.mjs')).href;
const { handler } = (await import(entry)) as { handler: http.RequestListener };
const headers = securityHeaderValues(config.production);
/**
 * Brotli (quality 4: most of the saving for little CPU), else gzip, for every compressible type
 * (HTML, JSON, CSS, JS, SVG, XML) over 1 KB, with `Vary: Accept-Encoding` (decision 019).
 * Pictures and videos are compressed already and pass as they are.
 */
const compress = compression({ threshold: 1024 }) as unknown as (
  request: http.IncomingMessage,
  response: http.ServerResponse,
  next: () => void,
) => void;

const server = http.createServer((request, response) => {
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
  // Only the upload routes take files; every other body (page forms, JSON) is small. A declared
  // length over the route's limit is refused before a byte is read; a chunked one is cut off by
  // the reader (limitedBody) at the same limit.
  const path = (request.url ?? '/').split('?')[0]!;
  const limit = isUploadRoute(request.method ?? 'GET', path) ? MAX_UPLOAD_BODY : JSON_BODY_LIMIT;
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > limit) {
    response.writeHead(413, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ message: REQUEST_TOO_LARGE }));
    response.on('finish', () => hangUpOnUnreadBody(request));
    return;
  }
  response.on('finish', () => hangUpOnUnreadBody(request));
  compress(request, response, () => {
    keepWriteCallbacks(response);
    handler(request, response);
  });
});

/**
 * `compression` drops the callback of `response.write`. Astro ends a page whose rendering failed
 * half-way inside such a callback (it writes a last line, then resets the connection), so without
 * this the compressed answer never ended and its socket was held for ever.
 */
function keepWriteCallbacks(response: http.ServerResponse) {
  const write = response.write.bind(response) as (chunk: unknown, encoding?: BufferEncoding) => boolean;
  response.write = ((chunk: unknown, encoding?: BufferEncoding | (() => void), callback?: () => void) => {
    const done = typeof encoding === 'function' ? encoding : callback;
    const written = typeof encoding === 'function' ? write(chunk) : write(chunk, encoding);
    if (done) setImmediate(done);
    return written;
  }) as typeof response.write;
}
// A malformed request or a socket that breaks is that connection's problem, not the server's.
// A client that went away mid-request (reset, or a body cut short) is ordinary on phones: not logged.
const CLIENT_GONE = new Set(['ECONNRESET', 'EPIPE', 'HPE_INVALID_EOF_STATE']);
server.on('clientError', (error, socket) => {
  if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
  else socket.destroy();
  const code = (error as NodeJS.ErrnoException).code;
  if (!CLIENT_GONE.has(code ?? '')) log.warn('client error', { code });
});

// Slow senders cannot hold a connection for ever (a 50 MB video on 1 Mbit/s takes about 7 minutes).
server.requestTimeout = 15 * 60_000;
server.headersTimeout = 30_000;
// An idle keep-alive connection closes after 20 s, not Node's 5 s: a client reusing it just as the
// server drops it sees a reset, and phones on slow networks pause longer than 5 s between requests.
server.keepAliveTimeout = 20_000;

const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST || '127.0.0.1';
// The port taken, or not ours to take: nothing to serve, so stop and say why.
server.once('error', (error) => fail(error));
/** Resolves with the server's address once it listens (the demo script then says where to go). */
export const listening = new Promise<string>((resolveListening) =>
  server.listen(port, host, () => {
    const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
    log.info('listening', { url, mode: config.production ? 'production' : 'demo' });
    resolveListening(url);
  }),
);

// Payments whose callback never came, and holds that ended (functions/platform/sweep.ts).
const sweeping = setInterval(() => {
  sweep(platform).catch((error: unknown) => log.error('sweep failed', { error }));
}, SWEEP_MS);
sweeping.unref();

keepRunningOnErrors('server');

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 5000).unref();
  });
}
