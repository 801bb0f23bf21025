import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './accounts';

/**
 * A phone number that reached us through an authenticated provider callback (a USSD session, an
 * SMS, a WhatsApp message): owned by whoever holds that phone now (decision 029). Channel bookings
 * belong to it; it needs no e-mail, and hears from us by SMS. A web account's typed number is not
 * proof: the two are never joined by a number match alone.
 */
export const phoneIdentities = sqliteTable('phone_identities', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  /** E.164. */
  phone: text('phone').notNull().unique(),
  /** Asked once, at the first booking. */
  name: text('name'),
  locale: text('locale', { enum: ['en', 'sw'] })
    .notNull()
    .default('en'),
  createdAt: integer('created_at').notNull(),
  lastSeenAt: integer('last_seen_at').notNull(),
  /**
   * The web account this number was linked to by a one-time code sent to it: its phone bookings
   * show in that account's My Bookings, and new ones are made for it. One account per number.
   */
  userId: text('user_id')
    .unique()
    .references(() => users.id, { onDelete: 'set null' }),
  linkedAt: integer('linked_at'),
});

/**
 * The one-time code a signed-in person asked for, to prove a number is theirs before it is linked
 * (decision 029): one pending code per account, kept as a hash, a few tries, ten minutes.
 */
export const phoneLinkCodes = sqliteTable('phone_link_codes', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** E.164. */
  phone: text('phone').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: integer('expires_at').notNull(),
});

/**
 * Every inbound message a provider sends (a USSD hop, an SMS), stored under the provider's own id
 * before anything else happens: the change it causes and the reply it gets commit with this row,
 * so a repeat finds the row and answers the same reply, doing nothing again.
 */
export const inboundMessages = sqliteTable(
  'inbound_messages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** 'ussd', 'sms', 'whatsapp'. */
    channel: text('channel').notNull(),
    /** The provider's id: for a USSD hop, its session id and every answer so far. */
    providerId: text('provider_id').notNull(),
    identityId: integer('identity_id').references(() => phoneIdentities.id, { onDelete: 'set null' }),
    /** What we answered, returned byte for byte to a repeat. */
    reply: text('reply').notNull(),
    receivedAt: integer('received_at').notNull(),
  },
  (t) => [
    uniqueIndex('inbound_provider_unique').on(t.channel, t.providerId),
    index('inbound_received_idx').on(t.receivedAt),
  ],
);

/**
 * One USSD session (Africa's Talking's sessionId), bound to its phone and service code. `state` is
 * the menu's state after the last screen, with what each number on that screen meant when shown.
 */
export const ussdSessions = sqliteTable(
  'ussd_sessions',
  {
    sessionId: text('session_id').primaryKey(),
    identityId: integer('identity_id')
      .notNull()
      .references(() => phoneIdentities.id, { onDelete: 'cascade' }),
    serviceCode: text('service_code').notNull(),
    state: text('state', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    /** How many answers of the session's `text` the state has taken in. */
    answers: integer('answers').notNull().default(0),
    /** Set once the last screen (END) was sent. */
    endedAt: integer('ended_at'),
    updatedAt: integer('updated_at').notNull(),
    createdAt: integer('created_at')
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
  },
  (t) => [index('ussd_sessions_identity_idx').on(t.identityId, t.updatedAt)],
);

/**
 * One WhatsApp user's conversation with the booking menu: the same menu state as a USSD
 * session, a version that every list and button id carries (a tap on an older one is refused), and
 * the time of their last message, since free-form messages may only go within 24 hours of it.
 */
export const waConversations = sqliteTable('wa_conversations', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  /** The sender's WhatsApp id (their number without the plus). */
  waId: text('wa_id').notNull().unique(),
  /** The business-scoped user id, when Meta sends one (users with usernames may withhold their number). */
  userId: text('bsuid'),
  identityId: integer('identity_id')
    .notNull()
    .references(() => phoneIdentities.id, { onDelete: 'cascade' }),
  state: text('state', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
  version: integer('version').notNull().default(0),
  lastInboundAt: integer('last_inbound_at').notNull(),
  updatedAt: integer('updated_at').notNull(),
});
