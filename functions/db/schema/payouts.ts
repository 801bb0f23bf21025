import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { PAYOUT_KINDS, PAYOUT_STATUSES } from '#shared/payouts';
import { users } from './accounts';
import { bookings } from './bookings';
import { payments } from './payments';

/**
 * Money sent out of the platform's M-Pesa account over Daraja B2C (decision 026): a client's
 * refund, or a seller's payout of the deposits they kept. A row pays what one ledger account is
 * owed; at most one row per account is unfinished at a time, so nothing owed is sent twice.
 */
export const payouts = sqliteTable(
  'payouts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind', { enum: PAYOUT_KINDS }).notNull(),
    /** The ledger account it pays off: 'owed:client:booking:7' or 'owed:seller:<id>'. */
    account: text('account').notNull(),
    /** Who receives it, to show them: the paying client, or the seller. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    /** The deposit a refund gives back. */
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    /** The receiving M-Pesa number, E.164. */
    phone: text('phone').notNull(),
    /** Whole shillings taken off the account; `amount - fee` reaches the phone. */
    amount: integer('amount').notNull(),
    /** The platform's commission (PAYOUT_COMMISSION_PERCENT of a seller's payout; none on a refund). */
    fee: integer('fee').notNull().default(0),
    status: text('status', { enum: PAYOUT_STATUSES }).notNull(),
    /** Tries so far; each has its own OriginatorConversationID. */
    attempt: integer('attempt').notNull().default(0),
    /** The current try's OriginatorConversationID: kept until that try is known to have failed. */
    originatorId: text('originator_id').unique(),
    conversationId: text('conversation_id'),
    /** SHA-256 of the secret in the current try's ResultURL and QueueTimeOutURL (Daraja signs nothing). */
    callbackSecretHash: text('callback_secret_hash').notNull().default(''),
    /** SHA-256 of the secret in the addresses of our latest status query. */
    checkSecretHash: text('check_secret_hash').notNull().default(''),
    /** M-Pesa's receipt (TransactionID), once sent. */
    receipt: text('receipt').unique(),
    /** What the last result said (0: paid), before our status query confirmed it. */
    resultCode: text('result_code'),
    resultDesc: text('result_desc'),
    createdAt: integer('created_at', { mode: 'timestamp_ms' })
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
    /** When the current try was sent to M-Pesa. */
    requestedAt: integer('requested_at', { mode: 'timestamp_ms' }),
    /** When we last asked M-Pesa about it. */
    checkedAt: integer('checked_at', { mode: 'timestamp_ms' }),
    settledAt: integer('settled_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    uniqueIndex('payouts_open_account')
      .on(t.account)
      .where(sql`status <> 'sent'`),
    index('payouts_status_idx').on(t.status, t.createdAt),
    index('payouts_user_idx').on(t.userId, t.createdAt),
  ],
);
