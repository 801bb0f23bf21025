import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { and, count, countDistinct, eq, gt } from 'drizzle-orm';
import { afterAll, expect, inject, it } from 'vitest';
import { jobs } from '#functions/db/schema/jobs';
import { outbox } from '#functions/db/schema/mail';
import { createNodePlatform } from '#functions/platform/node';
import { DRAIN_JOB } from '../../scripts/lib/drain-jobs';

/**
 * The queue across processes (decision 016): two worker processes race over 1,000 due jobs on one
 * database file, one is killed with SIGKILL in the middle and started again; every message is
 * recorded exactly once, and the jobs the dead worker held run again once their lease ends.
 */
const dir = mkdtempSync(join(inject('templateRoot'), 'crash-'));
copyFileSync(join(inject('templateRoot'), 'template.db'), join(dir, 'jobs.db'));
const url = `file:${join(dir, 'jobs.db')}`;
const platform = createNodePlatform({ DATABASE_URL: url, MEDIA_DIR: join(dir, 'media') });
afterAll(() => platform.close());

const worker = (name: string): { child: ChildProcess; exited: Promise<number | null> } => {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/lib/drain-jobs.ts', '--db', url, '--worker', name, '--lease', '1500', '--delay', '3'],
    { stdio: 'ignore', env: { ...process.env, LOG_LEVEL: 'error' } },
  );
  return { child, exited: new Promise((resolve) => child.on('exit', (code) => resolve(code))) };
};
const heldBy = async (name: string) =>
  (
    await platform.db
      .select({ n: count() })
      .from(jobs)
      .where(and(eq(jobs.status, 'running'), eq(jobs.leasedBy, name)))
  )[0]!.n;
const sent = async () =>
  (await platform.db.select({ all: count(), distinct: countDistinct(outbox.subject) }).from(outbox))[0]!;

it(
  'sends each of 1,000 reminders exactly once through a kill -9 and two racing workers',
  { timeout: 60_000 },
  async () => {
    const runAt = Date.now() - 1_000;
    for (let i = 0; i < 1_000; i += 250) {
      await platform.db.insert(jobs).values(
        Array.from({ length: 250 }, (_, j) => ({
          kind: DRAIN_JOB,
          key: `crash:${i + j}`,
          payload: { to: `client${i + j}@example.com` },
          runAt,
        })),
      );
    }
    const before = (await sent()).all;
    const a = worker('a');
    const b = worker('b');
    // Kill worker a once a fifth of the messages are out: it dies holding a batch, mid-transaction.
    while ((await sent()).all - before < 200) await new Promise((resolve) => setTimeout(resolve, 5));
    // Frozen first, so it is killed at a moment it holds claimed jobs (not between two batches).
    let held = 0;
    for (let tries = 0; tries < 400 && a.child.exitCode === null; tries++) {
      a.child.kill('SIGSTOP');
      held = await heldBy('a');
      if (held > 0) break;
      a.child.kill('SIGCONT');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    a.child.kill('SIGKILL');
    await a.exited;
    const again = worker('a');
    expect(await Promise.all([again.exited, b.exited])).toEqual([0, 0]);

    const after = await sent();
    expect(after.all - before).toBe(1_000);
    expect(after.distinct).toBe(after.all);
    const open = await platform.db.select({ n: count() }).from(jobs).where(eq(jobs.status, 'running'));
    expect(open[0]!.n).toBe(0);
    // The batch the dead worker held was taken over after its lease: run a second time, sent once.
    const retaken = await platform.db.select({ n: count() }).from(jobs).where(gt(jobs.attempts, 1));
    expect(retaken[0]!.n).toBeGreaterThanOrEqual(held);
  },
);
