import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { WorkingWeek } from '#shared/bookings';
import { users } from './accounts';
import { services } from './catalogue';

/**
 * The people of a seller's business (decision 027): each with the listings they perform,
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
    /** Their photo in media storage (a key under `team/`), or none. */
    photoKey: text('photo_key'),
    /** The account they sign in with to see their own day, once they accepted the invitation. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** An open invitation to sign in as this member: the e-mail it went to, its key's hash, until when. */
    inviteEmail: text('invite_email'),
    inviteHash: text('invite_hash'),
    inviteExpiresAt: integer('invite_expires_at', { mode: 'timestamp_ms' }),
    /**
     * The secret of their calendar feed (an ICS subscription address, like a calendar app's
     * "secret address"): shown to the owner and the member, reset by making a new one.
     */
    calendarKey: text('calendar_key'),
    createdAt: integer('created_at', { mode: 'timestamp_ms' })
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
  },
  (t) => [
    index('team_members_seller_idx').on(t.sellerId, t.id),
    uniqueIndex('team_members_user_idx').on(t.userId),
    uniqueIndex('team_members_invite_idx').on(t.inviteHash),
    uniqueIndex('team_members_calendar_idx').on(t.calendarKey),
  ],
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

/** One option of one listing, for one member (fresh columns for each table that keys by it). */
const memberOption = () => ({
  memberId: integer('member_id')
    .notNull()
    .references(() => teamMembers.id, { onDelete: 'cascade' }),
  serviceId: integer('service_id')
    .notNull()
    .references(() => services.id, { onDelete: 'cascade' }),
  optionName: text('option_name').notNull(),
});

/**
 * A member's own price for one of a listing's options (whole Ksh), when they charge other than the
 * listing says. Keyed by the option's name: a listing's options are written anew on every edit, and
 * a renamed option is a new one, so an edit keeps every price whose option it keeps.
 */
export const memberPrices = sqliteTable(
  'member_prices',
  { ...memberOption(), price: integer('price').notNull() },
  (t) => [primaryKey({ columns: [t.memberId, t.serviceId, t.optionName] })],
);

/**
 * The options of a listing a member does not do (a stylist who braids but does not do locs),
 * keyed by the option's name as their prices are. A member does every option of the listings they
 * perform unless one is named here.
 */
export const memberSkips = sqliteTable('member_skips', memberOption(), (t) => [
  primaryKey({ columns: [t.memberId, t.serviceId, t.optionName] }),
]);
