import { integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { serviceOptions, services } from './catalogue';

/**
 * A class's week (decision 049): the times a listing's class meets, each on a weekday at a start
 * (minutes after midnight, on the booking grid), teaching one of the listing's options (its name,
 * length and price per seat) to at most `seats` clients. A listing with rows here is a class:
 * clients book seats in its sessions, not slots of the provider's hours.
 */
export const classTimes = sqliteTable(
  'class_times',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    optionId: integer('option_id')
      .notNull()
      .references(() => serviceOptions.id, { onDelete: 'cascade' }),
    weekday: integer('weekday').notNull(),
    minutes: integer('minutes').notNull(),
    seats: integer('seats').notNull(),
  },
  (t) => [uniqueIndex('class_times_unique').on(t.serviceId, t.weekday, t.minutes)],
);

/**
 * A session the provider called off (decision 049): nobody can book it, and every seat booked in
 * it was cancelled, its deposit refunded and its client told, in the same write.
 */
export const classCancellations = sqliteTable(
  'class_cancellations',
  {
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    startsAt: integer('starts_at').notNull(),
    /** Why, in the provider's words, for the clients. */
    reason: text('reason').notNull().default(''),
    cancelledAt: integer('cancelled_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.startsAt] })],
);
