/**
 * The waitlist under load (decision 046), against the built Node server, its in-process sweep the
 * worker:
 *   npm run bench:waitlist            (builds first)
 *   npm run bench:waitlist -- --no-build --listings 100 --waiting 1000 --cancellations 2000
 * Twenty providers of five listings each have every half hour from 7:00 to 21:30 booked four days
 * running, each listing its own three hours; ten clients per listing wait for those hours. Then
 * random bookings are cancelled, a quarter of them raced at once by someone booking the freed time
 * on the site, while two processes answer every offer as 1 to 3 clients at once (one in five
 * passed). Printed: offers sent, times filled, given twice (overlapping bookings of one provider,
 * or an offer taken twice), offered after booked (an offer made while a booking held its time),
 * and the time from a cancellation to the first offer of its time.
 */
import { execSync, spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { createClient } from '@libsql/client';
import { addDays, nairobiDateKey, slotLabel } from '#shared/booking-time';
import { ms, percentile } from './lib/stats';
import { startBuiltServer } from './lib/serve';
import { newProvider } from './lib/provider';

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    listings: { type: 'string', default: '100' },
    waiting: { type: 'string', default: '1000' },
    cancellations: { type: 'string', default: '2000' },
  },
});
const LISTINGS = Math.max(5, Math.round(Number(values.listings) / 5) * 5);
const WAITING = Number(values.waiting);
const CANCELLATIONS = Number(values.cancellations);
const DAYS = 4;
/** Each listing's own six half hours a day, from 7:00, 10:00, 13:00, 16:00 or 19:00. */
const timesOf = (listing: number) =>
  Array.from({ length: 6 }, (_, i) => slotLabel(7 * 60 + (listing % 5) * 180 + i * 30));

if (!values['no-build']) execSync('npm run build', { stdio: 'inherit' });
process.env.RATE_LIMIT_SCALE = '1000';
const server = await startBuiltServer(4412);
const db = createClient({ url: server.databaseUrl });

const send = async (path: string, body: unknown, token?: string) => {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: server.url,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json().catch(() => ({}))) as Record<string, unknown> };
};
/** Runs `work` over `items`, `lanes` at a time. */
async function inLanes<T>(items: T[], lanes: number, work: (item: T, i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (next < items.length) {
        const i = next++;
        await work(items[i]!, i);
      }
    }),
  );
}

