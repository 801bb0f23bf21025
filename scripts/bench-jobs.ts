/**
 * The job queue draining a backlog (docs/decisions/016-job-queue.md):
 *   npm run bench:jobs [-- --jobs 10000]
 * 10,000 due jobs, each recording one message in the job's transaction, drained by one worker
 * process and then by two racing on the same database file: jobs per second, the messages sent
 * (must equal the jobs) and the duplicates (must be 0).
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

const { values } = parseArgs({ options: { jobs: { type: 'string', default: '10000' } } });
const JOBS = Number(values.jobs);
const url = `file:${join(mkdtempSync(join(tmpdir(), 'mabinti-jobs-')), 'jobs.db')}`;
process.env.LOG_LEVEL ??= 'warn';
const platform = createNodePlatform({ DATABASE_URL: url, MEDIA_DIR: '/tmp/mabinti-drain-media' });
await migrateDatabase(platform.db);

/** Runs one drainer process to its end. */
const drainer = (worker: string) =>
  new Promise<void>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'scripts/lib/drain-jobs.ts', '--db', url, '--worker', worker],
      {
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, LOG_LEVEL: 'warn' },
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
platform.close();
if (failed) process.exitCode = 1;
