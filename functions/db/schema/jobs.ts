import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const JOB_STATUSES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/**
 * Work to do later, durably (decision 016): a reminder, an e-mail to retry. A job is claimed with a
 * lease, so two workers never run it at once; its `key` makes it one job whatever happens (a
 * reminder for booking X at offset Y is enqueued once, however often it is asked for).
 */
export const jobs = sqliteTable(
  'jobs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind').notNull(),
    key: text('key').notNull().unique(),
    payload: text('payload', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    /** When it is due (UTC ms). */
    runAt: integer('run_at').notNull(),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    /** A running job belongs to `leasedBy` until `leaseUntil` (UTC ms); after that anyone may take it again. */
    leaseUntil: integer('lease_until'),
    leasedBy: text('leased_by'),
    lastError: text('last_error'),
    result: text('result'),
    createdAt: integer('created_at', { mode: 'timestamp_ms' })
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
    finishedAt: integer('finished_at'),
  },
  (t) => [index('jobs_due_idx').on(t.status, t.runAt), index('jobs_lease_idx').on(t.status, t.leaseUntil)],
);
