import { sql } from 'drizzle-orm';
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * Every e-mail the product sends. Without a mail transport (the demo) this is the mailbox itself
 * (bodies kept so a tester can follow links); with one, bodies are not kept.
 */
export const outbox = sqliteTable('outbox', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  /** How it went: e-mail, or a text message (SMS) to a phone number. */
  channel: text('channel', { enum: ['email', 'sms'] })
    .notNull()
    .default('email'),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text'),
  html: text('html'),
  /** Calendar invitations and similar: [{ filename, contentType, content }] */
  attachments: text('attachments', { mode: 'json' }).$type<MailAttachment[]>(),
  status: text('status', { enum: ['stored', 'sent', 'failed'] }).notNull(),
  /** Why delivery failed (no addresses or secrets in it). */
  error: text('error'),
  createdAt: integer('created_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`),
});

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
  createdAt: integer('created_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`),
});
