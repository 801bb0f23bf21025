/**
 * Booking in WhatsApp chats under load (issue 44), against the built Node server, a second worker
 * process (`npm run worker`) on the same database, and the WhatsApp and Daraja emulators:
 *   npm run bench:whatsapp            (builds first)
 *   npm run bench:whatsapp -- --no-build --chats 100 --parallel 10
 * Each chat starts from a listing's "BOOK {id}" and books: a day, a time, a name, Confirm; a
 * listing that asks a deposit sends an M-Pesa prompt to the chat's number. Every webhook is
 * delivered twice. Prints the time from a message to its answer (p50/p95), "duplicates" (answers
 * beyond one per message, bookings beyond one per chat, prompts beyond one per deposit: all must
 * be 0) and the sends the emulator refused under Meta's limits (must be 0).
 */
import { execSync, spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { createNodePlatform } from '#functions/platform/node';
import { darajaSettings, startDarajaEmulator } from '../emulators/daraja';
import { bodyOf, startWhatsAppEmulator, titlesOf, whatsappSettings } from '../emulators/whatsapp';
import { startBuiltServer } from './lib/serve';
import { ms, percentile } from './lib/stats';

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    chats: { type: 'string', default: '100' },
    parallel: { type: 'string', default: '10' },
  },
});
const CHATS = Number(values.chats);
const PARALLEL = Number(values.parallel);
if (!values['no-build']) execSync('npm run build', { stdio: 'inherit' });

const whatsapp = startWhatsAppEmulator();
const daraja = startDarajaEmulator({ delayMs: 200 });
Object.assign(process.env, {
  ...darajaSettings(await daraja.listening),
  ...whatsappSettings(await whatsapp.listening),
  RATE_LIMIT_SCALE: '1000',
  LOG_LEVEL: 'error',
});
const server = await startBuiltServer(4415);
const worker = spawn('npx', ['tsx', 'scripts/worker.ts'], {
  env: { ...process.env, DATABASE_URL: server.databaseUrl, WORKER_INTERVAL_MS: '100' },
  stdio: 'ignore',
  detached: true,
});
const platform = createNodePlatform({ ...process.env, DATABASE_URL: server.databaseUrl });
const listings = (
  await platform.db.all<{ id: number }>(
    sql`SELECT id FROM services WHERE live_until > ${Date.now()} ORDER BY id LIMIT ${CHATS}`,
  )
).map((row) => row.id);

const post = async (body: string, signature: string) =>
  (
    await fetch(`${server.url}/api/notify/whatsapp`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Hub-Signature-256': signature },
      body,
    })
  ).status;

const latencies: number[] = [];
const endings = new Map<string, number>();
let moves = 0;
let stalled = 0;

async function chat(n: number) {
  const listing = listings[n % listings.length]!;
  const person = whatsapp.user(`2547${String(30_000_001 + n)}`, post);
  /** Sends, then waits (checking every 20 ms) until the answer has reached the person. */
  const move = async (send: () => Promise<number>) => {
    moves += 1;
    const before = person.inbox().length;
    const started = performance.now();
    await send();
    while (person.inbox().length === before && performance.now() - started < 15_000)
      await new Promise((resolve) => setTimeout(resolve, 20));
    if (person.inbox().length === before) stalled += 1;
    else latencies.push(performance.now() - started);
    return person.last();
  };
  let last = await move(() => person.say(`BOOK ${listing}`, { twice: true }));
  const day = 1 + (Math.floor(n / listings.length) % 8);
  let time = n % 3;
  for (let step = 0; step < 10 && last?.type === 'interactive'; step++) {
    const body = bodyOf(last);
    const titles = titlesOf(last);
    const title = body.includes('Choose a day')
      ? titles[day - 1]
      : body.includes('Choose a time')
        ? titles[body.includes('just taken') ? ++time : time]
        : titles.includes('Confirm')
          ? 'Confirm'
          : titles[0];
    if (!title) break;
    last = await move(() => person.tap(title, { twice: true }));
    if (bodyOf(last).startsWith('Your name')) last = await move(() => person.say(`Client ${n}`, { twice: true }));
  }
  const ending = bodyOf(last).split('.')[0]!.replace(/\d+/g, '#');
  endings.set(ending, (endings.get(ending) ?? 0) + 1);
}

const started = performance.now();
let next = 0;
await Promise.all(
  Array.from({ length: PARALLEL }, async () => {
    while (next < CHATS) await chat(next++);
  }),
);
const seconds = (performance.now() - started) / 1000;

const deposits = async () =>
  platform.db.all<{ phone: string }>(
    sql`SELECT phone_number AS phone FROM bookings WHERE channel = 'whatsapp' AND deposit_amount > 0`,
  );
// The prompts go a few seconds after the chat's last answer (a job): wait for them, at most 30 s.
for (let waited = 0; waited < 30_000; waited += 250) {
  const owed = await deposits();
  const prompted = new Set([...daraja.pushes.values()].map((push) => push.phone));
  if (owed.every((row) => prompted.has(row.phone.replace(/^\+/, '')))) break;
  await new Promise((resolve) => setTimeout(resolve, 250));
}
const [made] = await platform.db.all<{ bookings: number; chats: number }>(
  sql`SELECT count(*) AS bookings, count(DISTINCT phone_identity_id) AS chats FROM bookings WHERE channel = 'whatsapp'`,
);
const owed = await deposits();
const promptsTo = new Map<string, number>();
for (const push of daraja.pushes.values()) promptsTo.set(push.phone, (promptsTo.get(push.phone) ?? 0) + 1);
const prompts = owed.reduce((sum, row) => sum + (promptsTo.get(row.phone.replace(/^\+/, '')) ?? 0), 0);
const duplicateAnswers = Math.max(0, whatsapp.chats.length - moves + stalled);
const duplicateBookings = Number(made!.bookings) - Number(made!.chats);
const duplicatePrompts = Math.max(0, prompts - owed.length);

console.log(
  `\n${CHATS} WhatsApp chats, ${moves} messages and taps, every webhook delivered twice, ${PARALLEL} at a time, two workers, in ${seconds.toFixed(1)} s`,
);
console.log(
  `  message to answer: p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, unanswered: ${stalled}`,
);
console.log(
  `  bookings made: ${made!.bookings} by ${made!.chats} chats; deposits: ${owed.length}, M-Pesa prompts: ${prompts}`,
);
console.log(
  `  duplicates: ${duplicateAnswers + duplicateBookings + duplicatePrompts} (answers ${duplicateAnswers}, bookings ${duplicateBookings}, prompts ${duplicatePrompts}; must be 0)`,
);
console.log(
  `  sends refused by the emulator (Meta's limits, the 24-hour window): ${whatsapp.stats.rejected} (must be 0)`,
);
console.log(`  chats ended with: ${[...endings].map(([line, count]) => `${count}× "${line}"`).join(', ')}`);
const retried = await platform.db.all<{ kind: string; status: string; error: string }>(
  sql`SELECT kind, status, last_error AS error FROM jobs WHERE attempts > 1 OR status = 'failed' LIMIT 5`,
);
for (const job of retried) console.log(`  retried: ${job.kind} ${job.status} ${job.error}`);
platform.close();
process.kill(-worker.pid!, 'SIGTERM');
server.stop();
await whatsapp.close();
await daraja.close();
if (duplicateAnswers + duplicateBookings + duplicatePrompts > 0 || whatsapp.stats.rejected || stalled)
  process.exitCode = 1;
