import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { PAYMENT_PURPOSES, PAYMENT_STATUSES, REFUND_STATES } from '#shared/payments';
import { users } from './accounts';
import { bookings } from './bookings';

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
    /** What it pays for: a package bought, renewed or upgraded, or a booking's deposit. */
    purpose: text('purpose', { enum: PAYMENT_PURPOSES }).notNull(),
    /** The package paid for; empty for a deposit. */
    packageId: text('package_id').notNull(),
    /** The booking a deposit is for. */
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
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
    /** When an unanswered prompt is given up on (null: five minutes after it was made). */
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }),
    /** A paid deposit owed back to the buyer ('due'), and once it has been ('refunded'); decision 015. */
    refund: text('refund', { enum: REFUND_STATES }),
    refundReason: text('refund_reason'),
    /**
     * SHA-256 of the secret the earlier client's seller sign-up got with this payment: the one
     * thing that collects its session once paid (functions/payments/sign-up.ts). Cleared once used.
     */
    handoverHash: text('handover_hash'),
  },
  (t) => [
    index('payments_user_idx').on(t.userId, t.createdAt),
    index('payments_pending_idx').on(t.status, t.createdAt),
    index('payments_booking_idx').on(t.bookingId),
  ],
);

/**
 * Every callback from Daraja as it arrived, stored before anything is done with it; a refused one
 * (a wrong address, not Daraja's shape) only as a short note (payments/repository.ts).
 */
export const paymentCallbacks = sqliteTable(
  'payment_callbacks',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    /** What was done with it: settled, duplicate, refused (and why). */
    verdict: text('verdict'),
    receivedAt: integer('received_at', { mode: 'timestamp_ms' })
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
  },
  (t) => [
    index('payment_callbacks_refused_idx')
      .on(t.receivedAt)
      .where(sql`body = '{"refused":1}'`),
  ],
);
