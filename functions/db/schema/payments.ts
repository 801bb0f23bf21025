import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { PAYMENT_STATUSES } from '#shared/payments';
import { users } from './accounts';

/**
 * M-Pesa payments, one row per prompt sent. A row leaves `pending` once and only once: every
 * settling write is conditional on the status still being `pending`.
 */
export const payments = sqliteTable(
  'payments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** Daraja's id for the prompt; the callback and the query name it. */
    checkoutRequestId: text('checkout_request_id').notNull().unique(),
    merchantRequestId: text('merchant_request_id').notNull(),
    /** SHA-256 of the secret in this payment's callback URL (callbacks carry no signature). */
    callbackSecretHash: text('callback_secret_hash').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** What it pays for: a package bought, renewed or upgraded. */
    purpose: text('purpose', { enum: ['package', 'renewal', 'upgrade'] }).notNull(),
    packageId: text('package_id').notNull(),
    /** Whole shillings expected. */
    amount: integer('amount').notNull(),
    /** The paying number, E.164. */
    phone: text('phone').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    /** M-Pesa's receipt number, once paid. */
    receipt: text('receipt').unique(),
    resultCode: integer('result_code'),
    resultDesc: text('result_desc'),
    createdAt: integer('created_at', { mode: 'timestamp_ms' })
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
    settledAt: integer('settled_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    index('payments_user_idx').on(t.userId, t.createdAt),
    index('payments_pending_idx').on(t.status, t.createdAt),
  ],
);

/** Every callback as it arrived, stored before anything is done with it. */
export const paymentCallbacks = sqliteTable('payment_callbacks', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
  body: text('body').notNull(),
  /** What was done with it: settled, duplicate, refused (and why). */
  verdict: text('verdict'),
  receivedAt: integer('received_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`),
});
