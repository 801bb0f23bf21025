import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * Free time in a form the database can filter (decision 041). For each seller and Nairobi date in
 * the search horizon, whether the fits below are up to date: the database's own triggers mark a
 * day stale in the same transaction as any change to a booking, the hours, days off, the team or
 * the listings and their options, so a stale or missing day is never trusted (its listings are
 * all candidates) until the sweep works it out again.
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
 * The stretches of a listing's day in which one of its chairs is free (decision 041): the seller
 * working alone, or the members of a team who do it. Each is the union of its chairs' stretches
 * of hours in which fewer firm bookings overlap than the chair takes at once, in minutes after
 * midnight, with the latest start of the listing's first option in it. Wider than the exact rule
 * (held requests, notice, buffers and the grid are left to freeSlots), never narrower. The search
 * walks `free_fits_walk_idx` in the order of the earliest first.
 */
export const freeFits = sqliteTable(
  'free_fits',
  {
    serviceId: integer('service_id').notNull(),
    sellerId: text('seller_id').notNull(),
    date: text('date').notNull(),
    opens: integer('opens').notNull(),
    closes: integer('closes').notNull(),
    latest: integer('latest').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.serviceId, t.date, t.opens] }),
    index('free_fits_walk_idx').on(t.date, t.opens, t.serviceId, t.latest, t.sellerId),
    index('free_fits_seller_idx').on(t.sellerId, t.date),
  ],
);
