import { sql } from 'drizzle-orm';
import { index, uniqueIndex, integer, primaryKey, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './accounts';

export const services = sqliteTable(
  'services',
  {
    // NOTE: an integer key doubles as the FTS5 rowid (services_fts), which must be an integer.
    id: integer('id').primaryKey({ autoIncrement: true }),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    minPrice: integer('min_price'),
    maxPrice: integer('max_price'),
    /** What the seller typed, shown as is. */
    location: text('location').notNull(),
    /** The picker town the location belongs to (see src/shared/locations.ts), for location pages. */
    town: text('town').notNull(),
    /**
     * The gazetteer place the location names (src/shared/gazetteer.ts), for distances; '' when it
     * names none we know, null until resolved (listings written before it existed: the sweep).
     */
    place: text('place'),
    phoneNumber: text('phone_number').notNull(),
    category: text('category').notNull(),
    subcategory: text('subcategory').notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' })
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' })
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
    /**
     * Copied from the seller by triggers (migration 0012), never written by the product: public while
     * liveUntil (ms) lies ahead, featured while featuredUntil does.
     */
    liveUntil: integer('live_until'),
    /** Hidden by a moderator, with the reason its seller sees; never deleted. */
    hiddenAt: integer('hidden_at', { mode: 'timestamp_ms' }),
    hiddenReason: text('hidden_reason'),
    featuredUntil: integer('featured_until'),
    /**
     * Written only by the review triggers (migration 0013): visible reviews' count and star sum, and
     * the Bayesian score lists sort by (null without reviews).
     */
    ratingCount: integer('rating_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingScore: real('rating_score'),
    /** A deposit asked when booking (decision 015): 'fixed' Ksh or 'percent' of the option's price; null none. */
    depositType: text('deposit_type', { enum: ['fixed', 'percent'] }),
    depositValue: integer('deposit_value'),
    /**
     * The listing's own booking rules (decision 042); null follows its seller's booking settings:
     * least notice, time kept before and after each booking, and how many days ahead.
     */
    noticeMinutes: integer('notice_minutes'),
    bufferBeforeMinutes: integer('buffer_before_minutes'),
    bufferAfterMinutes: integer('buffer_after_minutes'),
    horizonDays: integer('horizon_days'),
    /**
     * Visits at the client's place (decision 043): null none, 'also' besides the listing's own
     * place, 'only' nowhere else. The area is `homeRadiusKm` around the listing's place; the fee
     * `travelFee` Ksh plus `travelFeePerKm` for each km beyond `travelFreeKm`; `travelMinutes` is
     * kept free before each home visit to get there.
     */
    homeVisits: text('home_visits', { enum: ['also', 'only'] }),
    homeRadiusKm: integer('home_radius_km'),
    travelFee: integer('travel_fee'),
    travelFeePerKm: integer('travel_fee_per_km'),
    travelFreeKm: integer('travel_free_km'),
    travelMinutes: integer('travel_minutes'),
  },
  (t) => [
    index('services_category_idx').on(t.category, t.id),
    index('services_subcategory_idx').on(t.category, t.subcategory, t.id),
    /** Towns are compared without case (`conditions`), so the index is too, or no query could use it. */
    index('services_town_nocase_idx').on(sql`${t.town} COLLATE NOCASE`, t.id),
    /** "Near me" walks places nearest first, each newest first. */
    index('services_place_idx').on(t.place, t.id),
    /** A place's listings of one kind: the search by free time around a place, with a category. */
    index('services_place_category_idx').on(t.place, t.category, t.id),
    /** The listings that come to the client's place, by place: a search "at my place" reads only them. */
    index('services_home_place_idx')
      .on(t.place, t.id)
      .where(sql`${t.homeVisits} IS NOT NULL`),
    index('services_seller_idx').on(t.sellerId),
    index('services_featured_idx').on(t.featuredUntil),
    /** The price orders: walked in order, the filters checked on the way. */
    index('services_price_idx').on(t.minPrice, t.id),
    index('services_rating_idx').on(t.ratingScore, t.id),
    /** The same orders as the search by free time sorts them, null as nothing (decision 041). */
    index('services_price_key_idx').on(sql`coalesce(${t.minPrice}, 0)`, t.id),
    index('services_score_key_idx').on(sql`coalesce(${t.ratingScore}, 0)`, t.id),
  ],
);

/** Photos and videos of a listing; the bytes live in object storage under storageKey. */
export const media = sqliteTable(
  'media',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    type: text('type', { enum: ['image', 'video'] }).notNull(),
    storageKey: text('storage_key').notNull(),
    /** A small rendition for cards (images only); the original stays at storageKey. */
    thumbnailKey: text('thumbnail_key'),
    /** A phone-sized rendition for the gallery (images uploaded before it have none): at most MEDIUM_MAX. */
    mediumKey: text('medium_key'),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
  },
  // NOTE: positions are unique per listing, and triggers (migration 0009) keep every listing within
  // its seller's package and never without media, whatever writes race (docs/decisions/010-going-live.md).
  (t) => [uniqueIndex('media_service_position_unique').on(t.serviceId, t.position)],
);

/**
 * A listing's price options (decision 014): what is booked, its price and how long it takes. The
 * listing's min and max price are derived from these when they are saved.
 */
export const serviceOptions = sqliteTable(
  'service_options',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    /** Whole shillings, at least 100. */
    price: integer('price').notNull(),
    /** 15-minute steps, 15 minutes to 10 hours. */
    durationMinutes: integer('duration_minutes').notNull(),
  },
  (t) => [uniqueIndex('service_options_position').on(t.serviceId, t.position)],
);

/**
 * One number that changes whenever anything a listing card shows changes (triggers on services,
 * media and service_options, migration 0021): pages that cache what they read compare it, one
 * tiny read, instead of reading the catalogue again (decision 019).
 */
export const catalogueVersion = sqliteTable('catalogue_version', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull(),
});

/**
 * How many times a listing's page was opened on each Nairobi day (sellers' insights),
 * counted by the page's server, robots left out. Counts only: no visitor is recorded.
 */
export const listingViews = sqliteTable(
  'listing_views',
  {
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    date: text('date').notNull(),
    views: integer('views').notNull(),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.date] })],
);
