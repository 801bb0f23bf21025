/**
 * Web Push under load (issue 44, decision 032), against the built Node server and the
 * push-service emulator:
 *   npm run bench:push            (builds first)
 *   npm run bench:push -- --no-build --bookings 40 --parallel 5
 * Each buyer turns notifications on (a subscription minted by the emulator), books one of the demo
 * seller's slots, and the seller confirms it. Prints the time from the seller's Confirm to the
 * encrypted push reaching the push service, checked (VAPID) and decrypted there (p50/p95; the
 * budget is 5 s to the notification), pushes refused by the emulator (must be 0), and, for buyers
 * whose browser unsubscribed meanwhile, how many subscriptions were "forgotten" (must be all).
 * Pushes wait out quiet hours (21:00–08:00 Nairobi) as texts do, so the figure is measured by day.
 */
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { createNodePlatform } from '#functions/platform/node';
import { addDays, nairobiDateKey, nairobiWallClock } from '#shared/booking-time';
import { startPushService } from '../emulators/web-push';
import { startBuiltServer } from './lib/serve';
import { ms, percentile } from './lib/stats';

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    bookings: { type: 'string', default: '40' },
    parallel: { type: 'string', default: '5' },
  },
});
const BOOKINGS = Number(values.bookings);
const PARALLEL = Number(values.parallel);
/** Every tenth buyer's browser unsubscribes before the confirmation: its push is answered 410. */
const revokedEvery = 10;

const { hour } = nairobiWallClock(Date.now());
if (hour < 8 || hour >= 21) {
  console.log('Quiet hours in Nairobi (21:00–08:00): pushes wait for the morning by design.');
  console.log('Run this between 08:00 and 21:00 Nairobi time (05:00–18:00 UTC) for the figure.');
  process.exit(0);
}
if (!values['no-build']) execSync('npm run build', { stdio: 'inherit' });

const arrivals = new Map<string, number>();
const service = startPushService(4417, () => {
  const last = service.received.at(-1)!;
  if (last.payload.includes('"Booking confirmed"')) arrivals.set(last.subscription, performance.now());
});
await service.listening;
Object.assign(process.env, { RATE_LIMIT_SCALE: '1000', LOG_LEVEL: 'error' });
const server = await startBuiltServer(4416, 4417);
const platform = createNodePlatform({ ...process.env, DATABASE_URL: server.databaseUrl });
const folder = dirname(server.databaseUrl.slice('file:'.length));
const { publicKey } = JSON.parse(readFileSync(join(folder, 'vapid-keys.json'), 'utf8')) as { publicKey: string };

async function call(method: string, path: string, body?: unknown, cookie?: string) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      Origin: server.url,
      ...(cookie ? { Cookie: cookie } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const cookies = response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  return { status: response.status, json: (await response.json().catch(() => ({}))) as never, cookies };
}

const seller = await call('POST', '/api/login', { email: 'demo.seller@mabinti.test', password: 'mabinti-demo' });
const listings = (await call('GET', '/api/me/services', undefined, seller.cookies)).json as Array<{ _id: string }>;
const latencies: number[] = [];
const revoked: string[] = [];
let unbooked = 0;

async function one(n: number) {
  const email = `push.bench.${n}.${Date.now()}@example.com`;
  const buyer = await call('POST', '/api/register', {
    userName: 'Push Bench',
    email,
    phoneNumber: '0711 222 666',
    password: 'a strong password',
    accountType: 'buyer',
  });
  const subscription = await service.mint(publicKey);
  const id = subscription.endpoint.split('/').pop()!;
  await call('POST', '/api/me/push', subscription, buyer.cookies);
  const listing = listings[n % listings.length]!._id;
  const date = addDays(nairobiDateKey(Date.now()), 20 + (n % 60));
  const slots = (await call('GET', `/api/services/${listing}/slots?date=${date}`)).json as Array<{ time: string }>;
  let booking: number | undefined;
  for (const slot of slots) {
    const made = await call(
      'POST',
      '/api/appointments',
      { serviceId: listing, date, time: slot.time, name: 'Push Bench', email, phoneNumber: '0711 222 666' },
      buyer.cookies,
    );
    if (made.status === 201) {
      booking = (made.json as { id: number }).id;
      break;
    }
  }
  if (!booking) return void (unbooked += 1);
  if (n % revokedEvery === 0) {
    service.revoke(subscription.endpoint);
    revoked.push(subscription.endpoint);
  }
  const started = performance.now();
  await call('POST', `/api/bookings/${booking}/confirm`, {}, seller.cookies);
  if (n % revokedEvery === 0) return;
  while (!arrivals.has(id) && performance.now() - started < 15_000) await new Promise((r) => setTimeout(r, 10));
  latencies.push((arrivals.get(id) ?? Number.POSITIVE_INFINITY) - started);
}

let next = 0;
await Promise.all(
  Array.from({ length: PARALLEL }, async () => {
    while (next < BOOKINGS) await one(next++);
  }),
);
const refused = service.answers.filter((answer) => answer.status !== 201 && answer.status !== 410).length;
/** How many unsubscribed browsers are still held: each goes once its push is answered 410. */
const stillHeld = async () =>
  revoked.length
    ? Number(
        (
          await platform.db.all<{ n: number }>(
            sql`SELECT count(*) AS n FROM push_subscriptions WHERE endpoint IN (${sql.join(
              revoked.map((endpoint) => sql`${endpoint}`),
              sql`, `,
            )})`,
          )
        )[0]!.n,
      )
    : 0;
for (const deadline = performance.now() + 10_000; (await stillHeld()) > 0 && performance.now() < deadline;)
  await new Promise((r) => setTimeout(r, 50));
const left = await stillHeld();
const late = latencies.filter((value) => value > 5_000).length;
console.log(`\n${BOOKINGS} bookings confirmed by their provider, ${PARALLEL} at a time (${unbooked} found no slot)`);
console.log(
  `  Confirm to push decrypted at the push service: p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, over 5 s: ${late}`,
);
console.log(`  pushes received: ${service.received.length}, refused by the push service: ${refused}`);
console.log(`  unsubscribed browsers: ${revoked.length}, forgotten: ${revoked.length - left}`);
server.stop();
await service.close();
platform.close();
process.exit(late === 0 && refused === 0 && left === 0 ? 0 : 1);
