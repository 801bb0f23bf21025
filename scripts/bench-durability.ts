/**
 * Crash safety of the embedded database, through the real HTTP server.
 *   npm run bench:durability                 (builds first)
 *   npm run bench:durability -- --no-build --kills 20
 * Writers make bookings and listings while the server is killed with SIGKILL at random moments
 * and started again, `--kills` times. Afterwards every write answered 2xx before a kill must be in
 * the database, `PRAGMA integrity_check` must say ok, and a backup taken (by `npm run db:backup`)
 * in the middle of the writes must restore to a database that passes the same checks.
 */
import { execFileSync, execSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createClient } from '@libsql/client';
import sharp from 'sharp';
import { GRID_STARTS, addDays, nairobiDateKey, slotLabel } from '#shared/booking-time';
import { checkBackup, restoreFrom } from '#functions/db/backup';
import { listingForm } from './lib/listing-form';
import { createRandom } from './lib/random';

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    kills: { type: 'string', default: '20' },
    writers: { type: 'string', default: '4' },
  },
});
const KILLS = Number(values.kills);
const WRITERS = Number(values.writers);
const PORT = 4431;
const origin = `http://127.0.0.1:${PORT}`;
const random = createRandom(12);

if (!values['no-build']) execSync('npm run build', { stdio: 'inherit' });
const dir = mkdtempSync(join(tmpdir(), 'mabinti-durability-'));
const file = join(dir, 'bench.db');
const env = {
  ...process.env,
  DATABASE_URL: `file:${file}`,
  MEDIA_DIR: join(dir, 'media'),
  PORT: String(PORT),
  HOST: '127.0.0.1',
  SITE_URL: origin,
  // One machine sends every request; the limits per address would stop it, not the crashes.
  RATE_LIMIT_SCALE: '1000',
};
execFileSync('npx', ['tsx', 'scripts/db-setup.ts'], { env, stdio: 'ignore' });

let server: ChildProcess | null = null;
async function start() {
  server = spawn('node', ['dist/node/node-server.mjs'], { env, stdio: 'ignore' });
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
function kill() {
  const victim = server!;
  const gone = new Promise((resolve) => victim.once('exit', resolve));
  victim.kill('SIGKILL');
  return gone;
}

const json = (path: string, body: unknown, auth?: string) =>
  fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin, ...(auth ? { Authorization: auth } : {}) },
    body: JSON.stringify(body),
  });

const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#b5651d' } })
  .jpeg()
  .toBuffer();

/** Everything answered 2xx, by table, with the moment the answer arrived. */
const acknowledged = {
  bookings: [] as Array<{ id: number; at: number }>,
  services: [] as Array<{ id: number; at: number }>,
};
let cutOff = 0;
/** Answers other than 2xx, by status. */
const refused: Record<number, number> = {};

