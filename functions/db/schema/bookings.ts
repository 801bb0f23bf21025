import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { BOOKING_STATUSES, HOLDING_STATUSES } from '#shared/booking-status';
import { users } from './accounts';
import { services } from './catalogue';
import { teamMembers } from './team';
import { phoneIdentities } from './phone';
import { BOOKING_CHANNELS } from '#shared/booking-channels';

/**
 * Appointments. `startsAt` is the instant (UTC milliseconds), so a booking means one moment
 * whatever zone reads it; `date` and `time` keep the Nairobi wall-clock words it was booked with.
 * The listing's name and seller are copied so history survives a removed listing.
 */
export const bookings = sqliteTable(
  'bookings',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** Null for a general enquiry to the platform. */
    serviceId: integer('service_id').references(() => services.id, { onDelete: 'set null' }),
    serviceName: text('service_name').notNull(),
    sellerId: text('seller_id').references(() => users.id, { onDelete: 'set null' }),
    /** The signed-in buyer; null for a guest. */
    buyerId: text('buyer_id').references(() => users.id, { onDelete: 'set null' }),
    date: text('date').notNull(),
    time: text('time').notNull(),
    startsAt: integer('starts_at').notNull(),
    /** When the service ends (UTC ms): the start plus the chosen option's duration. */
    endsAt: integer('ends_at').notNull(),
    /**
     * Until when it holds the seller's time: its end plus the buffer after it. Two bookings of one
     * seller overlap when each one's hold starts before the other's ends (decisions 014 and 042).
     */
    blocksUntil: integer('blocks_until').notNull(),
    /**
     * Minutes its hold starts before `startsAt`: the listing's buffer before, and the travel to a
     * home visit. Its hold is [startsAt - beforeMinutes, blocksUntil).
     */
    beforeMinutes: integer('before_minutes').notNull().default(0),
    /**
     * A visit at the client's place (decision 043): where, in the client's words (an address and a
     * landmark) and as a pin; how far from the provider's place and the travel fee that added.
     * Null for a visit at the provider's. The provider marks the day's trip as it goes.
     */
    homeAddress: text('home_address'),
    homeLandmark: text('home_landmark'),
    homeLat: real('home_lat'),
    homeLng: real('home_lng'),
    homeDistanceKm: real('home_distance_km'),
    travelFee: integer('travel_fee'),
    onMyWayAt: integer('on_my_way_at'),
    arrivedAt: integer('arrived_at'),
    /**
     * The hash of the link the client shared the visit's details with someone they trust (decision
     * 043): read-only, one at a time (a new link ends the old), gone when sharing stops.
     */
    shareHash: text('share_hash'),
    /** The member of the seller's team who serves it; null for a one-person business. */
    memberId: integer('member_id').references(() => teamMembers.id, { onDelete: 'set null' }),
    /**
     * Several services in one visit: every part carries the id of the visit's first
     * booking, which speaks for the visit (its deposit, its status); null for a booking on its own.
     */
    visitId: integer('visit_id'),
    /** A group's part (decision 048): the person it is for, as the client named them. */
    person: text('person'),
    /**
     * Seats in a class's session (decision 049): how many this booking takes; null for a booking
     * of the provider's time. Seats are counted against the session's, not held by the slot index.
     */
    seats: integer('seats'),
    /** A repeating booking (decision 047): the series every visit of it belongs to. */
    seriesId: integer('series_id'),
    /** The price option booked, as it was named then (options may change later). */
    optionId: integer('option_id'),
    optionName: text('option_name'),
    /** The option's price when it was booked (whole Ksh); null for a general enquiry. */
    optionPrice: integer('option_price'),
    status: text('status', { enum: BOOKING_STATUSES }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    message: text('message').notNull().default(''),
    /** Where it was made: the web, or a phone channel. */
    channel: text('channel', { enum: BOOKING_CHANNELS }).notNull().default('web'),
    /** The phone identity a channel booking belongs to (decision 029); null for the web's. */
    phoneIdentityId: integer('phone_identity_id').references(() => phoneIdentities.id, { onDelete: 'set null' }),
    /** The provider message that made it (a USSD hop): the same hop again finds this booking, never a second. */
    channelRef: text('channel_ref'),
    /** When the client said they are coming, replying 1 to a reminder text. */
    attendanceConfirmedAt: integer('attendance_confirmed_at'),
    /** The language it was booked in (decision 020): a guest's messages about it go out in it. */
    locale: text('locale', { enum: ['en', 'sw'] })
      .notNull()
      .default('en'),
    /** A guest's booking is managed with a secret link from their e-mail; only its SHA-256 is kept. */
    manageKeyHash: text('manage_key_hash'),
    /** The deposit asked for (whole Ksh), null when the listing asked for none (decision 015). */
    depositAmount: integer('deposit_amount'),
    /** An unverified guest request, or one waiting for its deposit, holds its slot until this instant (UTC ms). */
    holdExpiresAt: integer('hold_expires_at'),
    createdAt: integer('created_at', { mode: 'timestamp_ms' })
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
  },
  (t) => [
    // NOTE: this index is what makes double booking impossible: of two writes for one listing,
    // start and member, the database lets exactly one hold the slot. Declined and cancelled
    // bookings free it. A team's members may each serve the listing at the same start. A class's
    // seats share a start; the write that takes them counts them (scheduling/holds.ts).
    uniqueIndex('bookings_slot_unique')
      .on(t.serviceId, t.startsAt, sql`coalesce(${t.memberId}, 0)`)
      .where(sql.raw(`status IN (${HOLDING_STATUSES.map((status) => `'${status}'`).join(', ')}) AND seats IS NULL`)),
    index('bookings_seats_idx')
      .on(t.serviceId, t.startsAt)
      .where(sql`${t.seats} IS NOT NULL`),
    index('bookings_member_idx').on(t.memberId, t.startsAt),
    index('bookings_visit_idx').on(t.visitId),
    index('bookings_series_idx').on(t.seriesId, t.startsAt),
    index('bookings_seller_idx').on(t.sellerId, t.startsAt),
    index('bookings_seller_blocks_idx').on(t.sellerId, t.blocksUntil),
    index('bookings_buyer_idx').on(t.buyerId, t.startsAt),
    index('bookings_phone_identity_idx').on(t.phoneIdentityId, t.startsAt),
    uniqueIndex('bookings_channel_ref_unique').on(t.channelRef),
    uniqueIndex('bookings_share_hash_unique').on(t.shareHash),
  ],
);

