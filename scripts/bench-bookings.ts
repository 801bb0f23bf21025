/**
 * Double booking under load, and booking throughput, against the built Node server.
 *   npm run bench:bookings            (builds first)
 *   npm run bench:bookings -- --no-build --requests 600 --concurrency 16
 * 1. Fifty simultaneous requests for one slot: exactly one may succeed; and fifty for overlapping
 *    times (9:00 to 10:30, two-hour services) on five listings of one new seller: exactly one
 *    booking when they work alone, exactly two with two chairs, never an overlapping pair beyond
 *    that (decision 014); and fifty for "anyone available" at overlapping times with a salon of 4
 *    members: exactly 4 bookings, one per member, none overlapping for one member (issue 39).
 * 2. Requests spread over many listings, days and times: bookings per second and latency.
 */
import { execSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { SLOT_MINUTES, addDays, nairobiDateKey } from '#shared/booking-time';
import { percentile, ms } from './lib/stats';
import { startBuiltServer } from './lib/serve';
import { newProvider } from './lib/provider';

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    requests: { type: 'string', default: '400' },
    concurrency: { type: 'string', default: '8' },
    racers: { type: 'string', default: '50' },
  },
});
const REQUESTS = Number(values.requests);
const CONCURRENCY = Number(values.concurrency);
const RACERS = Number(values.racers);
/** Providers whose listings take the throughput run's bookings. */
const SELLERS = 8;

if (!values['no-build']) execSync('npm run build', { stdio: 'inherit' });
// The limit per client address would stop one machine sending hundreds of bookings.
process.env.RATE_LIMIT_SCALE = '1000';
const server = await startBuiltServer(4411);

const body = (serviceId: number, date: string, time: string, i: number) =>
  JSON.stringify({
    serviceId,
    date,
    time,
    name: `Bench Client ${i}`,
    email: `bench${i}@example.com`,
    phoneNumber: '0712 345 678',
  });

const post = (payload: string) =>
  fetch(`${server.url}/api/appointments`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.url },
    body: payload,
  });

