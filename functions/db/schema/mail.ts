import type { WaMessage } from '#shared/whatsapp/messages';
import type { PushNotice } from '#shared/push';
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { CHANNELS, type Channel } from '#shared/channels';

/**
 * How a message stands (decision 017): `queued` until a worker hands it to its provider, then
 * `sent`, `delivered` once the provider reports it reached the phone or inbox, or `failed`; a
 * message for a channel with no provider configured (the demo) is `stored`: kept here, and the
 * outbox is its mailbox.
 */
export const MESSAGE_STATUSES = ['queued', 'sent', 'delivered', 'failed', 'stored'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** A WhatsApp template message: the approved template's name, its language and its parameters. */
export interface TemplateCall {
  name: string;
  language: string;
  params: string[];
  /** Payloads of the template's quick-reply buttons, in order (a reminder's Confirm and Cancel). */
  buttons?: string[];
}

/** What to send instead when a message finally fails (the next channel, decision 017). */
export interface FallbackMessage {
  channel: Channel;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  attachments?: MailAttachment[] | null;
  template?: TemplateCall | null;
  whatsapp?: WaMessage | null;
  push?: PushNotice | null;
}

/**
 * Every message the product sends, on every channel: e-mail, SMS and WhatsApp. Bodies are kept
 * until the message is handed to its provider (a retry needs them) and then dropped, since they
 * hold links with secrets; without a provider (the demo) they stay, and the outbox is the mailbox.
 */
export const outbox = sqliteTable(
  'outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    channel: text('channel', { enum: CHANNELS }).notNull().default('email'),
    /** What it is about (a booking change, a reminder, a sign-up…), for people and for the stop link. */
    kind: text('kind').notNull().default('account'),
    /** The account it went to, when it went to one. */
    userId: text('user_id'),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text'),
    html: text('html'),
    /** Calendar invitations and similar: [{ filename, contentType, content }] */
    attachments: text('attachments', { mode: 'json' }).$type<MailAttachment[]>(),
    template: text('template', { mode: 'json' }).$type<TemplateCall>(),
    /** A free-form WhatsApp message inside a conversation's 24 hours: text or interactive. */
    whatsapp: text('whatsapp', { mode: 'json' }).$type<WaMessage>(),
    /** A Web Push notification (decision 032): what the service worker shows. */
    push: text('push', { mode: 'json' }).$type<PushNotice>(),
    fallback: text('fallback', { mode: 'json' }).$type<FallbackMessage>(),
    status: text('status', { enum: MESSAGE_STATUSES }).notNull(),
    /** The provider's id for it, which its delivery reports name. */
    providerId: text('provider_id'),
    /** Why delivery failed (no addresses or secrets in it). */
    error: text('error'),
    createdAt: integer('created_at', { mode: 'timestamp_ms' })
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
    updatedAt: integer('updated_at'),
  },
  (t) => [index('outbox_provider_idx').on(t.channel, t.providerId), index('outbox_status_idx').on(t.status)],
);

/**
 * Addresses (an e-mail address or a phone number) that asked to hear no more on a channel: through
 * the stop link in an e-mail or STOP in reply to a text. The key is what the link carries; it only
 * ever stops messages, so it is kept as it is.
 */
export const notificationStops = sqliteTable(
  'notification_stops',
  {
    address: text('address').notNull(),
    channel: text('channel', { enum: CHANNELS }).notNull(),
    stopKey: text('stop_key').notNull().unique(),
    stoppedAt: integer('stopped_at'),
  },
  (t) => [primaryKey({ columns: [t.address, t.channel] })],
);

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** Messages sent through the contact form. */
export const contactMessages = sqliteTable('contact_messages', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  /** The language the message was written from (decision 020): the answer's e-mail is worded in it. */
  locale: text('locale', { enum: ['en', 'sw'] })
    .notNull()
    .default('en'),
  /** Staff's answer, sent by e-mail and kept here. */
  answer: text('answer'),
  answeredAt: integer('answered_at', { mode: 'timestamp_ms' }),
  answeredBy: text('answered_by'),
  createdAt: integer('created_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`),
});
