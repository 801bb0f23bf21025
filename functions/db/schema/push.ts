import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { sessions, users } from './accounts';

/**
 * A browser's Web Push subscription (decision 032): where its push service takes messages for it
 * and the keys that encrypt them. It belongs to the signed-in session that made it, so signing
 * out (or the session ending) stops pushes to that device along with everything else it held.
 */
export const pushSubscriptions = sqliteTable(
  'push_subscriptions',
  {
    /** Random: what the outbox names as the message's recipient. */
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    /** At one of the known push services (functions/notify/push-services.ts). */
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's P-256 public key and auth secret, base64url (RFC 8291). */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);