try {
  // Providers of the bench's own, with a new seller's default hours and half-hour services: the
  // sample listings keep realistic hours, deposits and long services, which would measure those.
  // A provider is one person (decision 014): throughput uses one listing per seller, so the
  // distinct slots it books never meet in one person's day.
  const ids: number[] = [];
  for (let i = 0; i < SELLERS; i++) ids.push((await newProvider(server.url, 1, SLOT_MINUTES)).listings[0]!);
  const firstDay = addDays(nairobiDateKey(Date.now()), 1);
  const offeredOn = async (id: number, date: string) =>
    ((await (await fetch(`${server.url}/api/services/${id}/slots?date=${date}`)).json()) as { time: string }[]).map(
      (slot) => slot.time,
    );

  // 1. The race.
  const raceDate = addDays(firstDay, 60);
  const raceTime = (await offeredOn(ids[0]!, raceDate)).at(-1)!;
  const statuses = (
    await Promise.all(Array.from({ length: RACERS }, (_, i) => post(body(ids[0]!, raceDate, raceTime, i))))
  ).map((response) => response.status);
  const won = statuses.filter((status) => status === 201).length;
  const conflicts = statuses.filter((status) => status === 409).length;
  const offered = (await (await fetch(`${server.url}/api/services/${ids[0]}/slots?date=${raceDate}`)).json()) as {
    time: string;
  }[];
  console.log(`\nRace: ${RACERS} simultaneous requests for one slot`);
  console.log(`  bookings made: ${won} (must be 1)`);
  console.log(`  answered 409:  ${conflicts} (must be ${RACERS - 1})`);
  console.log(`  slot still offered afterwards: ${offered.some((slot) => slot.time === raceTime) ? 'yes' : 'no'}`);

  // 1b. Overlapping times on different listings of one seller, alone and with two chairs.
  const overlapResults: number[] = [];
  for (const capacity of [1, 2]) {
    const provider = await newProvider(server.url, capacity);
    const overlapDate = addDays(firstDay, 60 + capacity);
    const times = ['9:00 AM', '9:30 AM', '10:00 AM', '10:30 AM'];
    const answers = await Promise.all(
      Array.from({ length: RACERS }, (_, i) =>
        post(body(provider.listings[i % provider.listings.length]!, overlapDate, times[i % 4]!, 1000 * capacity + i)),
      ),
    );
    // Guests' requests: each holds the seller's time as it is written (the seller sees them once confirmed).
    const held = await Promise.all(
      answers.filter((r) => r.status === 201).map(async (r) => (await r.json()) as { startsAt: number }),
    );
    const ends = (b: { startsAt: number }) => b.startsAt + 120 * 60_000;
    const overlapping = held.flatMap((a, i) =>
      held.slice(i + 1).filter((b) => a.startsAt < ends(b) && b.startsAt < ends(a)),
    ).length;
    console.log(
      `\nOverlap: ${RACERS} simultaneous requests for overlapping times on 5 listings of one seller, capacity ${capacity}`,
    );
    console.log(`  bookings made: ${held.length} (must be ${capacity})`);
    const allowed = capacity === 1 ? 'must be 0' : 'must be 1: one client in each chair';
    console.log(`  overlapping: ${overlapping} pairs (${allowed})`);
    overlapResults.push(held.length === capacity && overlapping === capacity - 1 ? 0 : 1);
  }

  // 1c. A salon of four (issue 39): everyone asks for "anyone available" at overlapping times.
  const salon = await newProvider(server.url, 1, 120, 4);
  const salonDate = addDays(firstDay, 63);
  const salonTimes = ['9:00 AM', '9:30 AM', '10:00 AM', '10:30 AM'];
  const salonAnswers = await Promise.all(
    Array.from({ length: RACERS }, (_, i) =>
      post(
        JSON.stringify({
          ...JSON.parse(body(salon.listings[i % 5]!, salonDate, salonTimes[i % 4]!, 3000 + i)),
          memberId: 'any',
        }),
      ),
    ),
  );
  const salonHeld = await Promise.all(
    salonAnswers
      .filter((r) => r.status === 201)
      .map(async (r) => (await r.json()) as { startsAt: number; memberName: string }),
  );
  const salonOverlapping = salonHeld.flatMap((a, i) =>
    salonHeld
      .slice(i + 1)
      .filter(
        (b) =>
          a.memberName === b.memberName &&
          a.startsAt < b.startsAt + 120 * 60_000 &&
          b.startsAt < a.startsAt + 120 * 60_000,
      ),
  ).length;
  const servedBy = new Set(salonHeld.map((booking) => booking.memberName)).size;
  console.log(
    `\nTeam: ${RACERS} simultaneous requests for "anyone available" at overlapping times, a salon of 4 members`,
  );
  console.log(`  bookings made: ${salonHeld.length} (must be 4: one for each member), members booked: ${servedBy}`);
  console.log(`  overlapping: ${salonOverlapping} pairs for one member (must be 0)`);
  overlapResults.push(salonHeld.length === 4 && servedBy === 4 && salonOverlapping === 0 ? 0 : 1);

  // 2. Throughput over distinct slots: listing x day x offered time, never the same twice.
  const jobs: string[] = [];
  for (let day = 0; jobs.length < REQUESTS; day++) {
    const date = addDays(firstDay, day);
    for (const id of ids) for (const time of await offeredOn(id, date)) jobs.push(body(id, date, time, jobs.length));
  }
  jobs.length = REQUESTS;
  const latencies: number[] = [];
  let created = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < jobs.length) {
        const payload = jobs[next++]!;
        const t0 = performance.now();
        const response = await post(payload);
        latencies.push(performance.now() - t0);
        if (response.status === 201) created++;
        else console.error(`  unexpected ${response.status}: ${await response.text()}`);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(`\nThroughput: ${REQUESTS} bookings over ${ids.length} listings, ${CONCURRENCY} at a time`);
  console.log(`  created: ${created}/${REQUESTS}`);
  console.log(
    `  ${(created / seconds).toFixed(1)} bookings/s (each a guest's request: the booking, its history entry and one e-mail asking to confirm the address)`,
  );
  console.log(`  latency median ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}`);
  if (won !== 1 || conflicts !== RACERS - 1 || created !== REQUESTS || overlapResults.some(Boolean))
    process.exitCode = 1;
} finally {
  server.stop();
}