async function seller(n: number): Promise<string> {
  for (;;) {
    try {
      const response = await json('/api/register', {
        userName: 'Durability Seller',
        email: `durability.${n}.${Date.now()}@example.com`,
        phoneNumber: '0711 000 111',
        password: 'durability password',
        accountType: 'seller',
        packageId: 'premium',
      });
      if (response.ok) return `Bearer ${((await response.json()) as { token: string }).token}`;
    } catch {
      // the server is down: try again
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let serial = 0;
async function writer(n: number, listingIds: number[], until: () => boolean) {
  const auth = await seller(n);
  const firstDay = addDays(nairobiDateKey(Date.now()), 2);
  while (!until()) {
    const i = serial++;
    try {
      if (i % 4 === 3) {
        const form = listingForm(`Durable Braids ${i}`, { bytes: photo, type: 'image/jpeg', name: 'braids.jpg' });
        const response = await fetch(`${origin}/api/services`, {
          method: 'POST',
          headers: { Authorization: auth, Origin: origin },
          body: form,
        });
        if (response.ok) {
          const { _id } = (await response.json()) as { _id: string };
          acknowledged.services.push({ id: Number(_id), at: Date.now() });
        } else refused[response.status] = (refused[response.status] ?? 0) + 1;
      } else {
        const slot = Math.floor(i / listingIds.length);
        const response = await json('/api/appointments', {
          serviceId: listingIds[i % listingIds.length],
          date: addDays(firstDay, Math.floor(slot / GRID_STARTS.length)),
          time: slotLabel(GRID_STARTS[slot % GRID_STARTS.length]!),
          name: `Durability Client ${i}`,
          email: `durability${i}@example.com`,
          phoneNumber: '0712 345 678',
        });
        if (response.ok) {
          const { id } = (await response.json()) as { id: number };
          acknowledged.bookings.push({ id, at: Date.now() });
        } else refused[response.status] = (refused[response.status] ?? 0) + 1;
      }
    } catch {
      cutOff++; // the connection died with the server: never acknowledged
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

try {
  await start();
  const listings = (await (await fetch(`${origin}/api/services?limit=50`)).json()) as { _id: string }[];
  const listingIds = listings.map((listing) => Number(listing._id));
  let done = false;
  const writers = Array.from({ length: WRITERS }, (_, n) => writer(n, listingIds, () => done));

  let backup: { file: string; startedAt: number; output: string } | null = null;
  for (let k = 1; k <= KILLS; k++) {
    await new Promise((resolve) => setTimeout(resolve, 300 + random.int(0, 1200)));
    if (k === Math.ceil(KILLS / 2)) {
      // A backup taken while the writers write, by the same command an operator runs.
      const target = join(dir, 'backup.db');
      const startedAt = Date.now();
      const output = execFileSync('npx', ['tsx', 'scripts/db-backup.ts', '--to', target], { env, encoding: 'utf8' });
      backup = { file: target, startedAt, output: output.trim() };
    }
    await kill();
    await start();
  }
  done = true;
  await Promise.all(writers);
  await kill();

  /** How many of `ids` are not in `table` of the database at `path`. */
  const missingIn = async (path: string, table: 'bookings' | 'services', ids: number[]) => {
    const client = createClient({ url: `file:${path}` });
    const found = new Set<number>();
    for (let i = 0; i < ids.length; i += 500) {
      const chunk = ids.slice(i, i + 500);
      const { rows } = await client.execute({
        sql: `SELECT id FROM ${table} WHERE id IN (${chunk.map(() => '?').join(',')})`,
        args: chunk,
      });
      for (const row of rows) found.add(Number(row.id));
    }
    client.close();
    return ids.filter((id) => !found.has(id)).length;
  };
  const ids = (writes: Array<{ id: number; at: number }>, before = Infinity) =>
    writes.filter((write) => write.at < before).map((write) => write.id);
  const missingBookings = await missingIn(file, 'bookings', ids(acknowledged.bookings));
  const missingServices = await missingIn(file, 'services', ids(acknowledged.services));
  const { integrity } = await checkBackup(file);

  const restored = join(dir, 'restored.db');
  const check = backup ? await restoreFrom(backup.file, restored) : null;
  const inBackup = backup ? await checkBackup(restored) : null;
  const owed = backup
    ? [...ids(acknowledged.bookings, backup.startedAt), ...ids(acknowledged.services, backup.startedAt)].length
    : 0;
  const missingFromBackup = backup
    ? (await missingIn(restored, 'bookings', ids(acknowledged.bookings, backup.startedAt))) +
      (await missingIn(restored, 'services', ids(acknowledged.services, backup.startedAt)))
    : 0;

  const total = acknowledged.bookings.length + acknowledged.services.length;
  console.log(`\nDurability: ${KILLS} kills with SIGKILL while ${WRITERS} writers wrote through the HTTP server`);
  console.log(`  kills survived:                  ${KILLS}`);
  console.log(
    `  writes acknowledged (2xx):       ${total} (${acknowledged.bookings.length} bookings, ${acknowledged.services.length} listings)`,
  );
  console.log(`  requests cut off or sent while down: ${cutOff} (never acknowledged, so nothing is owed)`);
  console.log(`  answers other than 2xx:          ${JSON.stringify(refused)}`);
  console.log(`  acknowledged writes missing:     ${missingBookings + missingServices} (must be 0)`);
  console.log(`  integrity_check after the kills: ${integrity} (must be ok)`);
  if (backup && check && inBackup) {
    console.log(`  backup during the writes:        ${backup.output}`);
    console.log(
      `  restored backup:                 integrity ${inBackup.integrity}, migrations ${inBackup.migrations.applied} of ${inBackup.migrations.expected}`,
    );
    console.log(`  acknowledged before the backup:  ${owed}, missing from it: ${missingFromBackup} (must be 0)`);
  }
  const ok =
    missingBookings + missingServices === 0 && integrity === 'ok' && inBackup?.ok === true && missingFromBackup === 0;
  console.log(ok ? '\nEvery acknowledged write survived.' : '\nDURABILITY FAILED');
  process.exitCode = ok ? 0 : 1;
} finally {
  if (server && (server as ChildProcess).exitCode === null) (server as ChildProcess).kill('SIGKILL');
}
