/**
 * What the admin pages read: the dashboard's figures, each a real query; the payments
 * list with its filters; people found by name or e-mail.
 */
import { and, count, desc, eq, gte, inArray, isNull, like, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Database } from '#functions/db/client';
import { weeksBack } from '#functions/scheduling/clock';
import { addDays } from '#shared/booking-time';
import { listingReports } from '#functions/db/schema/admin';
import { users } from '#functions/db/schema/accounts';
import { bookings } from '#functions/db/schema/bookings';
import { services } from '#functions/db/schema/catalogue';
import { contactMessages } from '#functions/db/schema/mail';
import { payments } from '#functions/db/schema/payments';
import { reviewReports } from '#functions/db/schema/trust';
import { PAYMENT_STATUSES, type PaymentStatus } from '#shared/payments';

const DAY = 86_400_000;
const WEEK = 7 * DAY;

const REVENUE_WEEKS = 8;

export async function dashboard(db: Database, now = Date.now()) {
  const since = new Date(now - 30 * DAY);
  // Calendar weeks, Monday to Sunday in Nairobi: the one under way and the seven before it.
  const { first, from: weeksFrom } = weeksBack(now, REVENUE_WEEKS);
  const [newSellers, newListings, byStatus, revenue, openListingReports, openReviewReports, unanswered] =
    await Promise.all([
      db.$count(users, and(eq(users.accountType, 'seller'), gte(users.createdAt, since))),
      db.$count(services, gte(services.createdAt, since)),
      db.select({ status: bookings.status, count: count() }).from(bookings).groupBy(bookings.status),
      db
        .select({
          // Weeks counted from the first Monday: 0 is the oldest.
          week: sql<number>`CAST((${payments.settledAt} - ${weeksFrom}) / ${WEEK} AS INTEGER)`,
          amount: sql<number>`sum(${payments.amount})`,
          count: count(),
        })
        .from(payments)
        .where(
          and(
            eq(payments.status, 'paid'),
            inArray(payments.purpose, ['package', 'renewal', 'upgrade']),
            gte(payments.settledAt, new Date(weeksFrom)),
          ),
        )
        .groupBy(sql`1`),
      db.$count(listingReports, isNull(listingReports.resolvedAt)),
      db.$count(reviewReports, isNull(reviewReports.resolvedAt)),
      db.$count(contactMessages, isNull(contactMessages.answeredAt)),
    ]);
  // Newest first: the week under way, then the ones before it.
  const weeks = Array.from({ length: REVENUE_WEEKS }, (_, back) => {
    const week = REVENUE_WEEKS - 1 - back;
    const found = revenue.find((row) => Number(row.week) === week);
    const monday = addDays(first, 7 * week);
    return { monday, sunday: addDays(monday, 6), amount: found?.amount ?? 0, count: found?.count ?? 0 };
  });
  return {
    newSellers,
    newListings,
    bookingsByStatus: byStatus.sort((a, b) => b.count - a.count),
    revenueByWeek: weeks,
    openReports: openListingReports + openReviewReports,
    unansweredMessages: unanswered,
  };
}

export interface PaymentFilter {
  status?: PaymentStatus | undefined;
  from?: number | undefined;
  to?: number | undefined;
  /** Keyset paging: only payments older than this id (the previous page's last). */
  beforeId?: number | undefined;
}

export const isPaymentStatus = (value: unknown): value is PaymentStatus =>
  (PAYMENT_STATUSES as readonly unknown[]).includes(value);

const bookingSellers = alias(users, 'booking_sellers');

export function paymentList(db: Database, filter: PaymentFilter, limit = 200) {
  const parts: SQL[] = [];
  if (filter.status) parts.push(eq(payments.status, filter.status));
  if (filter.from !== undefined) parts.push(gte(payments.createdAt, new Date(filter.from)));
  if (filter.to !== undefined) parts.push(lte(payments.createdAt, new Date(filter.to)));
  if (filter.beforeId !== undefined) parts.push(lt(payments.id, filter.beforeId));
  return db
    .select({
      id: payments.id,
      purpose: payments.purpose,
      packageId: payments.packageId,
      amount: payments.amount,
      status: payments.status,
      receipt: payments.receipt,
      createdAt: payments.createdAt,
      settledAt: payments.settledAt,
      bookingId: payments.bookingId,
      // A package is paid by its seller; a deposit by the client, to the booking's seller.
      seller: sql<
        string | null
      >`CASE WHEN ${payments.purpose} = 'deposit' THEN ${bookingSellers.userName} ELSE ${users.userName} END`,
      paidBy: sql<string | null>`CASE WHEN ${payments.purpose} = 'deposit' THEN ${users.userName} END`,
    })
    .from(payments)
    .leftJoin(users, eq(users.id, payments.userId))
    .leftJoin(bookings, eq(bookings.id, payments.bookingId))
    .leftJoin(bookingSellers, eq(bookingSellers.id, bookings.sellerId))
    .where(parts.length ? and(...parts) : undefined)
    .orderBy(desc(payments.id))
    .limit(limit);
}

/** What the People page narrows by: words in the name or e-mail, a role, a kind of account, a state. */
export interface PeopleFilter {
  query: string;
  role?: 'admin' | 'moderator' | 'none';
  type?: 'buyer' | 'seller';
  state?: 'active' | 'suspended' | 'erased';
  /** Keyset paging: only people who joined before this one (the previous page's last). */
  before?: { createdAt: number; id: string };
}

const personColumns = {
  id: users.id,
  userName: users.userName,
  email: users.email,
  accountType: users.accountType,
  role: users.role,
  suspendedAt: users.suspendedAt,
  suspendedReason: users.suspendedReason,
  erasedAt: users.erasedAt,
  createdAt: users.createdAt,
};

/** People who pass the filter, newest first, a page of `limit` (one more tells there is a next). */
export function findPeople(db: Database, filter: PeopleFilter, limit = 50) {
  const term = `%${filter.query.replace(/[%_]/g, '')}%`;
  const { before } = filter;
  const parts = [
    filter.query ? or(like(users.userName, term), like(users.email, term)) : undefined,
    filter.role === 'none' ? isNull(users.role) : filter.role ? eq(users.role, filter.role) : undefined,
    filter.type ? eq(users.accountType, filter.type) : undefined,
    filter.state === 'erased' ? sql`${users.erasedAt} IS NOT NULL` : undefined,
    filter.state === 'suspended' ? sql`${users.suspendedAt} IS NOT NULL AND ${users.erasedAt} IS NULL` : undefined,
    filter.state === 'active' ? and(isNull(users.suspendedAt), isNull(users.erasedAt)) : undefined,
    before
      ? sql`(${users.createdAt} < ${before.createdAt} OR (${users.createdAt} = ${before.createdAt} AND ${users.id} < ${before.id}))`
      : undefined,
  ];
  return db
    .select(personColumns)
    .from(users)
    .where(and(...parts))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit);
}

/** One person as the admin's page of them shows them; undefined for no such id. */
export const findPerson = async (db: Database, id: string) =>
  (await db.select(personColumns).from(users).where(eq(users.id, id)).limit(1))[0];