/**
 * Further keys to a guest's booking (decision 017): every e-mail about it carries a link of its
 * own, minted as it is sent, so each e-mail opens the booking, not only the first. Hashed like the
 * first key; asking for the link again (a lost link) ends all of them.
 */
export const bookingKeys = sqliteTable(
  'booking_keys',
  {
    keyHash: text('key_hash').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    createdAt: integer('created_at').notNull(),
    /**
     * What the key lets its holder do: `manage` (the e-mailed link: see, change, cancel) or `view`
     * (a text's link: see the booking and have the managing link e-mailed to its own address).
     */
    scope: text('scope', { enum: ['manage', 'view'] })
      .notNull()
      .default('manage'),
  },
  (t) => [index('booking_keys_booking_idx').on(t.bookingId)],
);

/** Every status change of a booking: who made it and when. */
export const bookingEvents = sqliteTable(
  'booking_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    status: text('status', { enum: BOOKING_STATUSES }).notNull(),
    /** 'buyer', 'seller' or 'guest': the side that acted. */
    actorRole: text('actor_role', { enum: ['buyer', 'seller', 'guest'] }).notNull(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Set when the buyer moved the booking: the start it moved from. */
    previousStartsAt: integer('previous_starts_at'),
    /** Why the provider cancelled, in their words, for the client. */
    reason: text('reason'),
    at: integer('at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('booking_events_booking_idx').on(t.bookingId, t.id)],
);

/**
 * A seller's weekly hours, seven rows once saved (`opens` null is closed). A seller with no rows
 * never confirmed theirs: the ordinary week applies, and their first listing waits for them
 * (decision 042).
 */
export const workingHours = sqliteTable(
  'working_hours',
  {
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weekday: integer('weekday').notNull(),
    opens: integer('opens'),
    closes: integer('closes'),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.weekday] })],
);

/** Days a seller takes off (Nairobi dates). */
export const blockedDates = sqliteTable(
  'blocked_dates',
  {
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: text('date').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.date] })],
);

/**
 * How a seller takes bookings (decision 014): a rest after each booking, how many clients at once,
 * how much notice they need and how far ahead they can be booked. No row: the defaults.
 */
export const bookingSettings = sqliteTable('booking_settings', {
  sellerId: text('seller_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  bufferMinutes: integer('buffer_minutes').notNull().default(0),
  bufferBeforeMinutes: integer('buffer_before_minutes').notNull().default(0),
  capacity: integer('capacity').notNull().default(1),
  noticeMinutes: integer('notice_minutes').notNull().default(0),
  horizonDays: integer('horizon_days').notNull().default(90),
});

/**
 * "Reply 1 to confirm, 2 to cancel": which booking a reminder text asked its number
 * about. A reply acts only from that number, on the latest prompt whose booking is still to come.
 */
export const replyPrompts = sqliteTable(
  'reply_prompts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** E.164: the number the reminder went to. */
    phone: text('phone').notNull(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    createdAt: integer('created_at').notNull(),
    answeredAt: integer('answered_at'),
  },
  (t) => [index('reply_prompts_phone_idx').on(t.phone, t.id)],
);

/**
 * Time kept from clients within a day (decision 045): lunch, a training, an errand. One member's,
 * or the whole business's when no member is named. Nothing can be booked over it.
 */
export const timeBlocks = sqliteTable(
  'time_blocks',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    memberId: integer('member_id').references(() => teamMembers.id, { onDelete: 'cascade' }),
    startsAt: integer('starts_at').notNull(),
    endsAt: integer('ends_at').notNull(),
    /** What it is for, as the provider wrote it (seen only by the business). */
    note: text('note').notNull().default(''),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('time_blocks_seller_start').on(t.sellerId, t.startsAt)],
);

/**
 * A business's private notes on a client (decision 045): allergies, a preferred stylist, a
 * patch-test date. A client is their number, as every booking carries it; their erasure takes
 * the notes with it.
 */
export const clientNotes = sqliteTable(
  'client_notes',
  {
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    note: text('note').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.phone] }), index('client_notes_phone').on(t.phone)],
);

/**
 * Bookings that repeat (decision 047): every one, two or four weeks, the same option and member.
 * Each visit is a booking of its own carrying the series' id; this row says how it was made.
 */
export const bookingSeries = sqliteTable('booking_series', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  sellerId: text('seller_id').references(() => users.id, { onDelete: 'set null' }),
  serviceId: integer('service_id').references(() => services.id, { onDelete: 'set null' }),
  buyerId: text('buyer_id').references(() => users.id, { onDelete: 'set null' }),
  everyWeeks: integer('every_weeks').notNull(),
  visits: integer('visits').notNull(),
  createdAt: integer('created_at').notNull(),
});
