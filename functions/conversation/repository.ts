import { and, asc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Database, Queries } from '#functions/db/client';
import { bookings } from '#functions/db/schema/bookings';
import { phoneIdentities } from '#functions/db/schema/phone';
import { HOLDING_STATUSES } from '#shared/booking-status';
import type { Locale } from '#shared/i18n/locales';

export type IdentityRow = typeof phoneIdentities.$inferSelect;

/** The identity of a number a provider proved, made on its first contact. */
export async function identityOf(db: Database, phone: string, now: number): Promise<IdentityRow> {
  const [row] = await db
    .insert(phoneIdentities)
    .values({ phone, createdAt: now, lastSeenAt: now })
    .onConflictDoUpdate({ target: phoneIdentities.phone, set: { lastSeenAt: now } })
    .returning();
  return row!;
}

/** The language a number chose, if it has dialled before. */
export async function localeOfPhone(db: Database, phone: string) {
  const [row] = await db
    .select({ locale: phoneIdentities.locale })
    .from(phoneIdentities)
    .where(eq(phoneIdentities.phone, phone));
  return row?.locale;
}

export const setIdentity = (db: Queries, id: number, change: { name?: string; locale?: Locale }) =>
  db.update(phoneIdentities).set(change).where(eq(phoneIdentities.id, id));

/**
 * A phone identity's bookings still to come, soonest first: its own, and those of the account it
 * is linked to by a texted code (decision 029).
 */
export const upcomingOf = (db: Database, identity: IdentityRow, now: number, limit: number) =>
  db
    .select({
      id: bookings.id,
      name: bookings.serviceName,
      date: bookings.date,
      time: bookings.time,
      serviceId: bookings.serviceId,
      optionId: bookings.optionId,
      optionName: bookings.optionName,
      memberId: bookings.memberId,
      atHome: sql<boolean>`${bookings.homeAddress} IS NOT NULL`.mapWith(Boolean),
    })
    .from(bookings)
    .where(
      and(
        identity.userId
          ? or(eq(bookings.phoneIdentityId, identity.id), eq(bookings.buyerId, identity.userId))
          : eq(bookings.phoneIdentityId, identity.id),
        inArray(bookings.status, HOLDING_STATUSES),
        gt(bookings.startsAt, now),
      ),
    )
    .orderBy(asc(bookings.startsAt))
    .limit(limit);
