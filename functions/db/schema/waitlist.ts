import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { BOOKING_CHANNELS } from '#shared/booking-channels';
import { OFFER_STATUSES, WAITING_STATUSES } from '#shared/waitlist';
import { users } from './accounts';
import { services } from './catalogue';
import { teamMembers } from './team';
import { phoneIdentities } from './phone';

/**
 * A client waiting for a time at a listing (decision 046): which option and member, the days
 * (a span of dates, and the weekdays in it) and the times of day (the earliest and latest start,
 * minutes after midnight) they can come, and how to reach them. Waiting in the order they joined.
 */
export const waitlistEntries = sqliteTable(
  'waitlist_entries',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The option; null: the listing's first. */
    optionId: integer('option_id'),
    /** A team member asked for; null: anyone who does it. */
    memberId: integer('member_id').references(() => teamMembers.id, { onDelete: 'cascade' }),
    buyerId: text('buyer_id').references(() => users.id, { onDelete: 'cascade' }),
    /** A USSD or WhatsApp caller's identity (decision 029); null for the web's. */
    phoneIdentityId: integer('phone_identity_id').references(() => phoneIdentities.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** E.164. */
    phoneNumber: text('phone_number').notNull(),
    locale: text('locale', { enum: ['en', 'sw'] })
      .notNull()
      .default('en'),
    channel: text('channel', { enum: BOOKING_CHANNELS }).notNull().default('web'),
    fromDate: text('from_date').notNull(),
    toDate: text('to_date').notNull(),
    /** Bit d (0 Sunday … 6 Saturday) set: that weekday suits. */
    weekdays: integer('weekdays').notNull().default(127),
    earliest: integer('earliest').notNull(),
    latest: integer('latest').notNull(),
    status: text('status', { enum: WAITING_STATUSES }).notNull().default('waiting'),
    /** The booking an offer became. */
    bookingId: integer('booking_id'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    index('waitlist_entries_seller_idx').on(t.sellerId, t.status, t.id),
    index('waitlist_entries_service_idx').on(t.serviceId, t.status, t.id),
    index('waitlist_entries_buyer_idx').on(t.buyerId),
    index('waitlist_entries_phone_idx').on(t.phoneNumber),
  ],
);

/**
 * A freed time offered to one waiting client (decision 046): open until it is taken, declined or
 * lapses, or the time goes otherwise. One open offer per listing and start, and per entry; the
 * link's key is kept only as its SHA-256.
 */
export const waitlistOffers = sqliteTable(
  'waitlist_offers',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    entryId: integer('entry_id')
      .notNull()
      .references(() => waitlistEntries.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id').notNull(),
    sellerId: text('seller_id').notNull(),
    date: text('date').notNull(),
    time: text('time').notNull(),
    startsAt: integer('starts_at').notNull(),
    keyHash: text('key_hash').notNull(),
    /** Offered by the provider by hand rather than by the waitlist's order. */
    byHand: integer('by_hand', { mode: 'boolean' }).notNull().default(false),
    status: text('status', { enum: OFFER_STATUSES }).notNull().default('open'),
    createdAt: integer('created_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
    answeredAt: integer('answered_at'),
    bookingId: integer('booking_id'),
  },
  (t) => [
    // A time is offered to one client at a time, and a client holds one offer at a time.
    uniqueIndex('waitlist_offers_open_time')
      .on(t.serviceId, t.startsAt)
      .where(sql`status = 'open'`),
    uniqueIndex('waitlist_offers_open_entry')
      .on(t.entryId)
      .where(sql`status = 'open'`),
    uniqueIndex('waitlist_offers_key').on(t.keyHash),
    index('waitlist_offers_entry_idx').on(t.entryId, t.startsAt),
    index('waitlist_offers_open_idx').on(t.status, t.expiresAt),
    index('waitlist_offers_seller_idx').on(t.sellerId, t.createdAt),
  ],
);
