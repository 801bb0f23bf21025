/**
 * Seats in a class under concurrency (decision 049), against the built Node server:
 *   npm run bench:classes                  (builds first)
 *   npm run bench:classes -- --no-build --rounds 8
 * The sample studio's HIIT class of 12: twenty clients book a seat in one session at once, and
 * those turned away join its waitlist. Then, round after round, twenty clients ask for one to three
 * seats each, all at once, in the next session. Printed: the seats taken and waiting in the first
 * session, and "overbooked": sessions holding more seats than they have (the figure must be 0).
 */
import { execSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { createClient } from '@libsql/client';
import { startBuiltServer } from './lib/serve';

const { values } = parseArgs({
  options: { 'no-build': { type: 'boolean', default: false }, rounds: { type: 'string', default: '8' } },
});
const ROUNDS = Number(values.rounds);
const CLIENTS = 20;

if (!values['no-build']) execSync('npm run build', { stdio: 'inherit' });
process.env.RATE_LIMIT_SCALE = '1000';
const server = await startBuiltServer(4413);
const db = createClient({ url: server.databaseUrl });

const call = async (method: string, path: string, body?: unknown, token?: string) => {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      Origin: server.url,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json().catch(() => ({}))) as Record<string, unknown> };
};

type Session = { date: string; time: string; startsAt: number; optionId: number; seats: number };

try {
  const gyms = (await call('GET', '/api/services?category=fitness&subcategory=gym')).body as unknown as Array<{
    _id: string;
    name: string;
  }>;
  const studio = gyms.find((listing) => listing.name === 'Sunrise HIIT and Spin Studio');
  if (!studio) throw new Error('the sample studio is missing');
  const { sessions } = (await call('GET', `/api/services/${studio._id}/sessions`)).body as { sessions: Session[] };
  const clients: string[] = [];
  for (let i = 0; i < CLIENTS; i++) {
    const made = await call('POST', '/api/register', {
      userName: `Class Client ${i}`,
      email: `bench.class.${Date.now()}.${i}@example.com`,
      phoneNumber: '0712 345 678',
      password: 'bench password',
      accountType: 'buyer',
    });
    clients.push(String(made.body.token));
  }
  const ask = (session: Session, seats: number, i: number) =>
    call(
      'POST',
      '/api/appointments',
      {
        serviceId: studio._id,
        optionId: String(session.optionId),
        date: session.date,
        time: session.time,
        seats,
        name: `Class Client ${i}`,
        email: `class${i}@example.com`,
        phoneNumber: '0712 345 678',
      },
      clients[i],
    );

  // The figure: a class of 12, twenty clients at once.
  const first = sessions.find((session) => session.seats === 12)!;
  const answers = await Promise.all(clients.map((_, i) => ask(first, 1, i)));
  const turnedAway = answers.flatMap((answer, i) => (answer.status === 409 ? [i] : []));
  const odd = answers.filter((answer) => answer.status !== 201 && answer.status !== 409);
  if (odd.length) throw new Error(`unexpected answers: ${JSON.stringify(odd.slice(0, 3))}`);
  for (const i of turnedAway) {
    const joined = await call(
      'POST',
      '/api/waitlist',
      {
        serviceId: studio._id,
        optionId: String(first.optionId),
        fromDate: first.date,
        toDate: first.date,
        earliest: first.time,
        latest: first.time,
        name: `Class Client ${i}`,
        email: `class${i}@example.com`,
        phoneNumber: `07${String(20_000_000 + i).padStart(8, '0')}`,
      },
      clients[i],
    );
    if (joined.status !== 201) throw new Error(`join refused: ${joined.status} ${JSON.stringify(joined.body)}`);
  }

  // Then rounds of one to three seats each, all at once, in the sessions after it.
  const later = sessions.filter((session) => session.startsAt !== first.startsAt).slice(0, ROUNDS);
  for (const session of later) await Promise.all(clients.map((_, i) => ask(session, 1 + (i % 3), i)));

  const held = async (session: Session) => {
    const [row] = (
      await db.execute({
        sql: `SELECT coalesce(sum(seats), 0) AS seats FROM bookings WHERE service_id = ? AND starts_at = ?
              AND status IN ('unverified', 'awaiting_deposit', 'requested', 'confirmed')`,
        args: [Number(studio._id), session.startsAt],
      })
    ).rows;
    return Number(row!.seats);
  };
  const [waiting] = (
    await db.execute({
      sql: 'SELECT count(*) AS n FROM waitlist_entries WHERE service_id = ?',
      args: [Number(studio._id)],
    })
  ).rows;
  let overbooked = 0;
  for (const session of [first, ...later]) if ((await held(session)) > session.seats) overbooked += 1;
  console.log(`class of ${first.seats} booked by ${CLIENTS} clients at once`);
  console.log(`seats taken: ${await held(first)}`);
  console.log(`on the waitlist: ${Number(waiting!.n)}`);
  console.log(`sessions raced: ${1 + later.length}`);
  console.log(`overbooked: ${overbooked}`);
  if (overbooked > 0) process.exitCode = 1;
} finally {
  server.stop();
}
