/**
 * USSD under load (issue 43), against the built Node server and the USSD emulator:
 *   npm run bench:ussd            (builds first)
 *   npm run bench:ussd -- --no-build --sessions 200 --parallel 20
 * Each session dials a listing's own code and books: a day, a time, a name, Confirm. The gateway
 * delivers every hop twice. Prints hop latency p50/p95/max (budget: p95 ≤ 300 ms), bookings made,
 * "duplicates" (sessions with more than one booking, must be 0) and the gateway's problems (a
 * repeat answered differently, a screen over 182 characters or outside GSM-7: must be 0).
 */
import { execSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { createNodePlatform } from '#functions/platform/node';
import { ussdGateway } from '../emulators/ussd';
import { startBuiltServer } from './lib/serve';
import { ms, percentile } from './lib/stats';

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    sessions: { type: 'string', default: '200' },
    parallel: { type: 'string', default: '20' },
  },
});
const SESSIONS = Number(values.sessions);
const PARALLEL = Number(values.parallel);
const KEY = 'bench-ussd-key-0123456789';
if (!values['no-build']) execSync('npm run build', { stdio: 'inherit' });

Object.assign(process.env, { AT_USSD_KEY: KEY, RATE_LIMIT_SCALE: '1000', LOG_LEVEL: 'error' });
const server = await startBuiltServer(4414);
const platform = createNodePlatform({ ...process.env, DATABASE_URL: server.databaseUrl });
const listings = (
  await platform.db.all<{ id: number }>(
    sql`SELECT id FROM services WHERE live_until > ${Date.now()} ORDER BY id LIMIT ${SESSIONS}`,
  )
).map((row) => row.id);

/** The gateway times each hop the product answers (the first delivery; the repeat follows it). */
const latencies: number[] = [];
const gateway = ussdGateway({ url: `${server.url}/api/ussd?key=${KEY}`, twice: true });
const timed = async <T>(work: () => Promise<T>) => {
  const started = performance.now();
  const result = await work();
  latencies.push((performance.now() - started) / 2);
  return result;
};

/** How sessions ended, by the first line of their last screen. */
const endings = new Map<string, number>();

async function session(n: number) {
  const listing = listings[n % listings.length]!;
  const phone = `07${String(20_000_000 + n).padStart(8, '0')}`;
  const handset = await timed(() => gateway.dial(`*384*21*${listing}#`, phone));
  // Sessions on one listing take different days and times, so most of them book.
  const day = String(1 + (Math.floor(n / listings.length) % 8));
  let time = 1 + (n % 3);
  for (let hop = 0; hop < 10 && !handset.ended; hop++) {
    const screen = handset.screen;
    const answer = screen.includes('Choose a day')
      ? day
      : screen.includes('Choose a time')
        ? String(screen.includes('just taken') ? ++time : time)
        : screen.includes('Your name')
          ? `Client ${n}`
          : screen.includes('Confirm') || screen.includes('\n1 ') // an option, anyone available, Confirm
            ? '1'
            : null;
    if (answer === null) break;
    await timed(() => handset.answer(answer));
  }
  const last = handset.screen.split('\n')[0]!.replace(/\d+/g, '#');
  endings.set(last, (endings.get(last) ?? 0) + 1);
  if (!handset.ended) await handset.hangUp();
}

const started = performance.now();
let next = 0;
await Promise.all(
  Array.from({ length: PARALLEL }, async () => {
    while (next < SESSIONS) await session(next++);
  }),
);
const seconds = (performance.now() - started) / 1000;
const [made] = await platform.db.all<{ bookings: number; sessions: number }>(
  sql`SELECT count(*) AS bookings, count(DISTINCT substr(channel_ref, 1, instr(channel_ref, '|') - 1)) AS sessions
    FROM bookings WHERE channel = 'ussd'`,
);
const duplicates = Number(made!.bookings) - Number(made!.sessions);
const p95 = percentile(latencies, 95);
console.log(
  `\n${SESSIONS} USSD sessions, ${gateway.stats.hops} hops, each delivered twice, ${PARALLEL} at a time, in ${seconds.toFixed(1)} s`,
);
console.log(
  `  hop latency: p50 ${ms(percentile(latencies, 50))}, p95 ${ms(p95)} (budget 300 ms), max ${ms(Math.max(...latencies))}`,
);
console.log(`  bookings made: ${made!.bookings} by ${made!.sessions} sessions`);
console.log(`  duplicates: ${duplicates} (must be 0)`);
console.log(`  last screens: ${[...endings].map(([line, count]) => `${count}× "${line}"`).join(', ')}`);
console.log(`  gateway problems: ${gateway.problems.length} (must be 0)`);
for (const problem of gateway.problems.slice(0, 5)) console.log(`    ${problem}`);
platform.close();
server.stop();
if (p95 > 300 || duplicates !== 0 || gateway.problems.length) process.exitCode = 1;
