import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './accounts';

/**
 * A person's data, made into one file (decision 028). A small account's file is answered at once
 * and never stored; a large one is made by a job, kept in object storage until `expiresAt`, and
 * downloaded by its owner signed in (or by the staff member who asked for it).
 */
export const dataExports = sqliteTable(
  'data_exports',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The staff member who made it for a written request; null when the person asked. */
    requestedBy: text('requested_by'),
    status: text('status', { enum: ['making', 'ready', 'failed'] }).notNull(),
    /** Where the finished file lies in object storage. */
    storageKey: text('storage_key'),
    size: integer('size'),
    createdAt: integer('created_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
  },
  (t) => [index('data_exports_user_idx').on(t.userId, t.createdAt), index('data_exports_expiry_idx').on(t.expiresAt)],
);

/** Each run of the retention job: when, and how many rows of each kind it removed or blanked. */
export const retentionRuns = sqliteTable('retention_runs', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  startedAt: integer('started_at').notNull(),
  finishedAt: integer('finished_at'),
  /** { 'sessions': 12, 'outbox bodies': 340, … } */
  counts: text('counts', { mode: 'json' }).$type<Record<string, number>>(),
  error: text('error'),
  createdAt: integer('created_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`),
});
