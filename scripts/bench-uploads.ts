/**
 * npm run bench:uploads: abusive uploads against the built server, with its memory watched.
 * 20 anonymous requests of 90 MB and 20 from signed-in sellers over their package's limit (with
 * a Content-Length, as browsers send forms), all at once, must all be refused (401, 403 or 413)
 * while the server's resident memory stays within 50 MB of idle; then a genuine 40 MB video
 * upload succeeds with memory just as flat. Last, for the record, ten sellers' over-limit uploads
 * sent in chunks (no length, so the server reads up to the limit before it can refuse).
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { startBuiltServer } from './lib/serve';
import { mp4Head } from '../tests/support/sample-mp4';

const PORT = 4797;
const MB = 1024 * 1024;
const server = await startBuiltServer(PORT);
const origin = server.url;
const pid = server.pid;

const rss = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024;
let peak = 0;
const sampler = setInterval(() => (peak = Math.max(peak, rss())), 20);

/** Sends `size` bytes (a multipart file part, or zeros) as a stream; resolves with the status. */
function send(options: {
  path: string;
  size: number;
  headers?: Record<string, string>;
  chunked?: boolean;
  multipart?: { fields: Record<string, string>; fileName: string; head: Buffer };
}) {
  const boundary = '----mabinti-bench';
  const before = options.multipart
    ? Buffer.from(
        Object.entries(options.multipart.fields)
          .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
          .join('') +
          `--${boundary}\r\nContent-Disposition: form-data; name="media"; filename="${options.multipart.fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      )
    : Buffer.alloc(0);
  const after = options.multipart ? Buffer.from(`\r\n--${boundary}--\r\n`) : Buffer.alloc(0);
  const head = options.multipart?.head ?? Buffer.alloc(0);
  const total = before.length + head.length + options.size + after.length;
  const headers: Record<string, string> = {
    Origin: origin,
    'Content-Type': options.multipart ? `multipart/form-data; boundary=${boundary}` : 'application/json',
    ...(options.chunked ? {} : { 'Content-Length': String(total) }),
    ...options.headers,
  };
  return new Promise<number>((resolve) => {
    let answered = false;
    const request = http.request(`${origin}${options.path}`, { method: 'POST', headers }, (response) => {
      answered = true;
      response.on('error', () => undefined).resume();
      resolve(response.statusCode ?? 0);
    });
    // The server hangs up on a refused body once it has answered: only a missing answer is a failure.
    request.on('error', () => {
      if (!answered) resolve(-1);
    });
    const chunk = Buffer.alloc(MB, 7);
    let left = options.size;
    request.write(before);
    request.write(head);
    const pump = () => {
      while (left > 0 && !request.destroyed) {
        const piece = left >= MB ? chunk : chunk.subarray(0, left);
        left -= piece.length;
        if (!request.write(piece)) return void request.once('drain', pump);
      }
      request.end(after);
    };
    pump();
  });
}

async function seller(packageId: string, n: number) {
  const response = await fetch(`${origin}/api/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin },
    body: JSON.stringify({
      userName: 'Bench Seller',
      email: `bench.${packageId}.${n}.${Date.now()}@example.com`,
      phoneNumber: '0711 000 111',
      password: 'bench password 1',
      accountType: 'seller',
      packageId,
    }),
  });
  const auth = `Bearer ${((await response.json()) as { token: string }).token}`;
  // A seller confirms their hours before their first listing goes live (decision 042).
  await fetch(`${origin}/api/me/availability/confirm`, {
    method: 'POST',
    headers: { Authorization: auth, Origin: origin },
  });
  return auth;
}

const fields = {
  name: 'Wedding Videography in Nakuru',
  minPrice: '5000',
  maxPrice: '20000',
  location: 'Nakuru',
  phoneNumber: '0711 000 111',
  category: 'photography',
  subcategory: 'event',
  description: 'Full-day wedding videography with a highlight reel delivered in a week.',
};
const jpegHead = Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Array(28).fill(0)]);
// A well-formed MP4: its boxes are checked to the end, so the head declares the 40 MB that follow.
const videoHead = Buffer.from(mp4Head(mp4Head(0).length + 40 * MB));

try {
  for (let i = 0; i < 5; i++) await fetch(`${origin}/`);
  const sellers = await Promise.all(Array.from({ length: 20 }, (_, i) => seller('basic', i)));
  const premium = await seller('premium', 99);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const idle = rss();
  peak = idle;

  const overPackage = (auth: string, chunked: boolean) =>
    send({
      path: '/api/services',
      size: 60 * MB,
      chunked,
      headers: { Authorization: auth },
      // A 60 MB "photo" when the package takes one of 5 MB.
      multipart: { fields, fileName: 'too-much.jpg', head: jpegHead },
    });
  const statuses = await Promise.all([
    ...Array.from({ length: 20 }, (_, i) => send({ path: '/api/services', size: 90 * MB, chunked: i % 2 === 1 })),
    ...sellers.map((auth) => overPackage(auth, false)),
  ]);
  const refusedPeak = peak;
  const refused = statuses.filter((status) => [401, 403, 413].includes(status)).length;
  const tally = Object.entries(
    statuses.reduce<Record<string, number>>(
      (counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }),
      {},
    ),
  )
    .map(([status, count]) => `${count}× ${status}`)
    .join(', ');

  peak = rss();
  const legitimateIdle = peak;
  const started = Date.now();
  const legitimate = await send({
    path: '/api/services',
    size: 40 * MB,
    headers: { Authorization: premium },
    multipart: { fields, fileName: 'wedding.mp4', head: videoHead },
  });
  const seconds = (Date.now() - started) / 1000;
  const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

  console.log(
    '\nAbusive uploads: 20 anonymous of 90 MB (half in chunks), 20 signed-in sellers over their package (60 MB), at once',
  );
  console.log(`  refused: ${refused}/40 (${tally})`);
  console.log(`  server memory idle ${mb(idle)}, peak ${mb(refusedPeak)} (+${mb(refusedPeak - idle)}; budget +50 MB)`);
  console.log('\nA genuine 40 MB video from a premium seller');
  console.log(`  answered ${legitimate} in ${seconds.toFixed(1)} s`);
  console.log(
    `  server memory before ${mb(legitimateIdle)}, peak ${mb(peak)} (+${mb(peak - legitimateIdle)}; budget +50 MB)`,
  );
  peak = rss();
  const chunkedIdle = peak;
  const chunked = await Promise.all(sellers.slice(0, 10).map((auth) => overPackage(auth, true)));
  console.log('\nFor the record: 10 over-package uploads sent in chunks, at once');
  console.log(`  refused: ${chunked.filter((status) => status === 413).length}/10 with 413`);
  console.log(`  server memory before ${mb(chunkedIdle)}, peak ${mb(peak)} (+${mb(peak - chunkedIdle)})`);

  const ok = refused === 40 && refusedPeak - idle <= 50 * MB && legitimate === 201 && peak - legitimateIdle <= 50 * MB;
  console.log(ok ? '\nAll budgets met.' : '\nBudget missed.');
  process.exitCode = ok ? 0 : 1;
} finally {
  clearInterval(sampler);
  server.stop();
}
