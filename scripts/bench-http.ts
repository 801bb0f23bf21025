/**
 * Requests per second and p99 under 20 concurrent clients, for the landing page, a search page and
 * a service page, against the built Node server with the sample data: first with the read cache
 * on (as it runs), then with PAGE_CACHE=off (every page reads the catalogue afresh).
 *   npm run bench:http            (builds first)
 *   npm run bench:http -- --no-build [--seconds 8]
 * Budget (issue 19): the landing page at least 5x its uncached figure, p99 at most 100 ms.
 */
import { execSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startBuiltServer } from './lib/serve';

const { values } = parseArgs({
  options: { 'no-build': { type: 'boolean', default: false }, seconds: { type: 'string', default: '8' } },
});
if (!values['no-build']) execSync('npm run build', { stdio: 'inherit' });
const seconds = Number(values.seconds);

async function measure(url: string) {
  const result = await autocannon({
    url,
    connections: 20,
    duration: seconds,
    headers: { 'Accept-Encoding': 'br, gzip' },
  });
  return { perSecond: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function run(cache: 'on' | 'off', port: number) {
  process.env.PAGE_CACHE = cache;
  const server = await startBuiltServer(port);
  try {
    const [first] = (await (await fetch(`${server.url}/api/services/hair?limit=1`)).json()) as Array<{ _id: string }>;
    const pages = { landing: '/', search: '/search?q=braids', service: `/service/${first!._id}` };
    const figures: Record<string, Awaited<ReturnType<typeof measure>>> = {};
    for (const [name, path] of Object.entries(pages)) {
      await fetch(`${server.url}${path}`); // warm
      figures[name] = await measure(`${server.url}${path}`);
    }
    return figures;
  } finally {
    server.stop();
  }
}

const cached = await run('on', 4395);
const uncached = await run('off', 4394);
console.log(`\n20 concurrent clients, ${seconds} s per page, compressed (br):`);
console.log('page      cache on: req/s   p99 ms   cache off: req/s   p99 ms   speed-up   errors');
for (const name of Object.keys(cached)) {
  const on = cached[name]!;
  const off = uncached[name]!;
  console.log(
    `${name.padEnd(9)} ${on.perSecond.toFixed(0).padStart(16)} ${String(on.p99).padStart(8)} ${off.perSecond.toFixed(0).padStart(18)} ${String(off.p99).padStart(8)} ${(on.perSecond / off.perSecond).toFixed(1).padStart(9)}x ${String(on.errors + off.errors).padStart(8)}`,
  );
}
const landing = cached.landing!;
const ratio = landing.perSecond / uncached.landing!.perSecond;
const ok = ratio >= 5 && landing.p99 <= 100;
console.log(
  `\nlanding page: ${ratio.toFixed(1)}x the uncached figure (budget ≥ 5x), p99 ${landing.p99} ms (budget ≤ 100 ms): ${ok ? 'MET' : 'MISSED'}`,
);
if (!ok) process.exitCode = 1;
