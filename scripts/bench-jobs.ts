/**
 * The job queue draining a backlog (docs/decisions/016-job-queue.md):
 *   npm run bench:jobs [-- --jobs 10000 --messages 1000 --slow 90]
 * 1. 10,000 due jobs, each recording one message in the job's transaction, drained by one worker
 *    process and then by two racing on the same database file: jobs per second, the messages sent
 *    (must equal the jobs) and the duplicates (must be 0).
 * 2. 1,000 e-mails delivered by two worker processes through a mail API that answers each message's
 *    first request only after 90 s (longer than a job's 60 s lease): the e-mails that reached the
 *    provider (must be 1,000) and the duplicates, e-mails sent twice (must be 0).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { count, countDistinct } from 'drizzle-orm';
import { jobs } from '#functions/db/schema/jobs';
import { outbox } from '#functions/db/schema/mail';
import { migrateDatabase } from '#functions/db/migrate';
import { createNodePlatform } from '#functions/platform/node';
import { DRAIN_JOB } from './lib/drain-jobs';
import { EMULATOR_MAIL_KEY, startMailApiEmulator } from '../emulators/mail-api';

const { values } = parseArgs({
  options: {
    jobs: { type: 'string', default: '10000' },
    messages: { type: 'string', default: '1000' },
    slow: { type: 'string', default: '90' },
  },
});
const JOBS = Number(values.jobs);
const MESSAGES = Number(values.messages);
const url = `file:${join(mkdtempSync(join(tmpdir(), 'mabinti-jobs-')), 'jobs.db')}`;
const platform = createNodePlatform({ DATABASE_URL: url, MEDIA_DIR: '/tmp/mabinti-drain-media', LOG_LEVEL: 'error' });
await migrateDatabase(platform.db);

/** Runs one drainer process to its end. */
const drainer = (worker: string, ...options: string[]) =>
  new Promise<void>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'scripts/lib/drain-jobs.ts', '--db', url, '--worker', worker, ...options],
      {
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, LOG_LEVEL: 'error' },
      },
    );
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${worker} exited with ${code}`))));
  });

let failed = false;
for (const workers of [1, 2]) {
  await platform.db.delete(jobs);
  await platform.db.delete(outbox);
  const runAt = Date.now() - 1_000;
  for (let i = 0; i < JOBS; i += 500) {
    await platform.db.insert(jobs).values(
      Array.from({ length: Math.min(500, JOBS - i) }, (_, j) => ({
        kind: DRAIN_JOB,
        key: `bench:${workers}:${i + j}`,
        payload: { to: `client${i + j}@example.com` },
        runAt,
      })),
    );
  }
  const started = performance.now();
  await Promise.all(Array.from({ length: workers }, (_, n) => drainer(`bench-${n + 1}`)));
  const seconds = (performance.now() - started) / 1000;
  const [sent] = await platform.db.select({ all: count(), distinct: countDistinct(outbox.subject) }).from(outbox);
  const duplicates = sent!.all - sent!.distinct;
  console.log(`\n${workers} worker${workers > 1 ? 's' : ''}: ${JOBS} due jobs drained in ${seconds.toFixed(1)} s`);
  console.log(`  ${(JOBS / seconds).toFixed(0)} jobs/s (process start-up included)`);
  console.log(`  sent: ${sent!.all} (must be ${JOBS})`);
  console.log(`  duplicates: ${duplicates} (must be 0)`);
  if (sent!.all !== JOBS || duplicates !== 0) failed = true;
}

// 2. A provider slower than the lease.
await platform.db.delete(jobs);
await platform.db.delete(outbox);
const provider = startMailApiEmulator(0, undefined, { slowMs: Number(values.slow) * 1000 });
const mailApi = `${await provider.listening}/emails`;
const sender = createNodePlatform({
  DATABASE_URL: url,
  MEDIA_DIR: '/tmp/mabinti-drain-media',
  MAIL_API_URL: mailApi,
  MAIL_API_KEY: EMULATOR_MAIL_KEY,
  LOG_LEVEL: 'error',
});
for (let i = 0; i < MESSAGES; i++) {
  await sender.mailer.send({
    to: `client${i}@example.com`,
    subject: `Reminder ${i}`,
    text: 'Your booking is tomorrow.',
  });
}
sender.close();
const started = performance.now();
const options = ['--mail-api', mailApi, '--limit', String(MESSAGES), '--parallel', String(MESSAGES)];
await Promise.all([drainer('slow-1', ...options), drainer('slow-2', ...options)]);
const seconds = (performance.now() - started) / 1000;
const distinct = new Set(provider.accepted.map((mail) => `${mail.to.join()} ${mail.subject}`)).size;
const duplicates = provider.accepted.length - distinct;
await provider.close();
console.log(
  `\n2 workers, a provider answering after ${values.slow} s (lease 60 s): ${MESSAGES} e-mails in ${seconds.toFixed(0)} s`,
);
console.log(`  reached the provider: ${distinct} (must be ${MESSAGES})`);
console.log(`  duplicates: ${duplicates} (must be 0)`);
if (distinct !== MESSAGES || duplicates !== 0) failed = true;

platform.close();
if (failed) process.exitCode = 1;
