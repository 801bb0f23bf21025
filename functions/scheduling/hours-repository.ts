import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { WorkingWeek } from '#shared/bookings';
import { DEFAULT_BOOKING_SETTINGS, type BookingSettings } from '#shared/booking-settings';
import type { Database } from '#functions/db/client';
import { blockedDates, bookingSettings, workingHours } from '#functions/db/schema/bookings';

/** A seller's working hours, days off and booking settings (decision 014). */

/** The seller's week as saved, or null when they never set hours (the full grid applies). */
export async function weekOf(db: Database, sellerId: string): Promise<WorkingWeek | null> {
  return weekFrom(await db.select().from(workingHours).where(eq(workingHours.sellerId, sellerId)));
}

function weekFrom(rows: (typeof workingHours.$inferSelect)[]): WorkingWeek | null {
  if (rows.length === 0) return null;
  const week: WorkingWeek = [null, null, null, null, null, null, null];
  for (const row of rows) {
    week[row.weekday] = row.opens === null || row.closes === null ? null : { opens: row.opens, closes: row.closes };
  }
  return week;
}

export async function saveWeek(db: Database, sellerId: string, week: WorkingWeek): Promise<void> {
  await db.batch([
    db.delete(workingHours).where(eq(workingHours.sellerId, sellerId)),
    db
      .insert(workingHours)
      .values(
        week.map((day, weekday) => ({ sellerId, weekday, opens: day?.opens ?? null, closes: day?.closes ?? null })),
      ),
  ]);
}

export async function blockedDatesOf(db: Database, sellerId: string, from: string): Promise<string[]> {
  const rows = await db
    .select({ date: blockedDates.date })
    .from(blockedDates)
    .where(and(eq(blockedDates.sellerId, sellerId), gte(blockedDates.date, from)))
    .orderBy(asc(blockedDates.date));
  return rows.map((row) => row.date);
}

export async function isBlocked(db: Database, sellerId: string, date: string): Promise<boolean> {
  const row = await db.query.blockedDates.findFirst({
    where: and(eq(blockedDates.sellerId, sellerId), eq(blockedDates.date, date)),
  });
  return Boolean(row);
}

export async function addBlockedDate(db: Database, sellerId: string, date: string): Promise<void> {
  await db.insert(blockedDates).values({ sellerId, date }).onConflictDoNothing();
}

export async function removeBlockedDate(db: Database, sellerId: string, date: string): Promise<void> {
  await db.delete(blockedDates).where(and(eq(blockedDates.sellerId, sellerId), eq(blockedDates.date, date)));
}

/** How the seller takes bookings; the defaults when they never said. */
export async function settingsOf(db: Database, sellerId: string): Promise<BookingSettings> {
  const row = await db.query.bookingSettings.findFirst({ where: eq(bookingSettings.sellerId, sellerId) });
  return settingsFrom(row);
}

const settingsFrom = (row: BookingSettings | undefined): BookingSettings => {
  if (!row) return DEFAULT_BOOKING_SETTINGS;
  const { bufferMinutes, bufferBeforeMinutes, capacity, noticeMinutes, horizonDays } = row;
  return { bufferMinutes, bufferBeforeMinutes, capacity, noticeMinutes, horizonDays };
};

/** Several sellers' week, day off on `date` and settings, in three queries (the "open on" filter). */
export async function dayOfSellers(db: Database, sellerIds: string[], date: string) {
  const [hours, blocked, settings] = await Promise.all([
    db.select().from(workingHours).where(inArray(workingHours.sellerId, sellerIds)),
    db
      .select({ sellerId: blockedDates.sellerId })
      .from(blockedDates)
      .where(and(inArray(blockedDates.sellerId, sellerIds), eq(blockedDates.date, date))),
    db.select().from(bookingSettings).where(inArray(bookingSettings.sellerId, sellerIds)),
  ]);
  const off = new Set(blocked.map((row) => row.sellerId));
  return new Map(
    sellerIds.map((sellerId) => [
      sellerId,
      {
        week: weekFrom(hours.filter((row) => row.sellerId === sellerId)),
        blocked: off.has(sellerId),
        settings: settingsFrom(settings.find((row) => row.sellerId === sellerId)),
      },
    ]),
  );
}

export async function saveSettings(db: Database, sellerId: string, settings: BookingSettings) {
  await db
    .insert(bookingSettings)
    .values({ sellerId, ...settings })
    .onConflictDoUpdate({ target: bookingSettings.sellerId, set: settings });
}

/** Whether a seller has saved booking rules of their own (not the defaults). */
export async function hasOwnSettings(db: Database, sellerId: string): Promise<boolean> {
  const row = await db.query.bookingSettings.findFirst({
    where: eq(bookingSettings.sellerId, sellerId),
    columns: { sellerId: true },
  });
  return row !== undefined;
}
