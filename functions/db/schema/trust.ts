import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { REPORT_REASONS } from '#shared/reviews';
import { users } from './accounts';
import { bookings } from './bookings';
import { services } from './catalogue';

/**
 * Reviews, one per completed booking, written only by its buyer (decision 013). Ratings on
 * listings and sellers are computed from these rows by triggers (migration 0013), never typed.
 */
export const reviews = sqliteTable(
  'reviews',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** Null once the listing is removed; the review still counts for its seller. */
    serviceId: integer('service_id').references(() => services.id, { onDelete: 'set null' }),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The reviewer's account; null for a guest, who reviews through their booking link. */
    buyerId: text('buyer_id').references(() => users.id, { onDelete: 'set null' }),
    /** Shown with the review: the first name only. */
    reviewerName: text('reviewer_name').notNull(),
    /** The visit's Nairobi date (YYYY-MM-DD); the review shows its month. */
    visitDate: text('visit_date').notNull(),
    rating: integer('rating').notNull(),
    quality: integer('quality'),
    value: integer('value'),
    punctuality: integer('punctuality'),
    /** Plain text, shown as text. */
    text: text('text').notNull().default(''),
    /** The seller's one public reply. */
    reply: text('reply'),
    repliedAt: integer('replied_at', { mode: 'timestamp_ms' }),
    /** Set by a moderator: a hidden review leaves the pages and the ratings. */
    hiddenAt: integer('hidden_at', { mode: 'timestamp_ms' }),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [
    uniqueIndex('reviews_booking_unique').on(t.bookingId),
    index('reviews_service_idx').on(t.serviceId, t.id),
    index('reviews_seller_idx').on(t.sellerId, t.id),
  ],
);

/** Reports on reviews from signed-in users; they wait for a moderator (the review stays up). */
export const reviewReports = sqliteTable(
  'review_reports',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    note: text('note').notNull().default(''),
    createdAt: integer('created_at', { mode: 'timestamp_ms' })
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
    /** When a moderator dealt with it. */
    resolvedAt: integer('resolved_at', { mode: 'timestamp_ms' }),
  },
  (t) => [uniqueIndex('review_reports_once').on(t.reviewId, t.reporterId)],
);

/**
 * Listings a user saved. No foreign key to the listing: a removed listing stays in the list,
 * named by the copy kept here, and is shown as removed.
 */
export const favourites = sqliteTable(
  'favourites',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id').notNull(),
    serviceName: text('service_name').notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' })
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
  },
  (t) => [primaryKey({ columns: [t.userId, t.serviceId] }), index('favourites_service_idx').on(t.serviceId)],
);
