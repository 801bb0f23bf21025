/**
 * Running due jobs (decision 016): the same function under Node's in-process timer, `npm run
 * worker` and the Worker's Cron Trigger. A handler writes what the job produces (an outbox row, a
 * message record) through the transaction it is given, and the job is marked done in that same
 * transaction: a worker that dies before the commit leaves neither, and the job runs again once
 * its lease ends; a worker whose lease was taken over commits nothing.
 */
import { isRollback } from '#functions/db/errors';
import type { JobHandler, Platform } from '#functions/platform/platform';
import { log } from '#functions/platform/log';
import { claim, complete, fail, renew, type JobRow } from './queue-repository';
import { own } from '#shared/own';

export interface RunOptions {
  /** Who is running: a lease names its holder. */
  worker: string;
  now?: number;
  /** Jobs claimed at a time. */
  limit?: number;
  /** How long a claim lasts before another worker may take the job over. */
  leaseMs?: number;
  /** Jobs run at once (each hands over to its provider while the others wait for theirs). */
  parallel?: number;
  /** Only these kinds of job; every kind when absent. */
  kinds?: readonly string[];
  /** Only the jobs of these keys. */
  keys?: readonly string[];
}

export interface RunReport {
  claimed: number;
  done: number;
  retried: number;
  /** Taken over by another worker after this one's lease ended: nothing of it was committed. */
  lost: number;
}

/**
 * Runs the due jobs. Before each job's work starts its lease is renewed for a full `leaseMs` from
 * then (the clock advancing from `now`); a job whose lease ran out while earlier ones were handed
 * over is left alone, since another worker may already hold it. With every outside call ending
 * within the outbound timeout (functions/platform/outbound.ts), well under the lease, no second
 * worker can take a job over while its message is being handed over.
 */
export async function runDueJobs(
  platform: Platform,
  handlers: Record<string, JobHandler>,
  { worker, now = Date.now(), limit = 50, leaseMs = 60_000, parallel = 1, kinds, keys }: RunOptions,
): Promise<RunReport> {
  const { db } = platform;
  const started = Date.now();
  const clock = () => now + (Date.now() - started);
  const claimed = await claim(db, worker, now, limit, leaseMs, kinds, keys);
  const report: RunReport = { claimed: claimed.length, done: 0, retried: 0, lost: 0 };
  const runOne = async (job: JobRow) => {
    const handler = own(handlers, job.kind);
    const at = clock();
    if (!(await renew(db, job, worker, at, at + leaseMs))) {
      report.lost += 1;
      return;
    }
    try {
      if (!handler) throw new Error(`no handler for jobs of kind ${job.kind}`);
      const prepared = handler.prepare ? await handler.prepare(job, platform) : undefined;
      await db.transaction(async (tx) => {
        const result = await handler(tx, job, platform, prepared);
        if (!(await complete(tx, job, worker, now, result ?? undefined))) tx.rollback();
      });
      report.done += 1;
    } catch (error) {
      if (isRollback(error)) {
        report.lost += 1;
        return;
      }
      const message = error instanceof Error ? error.message : String(error);
      log.warn('job failed', { job: job.id, kind: job.kind, attempt: job.attempts });
      const final = await fail(db, job, worker, now, message.slice(0, 500));
      if (final && handler?.failed) await db.transaction((tx) => handler.failed!(tx, job, platform, message));
      report.retried += 1;
    }
  };
  let next = 0;
  const lane = async () => {
    while (next < claimed.length) await runOne(claimed[next++]!);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(parallel, claimed.length)) }, lane));
  return report;
}
