import type { Database } from '#functions/db/client';
import { bookingSettings, workingHours } from '#functions/db/schema/bookings';

/**
 * A seller open on the whole grid every day with no notice and 90 days ahead: what a seller had
 * before decision 042, so a test's dates and times do not hang on the day of the week it runs.
 */
export async function openEveryDay(db: Database, sellerId: string) {
  await db.batch([
    db
      .insert(workingHours)
      .values(Array.from({ length: 7 }, (_, weekday) => ({ sellerId, weekday, opens: 7 * 60, closes: 23 * 60 }))),
    db
      .insert(bookingSettings)
      .values({ sellerId, bufferMinutes: 0, bufferBeforeMinutes: 0, capacity: 1, noticeMinutes: 0, horizonDays: 90 }),
  ]);
}
