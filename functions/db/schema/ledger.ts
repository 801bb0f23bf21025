import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { payments } from './payments';

/**
 * The money ledger (decision 025): double entry, in whole shillings. Every movement is a
 * transaction (`txn`) of entries that sum to zero; a balance is the sum of an account's entries,
 * never a stored figure. An entry is posted at most once: `(txn, account)` is unique, so posting
 * again after a retry or a duplicate callback changes nothing.
 */
export const ledgerEntries = sqliteTable(
  'ledger_entries',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** What happened, named once: 'payment:12:received', 'payment:12:refund-due', 'payment:12:kept'. */
    txn: text('txn').notNull(),
    /** 'mpesa', 'income:packages', 'income:fees', 'held:deposits', 'owed:client:booking:7', 'owed:seller:<id>'. */
    account: text('account').notNull(),
    /** Debit positive, credit negative. */
    amount: integer('amount').notNull(),
    at: integer('at').notNull(),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    bookingId: integer('booking_id'),
  },
  (t) => [uniqueIndex('ledger_txn_account').on(t.txn, t.account), index('ledger_account_idx').on(t.account)],
);
