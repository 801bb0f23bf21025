import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * Free time in a form the database can filter (decision 041). For each seller and Nairobi date in
 * the search horizon, whether the spans below are up to date: the database's own triggers mark a
 * day stale in the same transaction as any change to a booking, the hours, days off or the team,
 * so a stale or missing day is never trusted (its listings are all candidates) until the sweep
 * works it out again.
 */
export const freeDays = sqliteTable(
  'free_days',
  {
    sellerId: text('seller_id').notNull(),
    date: text('date').notNull(),
    stale: integer('stale', { mode: 'boolean' }).notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.date] }), index('free_days_stale_idx').on(t.stale, t.date)],
);

/**
 * The stretches of a chair's day (the seller working alone as member 0, or one member of a team)
 * in which fewer firm bookings overlap than the chair takes at once, in minutes after midnight.
 * Wider than the exact rule (held requests, notice and the grid are left to freeSlots), never
 * narrower.
 */
export const freeSpans = sqliteTable(
  'free_spans',
  {
    sellerId: text('seller_id').notNull(),
    memberId: integer('member_id').notNull(),
    date: text('date').notNull(),
    opens: integer('opens').notNull(),
    closes: integer('closes').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.date, t.memberId, t.opens] }),
    index('free_spans_date_idx').on(t.date, t.opens),
  ],
);
