import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import type { WorkingWeek } from '#shared/bookings';
import { users } from './accounts';
import { services } from './catalogue';

/**
 * The people of a seller's business (issue 39, decision 027): each with the listings they perform,
 * their own hours (or the business's) and days off, and a calendar of their own. A seller with no
 * members is one person, as before.
 */
export const teamMembers = sqliteTable(
  'team_members',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Off: takes no new bookings; kept for the bookings they had. */
    active: integer('active', { mode: 'boolean' }).notNull().default(true),
    /** Their own week (as the seller's is saved); null: the business's hours. */
    week: text('week', { mode: 'json' }).$type<WorkingWeek | null>(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' })
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
  },
  (t) => [index('team_members_seller_idx').on(t.sellerId, t.id)],
);

/** Which listings a member performs. */
export const memberServices = sqliteTable(
  'member_services',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => teamMembers.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.serviceId] }), index('member_services_service_idx').on(t.serviceId)],
);

/** A member's days off (Nairobi dates), on top of the business's. */
export const memberDaysOff = sqliteTable(
  'member_days_off',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => teamMembers.id, { onDelete: 'cascade' }),
    date: text('date').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.date] })],
);
