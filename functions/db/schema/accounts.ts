import { sql } from 'drizzle-orm';
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const users = sqliteTable('users', {
  id: text('id').primaryKey(),
  userName: text('user_name').notNull(),
  email: text('email').notNull().unique(),
  phoneNumber: text('phone_number').notNull(),
  /** scrypt hash with its parameters; null for accounts that cannot sign in (sample sellers). */
  passwordHash: text('password_hash'),
  accountType: text('account_type', { enum: ['buyer', 'seller'] }).notNull(),
  packageId: text('package_id'),
  createdAt: integer('created_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`),
});
