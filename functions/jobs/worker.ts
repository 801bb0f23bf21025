/**
 * Running due jobs (decision 016): the same function under Node's in-process timer, `npm run
 * worker` and the Worker's Cron Trigger. A handler writes what the job produces (an outbox row, a
 * message record) through the transaction it is given, and the job is marked done in that same
 * transaction: a worker that dies before the commit leaves neither, and the job runs again once
 * its lease ends; a worker whose lease was taken over commits nothing.
 */
import { TransactionRollbackError } from 'drizzle-orm';
import type { Transaction } from '#functions/db/client';
import type { Platform } from '#functions/platform/platform';
import { log } from '#functions/platform/log';
import { claim, complete, fail, type JobRow } from './queue';
import { own } from '#shared/own';

/**
 * Does a job's work inside its transaction; what it returns is kept as the job's result. A handler
 * that calls an outside service does so in `prepare`, before the transaction, so the write gate is
 * never held across the network; `failed` runs, in a transaction of its own, when the job has
 * failed for good (a message falls back to the next channel).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind prepares its own shape
export interface JobHandler<Prepared = any> {
  (tx: Transaction, job: JobRow, platform: Platform, prepared: Prepared): Promise<string | void>;
  prepare?: (job: JobRow, platform: Platform) => Promise<Prepared>;
  failed?: (tx: Transaction, job: JobRow, platform: Platform, error: string) => Promise<void>;
}

export interface RunOptions {
  /** Who is running: a lease names its holder. */
  worker: string;
  now?: number;
  /** Jobs claimed at a time. */
  limit?: number;
  /** How long a claim lasts before another worker may take the job over. */
  leaseMs?: number;
}

export interface RunReport {
  claimed: number;
  done: number;
  retried: number;
  /** Taken over by another worker after this one's lease ended: nothing of it was committed. */
  lost: number;
}

export async function runDueJobs(
  platform: Platform,
  handlers: Record<string, JobHandler>,
  { worker, now = Date.now(), limit = 50, leaseMs = 60_000 }: RunOptions,
): Promise<RunReport> {
  const { db } = platform;
  const claimed = await claim(db, worker, now, limit, leaseMs);
  const report: RunReport = { claimed: claimed.length, done: 0, retried: 0, lost: 0 };
  for (const job of claimed) {
    const handler = own(handlers, job.kind);
    try {
      if (!handler) throw new Error(`no handler for jobs of kind ${job.kind}`);
      const prepared = handler.prepare ? await handler.prepare(job, platform) : undefined;
      await db.transaction(async (tx) => {
        const result = await handler(tx, job, platform, prepared);
        if (!(await complete(tx, job, worker, now, result ?? undefined))) tx.rollback();
      });
      report.done += 1;
    } catch (error) {
      if (error instanceof TransactionRollbackError) {
        report.lost += 1;
        continue;
      }
      const message = error instanceof Error ? error.message : String(error);
      log.warn('job failed', { job: job.id, kind: job.kind, attempt: job.attempts });
      const final = await fail(db, job, worker, now, message.slice(0, 500));
      if (final && handler?.failed) await db.transaction((tx) => handler.failed!(tx, job, platform, message));
      report.retried += 1;
    }
  }
  return report;
}
