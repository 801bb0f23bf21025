/**
 * The queue as the features use it (decision 016): a job queued in the transaction (or batch) of
 * the change that sets it off, moved to a new time, or called off. Its key makes it one job,
 * however often it is asked for. Claiming and running are the worker's (worker.ts).
 */
import type { SQL } from 'drizzle-orm';
import type { Queries } from '#functions/db/client';
import * as queue from './queue-repository';

export type JobRow = queue.JobRow;
export type NewJob = queue.NewJob;

/** Queues a job once: a key already queued, running or finished is left as it is. True when added. */
export const enqueue = (db: Queries, job: NewJob) => queue.enqueue(db, job);

/** Queues a job, or moves one not yet run to a new time and payload; a job that ran stays done. */
export const reschedule = (db: Queries, job: NewJob) => queue.reschedule(db, job);

/** Calls off the queued jobs among these keys: how many. */
export const cancel = (db: Queries, keys: string[], now?: number) => queue.cancel(db, keys, now);

/** A statement for a batch: the job, queued only if `condition` then holds (the change was made). */
export const enqueueWhere = (db: Queries, job: NewJob, condition: SQL) => queue.enqueueWhere(db, job, condition);

/** A statement for a batch: one job of `kind` for each row `rows` yields (`key`, and `payload` as JSON text). */
export const enqueueRows = (db: Queries, kind: string, rows: SQL, runAt: number) =>
  queue.enqueueRows(db, kind, rows, runAt);
