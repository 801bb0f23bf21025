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

/** Does a job's work inside its transaction; what it returns is kept as the job's result. */
export type JobHandler = (tx: Transaction, job: JobRow, platform: Platform) => Promise<string | void>;

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
    const handler = handlers[job.kind];
    try {
      if (!handler) throw new Error(`no handler for jobs of kind ${job.kind}`);
      await db.transaction(async (tx) => {
        const result = await handler(tx, job, platform);
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
      await fail(db, job, worker, now, message.slice(0, 500));
      report.retried += 1;
    }
  }
  return report;
}
