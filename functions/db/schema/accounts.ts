import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const users = sqliteTable('users', {
  id: text('id').primaryKey(),
  userName: text('user_name').notNull(),
  email: text('email').notNull().unique(),
  phoneNumber: text('phone_number').notNull(),
  /** scrypt hash with its parameters; null for accounts that cannot sign in (sample sellers). */
  passwordHash: text('password_hash'),
  accountType: text('account_type', { enum: ['buyer', 'seller'] }).notNull(),
  /** The package a seller has chosen (and pays for). */
  packageId: text('package_id'),
  /**
   * Until when the package is paid; null until the first payment. Listings are public only while
   * this lies ahead (triggers copy it onto every listing, migration 0012).
   */
  packagePaidUntil: integer('package_paid_until', { mode: 'timestamp_ms' }),
  /** A cheaper package chosen for the next renewal (downgrades wait for it). */
  nextPackageId: text('next_package_id'),
  /** A seller's visible reviews, kept by the review triggers (migration 0013). */
  ratingCount: integer('rating_count').notNull().default(0),
  ratingSum: integer('rating_sum').notNull().default(0),
  /** Staff: null for everyone else. Granted only by an admin or `npm run admin:create`. */
  role: text('role', { enum: ['admin', 'moderator'] }),
  /** Set by an admin: no sign-in, no sessions, listings hidden. */
  suspendedAt: integer('suspended_at', { mode: 'timestamp_ms' }),
  suspendedReason: text('suspended_reason'),
  /**
   * When the account was erased (decision 028): the row stays, without name, e-mail, phone or
   * password, so money and ratings that name its id stay whole. Nobody can sign in to it.
   */
  erasedAt: integer('erased_at', { mode: 'timestamp_ms' }),
  /** Channels for notifications (decision 017): e-mail and SMS unless turned off, WhatsApp when chosen. */
  notifyEmail: integer('notify_email', { mode: 'boolean' }).notNull().default(true),
  notifySms: integer('notify_sms', { mode: 'boolean' }).notNull().default(true),
  notifyWhatsapp: integer('notify_whatsapp', { mode: 'boolean' }).notNull().default(false),
  /** Web Push to the browsers the person turned it on in (decision 032); off until they do. */
  notifyPush: integer('notify_push', { mode: 'boolean' }).notNull().default(false),
  /** The language chosen (decision 020): pages follow it after sign-in, messages go out in it. */
  locale: text('locale', { enum: ['en', 'sw'] })
    .notNull()
    .default('en'),
  createdAt: integer('created_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`),
});

/** Seller packages, seeded from src/shared/packages.ts. */
export const packages = sqliteTable('packages', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  price: integer('price').notNull(),
  recommended: integer('recommended', { mode: 'boolean' }).notNull(),
  features: text('features', { mode: 'json' }).$type<string[]>().notNull(),
  photoUploads: integer('photo_uploads').notNull(),
  videoUploads: integer('video_uploads').notNull(),
  /** Its sellers' live listings come first, marked "Featured". */
  featured: integer('featured', { mode: 'boolean' }).notNull().default(false),
});

/** Sessions as the Lucia guide describes: the id is the SHA-256 of the token, never the token. */
export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    /** "Remember me": a lasting cookie; otherwise the cookie ends with the browser session. */
    persistent: integer('persistent', { mode: 'boolean' }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Password reset links: single use, hashed at rest, short-lived. */
export const passwordResets = sqliteTable(
  'password_resets',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/** Fixed-window counters for rate limits, shared by every server process. */
export const rateLimits = sqliteTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: integer('window_start').notNull(),
  count: integer('count').notNull(),
});

/**
 * Where a seller was seen, a day at a time: the SHA-256 of their id, the address (an IPv6 caller's
 * /64) and the Nairobi date, never the address itself. A review from an address its provider used
 * that day is refused (decision 013); the retention job removes traces after two days.
 */
export const sellerTraces = sqliteTable('seller_traces', {
  key: text('key').primaryKey(),
  at: integer('at').notNull(),
});