try {
  const started = performance.now();
  const listings: number[] = [];
  for (let i = 0; i < LISTINGS / 5; i++) listings.push(...(await newProvider(server.url, 1, 30)).listings);
  const buyers: string[] = [];
  for (let i = 0; i < 100; i++) {
    const made = await send('/api/register', {
      userName: `Bench Client ${i}`,
      email: `bench.waitlist.${Date.now()}.${i}@example.com`,
      phoneNumber: '0712 345 678',
      password: 'bench password',
      accountType: 'buyer',
    });
    buyers.push(String(made.body.token));
  }
  const firstDay = addDays(nairobiDateKey(Date.now()), 2);
  const days = Array.from({ length: DAYS }, (_, d) => addDays(firstDay, d));
  const slots = listings.flatMap((serviceId, l) =>
    days.flatMap((date) => timesOf(l).map((time) => ({ serviceId, date, time }))),
  );
  const booked: Array<{ id: number; serviceId: number; startsAt: number; token: string }> = [];
  await inLanes(slots, 8, async (slot, i) => {
    const token = buyers[i % buyers.length]!;
    const made = await send(
      '/api/appointments',
      { ...slot, name: `Client ${i}`, email: `c${i}@example.com`, phoneNumber: '0712 345 678' },
      token,
    );
    if (made.status !== 201) throw new Error(`booking refused: ${made.status} ${JSON.stringify(made.body)}`);
    booked.push({ id: Number(made.body.id), serviceId: slot.serviceId, startsAt: Number(made.body.startsAt), token });
  });
  const perListing = Math.ceil(WAITING / listings.length);
  const waiters = Array.from({ length: WAITING }, (_, i) => ({ l: i % listings.length, n: i }));
  await inLanes(waiters, 8, async ({ l, n }) => {
    const times = timesOf(l);
    const joined = await send('/api/waitlist', {
      serviceId: listings[l],
      fromDate: days[0],
      toDate: days.at(-1),
      earliest: times[0],
      latest: times.at(-1),
      name: `Waiting ${n}`,
      email: `waiting${n}@example.com`,
      phoneNumber: `07${String(10_000_000 + n).padStart(8, '0')}`,
    });
    if (joined.status !== 201) throw new Error(`join refused: ${joined.status} ${JSON.stringify(joined.body)}`);
  });
  const setUp = performance.now() - started;
  const [before] = (await db.execute('SELECT count(*) AS n FROM waitlist_offers')).rows;

  const answerers = [0, 1].map((index) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/lib/waitlist-answerer.ts',
        '--db',
        server.databaseUrl,
        '--url',
        server.url,
        '--index',
        String(index),
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout!.on('data', (chunk) => (out += chunk));
    return { child, done: new Promise<string>((resolve) => child.on('exit', () => resolve(out))) };
  });

  // Random cancellations, a quarter raced by a booking of the freed time on the site.
  const chosen = [...booked].sort(() => Math.random() - 0.5).slice(0, CANCELLATIONS);
  const cancelled: Array<{ serviceId: number; startsAt: number; at: number }> = [];
  let raced = 0;
  await inLanes(chosen, 6, async (booking, i) => {
    const at = Date.now();
    const done = await send(`/api/bookings/${booking.id}/cancel`, {}, booking.token);
    if (done.status !== 200) throw new Error(`cancel refused: ${done.status} ${JSON.stringify(done.body)}`);
    cancelled.push({ serviceId: booking.serviceId, startsAt: booking.startsAt, at });
    if (i % 4 === 0) {
      const date = nairobiDateKey(booking.startsAt);
      const time = slotLabel(Math.round((booking.startsAt - Date.parse(`${date}T00:00:00+03:00`)) / 60_000));
      const rival = await send(
        '/api/appointments',
        {
          serviceId: booking.serviceId,
          date,
          time,
          name: 'Rival',
          email: `rival${i}@example.com`,
          phoneNumber: '0712 345 678',
        },
        buyers[(i + 7) % buyers.length],
      );
      if (rival.status === 201) raced += 1;
    }
  });
  // Everything answered: no offer open, no offer job waiting.
  const deadline = Date.now() + 180_000;
  for (;;) {
    const [open] = (
      await db.execute(
        "SELECT (SELECT count(*) FROM waitlist_offers WHERE status = 'open') + (SELECT count(*) FROM jobs WHERE kind = 'waitlist-offer' AND status IN ('queued', 'running')) AS n",
      )
    ).rows;
    if (Number(open!.n) === 0 || Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  for (const { child } of answerers) child.kill('SIGTERM');
  const tallies = (await Promise.all(answerers.map((answerer) => answerer.done))).map(
    (out) => JSON.parse(out.trim().split('\n').at(-1) || '{}') as Record<string, number>,
  );

  const one = async (sql: string) => Number((await db.execute(sql)).rows[0]!.n);
  const offers = (await one('SELECT count(*) AS n FROM waitlist_offers')) - Number(before!.n);
  const filled = await one("SELECT count(*) AS n FROM waitlist_offers WHERE status = 'taken'");
  const holding = "('unverified', 'awaiting_deposit', 'requested', 'confirmed')";
  const overlapping = await one(`
    SELECT count(*) AS n FROM bookings a JOIN bookings b
      ON a.seller_id = b.seller_id AND a.id < b.id
      AND a.starts_at - a.before_minutes * 60000 < b.blocks_until AND b.starts_at - b.before_minutes * 60000 < a.blocks_until
    WHERE a.status IN ${holding} AND b.status IN ${holding}`);
  const takenTwice = await one(
    "SELECT count(*) AS n FROM (SELECT 1 FROM waitlist_offers WHERE status = 'taken' GROUP BY service_id, starts_at HAVING count(*) > 1)",
  );
  const afterBooked = await one(`
    SELECT count(*) AS n FROM waitlist_offers o WHERE EXISTS (
      SELECT 1 FROM bookings b WHERE b.seller_id = o.seller_id
        AND b.starts_at - b.before_minutes * 60000 < o.starts_at + 1800000 AND b.blocks_until > o.starts_at
        AND b.created_at < o.created_at AND (o.booking_id IS NULL OR b.id <> o.booking_id)
        AND NOT EXISTS (
          SELECT 1 FROM booking_events e WHERE e.booking_id = b.id
            AND e.status IN ('declined', 'cancelled', 'expired') AND e.at <= o.created_at))`);
  const offered = (
    await db.execute(
      'SELECT service_id AS serviceId, starts_at AS startsAt, created_at AS createdAt FROM waitlist_offers',
    )
  ).rows.map((row) => ({
    serviceId: Number(row.serviceId),
    startsAt: Number(row.startsAt),
    createdAt: Number(row.createdAt),
  }));
  const delays = cancelled.flatMap((c) => {
    const first = offered
      .filter((o) => o.serviceId === c.serviceId && o.startsAt === c.startsAt && o.createdAt >= c.at)
      .sort((a, b) => a.createdAt - b.createdAt)[0];
    return first ? [first.createdAt - c.at] : [];
  });

  console.log(
    `\nWaitlist: ${LISTINGS} listings, ${WAITING} waiting (${perListing} a listing), ${slots.length} bookings made`,
  );
  console.log(`  set up in ${(setUp / 1000).toFixed(1)} s`);
  console.log(`  cancellations: ${cancelled.length} (${raced} freed times booked at once on the site)`);
  console.log(`  answers: ${JSON.stringify(tallies)}`);
  console.log(`  offers sent: ${offers}`);
  console.log(`  times filled: ${filled}`);
  console.log(`  given twice: ${overlapping + takenTwice}`);
  console.log(`  offered after booked: ${afterBooked}`);
  if (delays.length) {
    console.log(
      `  cancellation to first offer (${delays.length} times offered): p50 ${ms(percentile(delays, 50))}, p95 ${ms(percentile(delays, 95))} (budget 5000 ms)`,
    );
  }
  const ok =
    overlapping + takenTwice === 0 &&
    afterBooked === 0 &&
    offers > 0 &&
    (delays.length === 0 || percentile(delays, 95) <= 5000);
  if (!ok) process.exitCode = 1;
} finally {
  db.close();
  server.stop();
}
