/**
 * The job queue's writes (decision 016). Each is one statement, conditional on the state it moves
 * from, so any number of workers on one database (one process or several, or the Worker's cron)
 * can call them at once: a job is claimed by exactly one, and only its holder can finish it.
 */
import { and, eq, gt, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Queries } from '#functions/db/client';
import { jobs } from '#functions/db/schema/jobs';

export type JobRow = typeof jobs.$inferSelect;

export interface NewJob {
  kind: string;
  /** What makes it one job: enqueueing the same key again changes nothing (or moves it, with `reschedule`). */
  key: string;
  payload: Record<string, unknown>;
  runAt: number;
  maxAttempts?: number;
}

/** Enqueues a job once: a key already queued, running or finished is left as it is. True when added. */
export async function enqueue(db: Queries, job: NewJob): Promise<boolean> {
  const rows = await db
    .insert(jobs)
    .values({ ...job, maxAttempts: job.maxAttempts ?? 5 })
    .onConflictDoNothing({ target: jobs.key })
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Enqueues a job in a batch with the change that sets it off, if `condition` holds (the change was made). */
export const enqueueWhere = (db: Queries, job: NewJob, condition: SQL) =>
  db.run(sql`INSERT INTO jobs (kind, key, payload, run_at, max_attempts)
    SELECT ${job.kind}, ${job.key}, ${JSON.stringify(job.payload)}, ${job.runAt}, ${job.maxAttempts ?? 5}
    WHERE ${condition} ON CONFLICT(key) DO NOTHING`);

/**
 * Enqueues jobs in a batch with the change that sets them off: one for each row `rows` yields (its
 * `key`, and its `payload` as JSON text), none when it yields none. Keys already queued stay as they are.
 */
export const enqueueRows = (db: Queries, kind: string, rows: SQL, runAt: number) =>
  db.run(sql`INSERT INTO jobs (kind, key, payload, run_at)
    SELECT ${kind}, key, payload, ${runAt} FROM (${rows}) WHERE true ON CONFLICT(key) DO NOTHING`);

/**
 * Enqueues a job, or moves one not yet run to a new time and payload (a booking moved): a job that
 * ran already stays done. True when a job is now queued for the key.
 */
export async function reschedule(db: Queries, job: NewJob): Promise<boolean> {
  const rows = await db
    .insert(jobs)
    .values({ ...job, maxAttempts: job.maxAttempts ?? 5 })
    .onConflictDoUpdate({
      target: jobs.key,
      set: { runAt: job.runAt, payload: job.payload, status: 'queued', attempts: 0, lastError: null },
      setWhere: inArray(jobs.status, ['queued', 'cancelled']),
    })
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Cancels the queued jobs among these keys (a booking cancelled): how many. */
export async function cancel(db: Queries, keys: string[], now = Date.now()): Promise<number> {
  if (keys.length === 0) return 0;
  const rows = await db
    .update(jobs)
    .set({ status: 'cancelled', finishedAt: now })
    .where(and(inArray(jobs.key, keys), eq(jobs.status, 'queued')))
    .returning({ id: jobs.id });
  return rows.length;
}

/**
 * Claims up to `limit` due jobs for `worker` until `now + leaseMs`: queued ones whose time has
 * come, and running ones whose holder's lease ran out (a worker that died). One statement, so two
 * workers never get the same job.
 */
export async function claim(
  db: Database,
  worker: string,
  now: number,
  limit: number,
  leaseMs: number,
  /** Only jobs of these kinds (work a person is waiting on); every kind when absent. */
  kinds?: readonly string[],
  /** Only the jobs of these keys (one a request queued and runs at once). */
  keys?: readonly string[],
) {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        or(
          and(eq(jobs.status, 'queued'), lte(jobs.runAt, now)),
          and(eq(jobs.status, 'running'), lte(jobs.leaseUntil, now)),
        ),
        kinds ? inArray(jobs.kind, [...kinds]) : undefined,
        keys ? inArray(jobs.key, [...keys]) : undefined,
      ),
    )
    .orderBy(jobs.runAt, jobs.id)
    .limit(limit);
  return db
    .update(jobs)
    .set({ status: 'running', leasedBy: worker, leaseUntil: now + leaseMs, attempts: sql`${jobs.attempts} + 1` })
    .where(inArray(jobs.id, due))
    .returning();
}

/**
 * Extends `worker`'s lease on a job to `until`, if it still holds it and the lease has not run out
 * at `now`: false when another worker may already have taken it over (then it must not be run).
 */
export async function renew(db: Queries, job: JobRow, worker: string, now: number, until: number) {
  const rows = await db
    .update(jobs)
    .set({ leaseUntil: until })
    .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.leasedBy, worker), gt(jobs.leaseUntil, now)))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Marks a job done, if `worker` still holds it; false when its lease was lost meanwhile. */
export async function complete(db: Queries, job: JobRow, worker: string, now: number, result?: string) {
  const rows = await db
    .update(jobs)
    .set({ status: 'done', leaseUntil: null, result: result ?? null, finishedAt: now })
    .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.leasedBy, worker)))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Backoff after the n-th failed attempt: 1, 4, 16, 64 minutes…, at most six hours. */
export const backoffMs = (attempts: number) => Math.min(60_000 * 4 ** Math.max(0, attempts - 1), 6 * 3_600_000);

/**
 * A failed attempt: queued again after the backoff, or failed for good after its last attempt.
 * True when this call failed it for good.
 */
export async function fail(db: Database, job: JobRow, worker: string, now: number, error: string) {
  const final = job.attempts >= job.maxAttempts;
  const rows = await db
    .update(jobs)
    .set(
      final
        ? { status: 'failed', leaseUntil: null, lastError: error, finishedAt: now }
        : {
            status: 'queued',
            leaseUntil: null,
            leasedBy: null,
            lastError: error,
            runAt: now + backoffMs(job.attempts),
          },
    )
    .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.leasedBy, worker)))
    .returning({ id: jobs.id });
  return final && rows.length > 0;
}
