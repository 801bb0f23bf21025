import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { LISTING_REPORT_REASONS } from '#shared/moderation';
import { services } from './catalogue';

/**
 * Reports on listings, from visitors and signed-in users. They wait for a moderator; the
 * listing stays up until one hides it.
 */
export const listingReports = sqliteTable(
  'listing_reports',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: LISTING_REPORT_REASONS }).notNull(),
    note: text('note').notNull().default(''),
    /** The account that reported it; null for a visitor. */
    reporterId: text('reporter_id'),
    createdAt: integer('created_at', { mode: 'timestamp_ms' })
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
    /** When a moderator dealt with it (hid the listing, or dismissed the report). */
    resolvedAt: integer('resolved_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('listing_reports_open_idx').on(t.resolvedAt, t.serviceId)],
);

/**
 * Every staff action: who, what, on which item, when, why, and the item's state before
 * and after. Append-only: triggers (migration 0020) refuse every UPDATE and DELETE.
 */
export const auditLog = sqliteTable(
  'audit_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    actorId: text('actor_id').notNull(),
    actorRole: text('actor_role').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    reason: text('reason'),
    before: text('before', { mode: 'json' }).$type<Record<string, unknown>>(),
    after: text('after', { mode: 'json' }).$type<Record<string, unknown>>(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('audit_log_target_idx').on(t.targetType, t.targetId), index('audit_log_actor_idx').on(t.actorId)],
);
