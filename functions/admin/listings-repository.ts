/** Listings as staff look through them (decision 044): fifty a page, newest first, narrowed. */
import { and, desc, eq, gt, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '#functions/db/client';
import { users } from '#functions/db/schema/accounts';
import { listingReports } from '#functions/db/schema/admin';
import { services } from '#functions/db/schema/catalogue';

export interface ListingFilter {
  /** Words in the listing's name. */
  query: string;
  /** Shown (live), hidden by staff, or not live (unpaid, lapsed). */
  state?: 'live' | 'hidden' | 'off' | undefined;
  category?: string | undefined;
  beforeId?: number | undefined;
}

const STATE = {
  live: (now: number) => and(isNull(services.hiddenAt), gt(services.liveUntil, now)),
  hidden: () => isNotNull(services.hiddenAt),
  off: (now: number) => and(isNull(services.hiddenAt), or(isNull(services.liveUntil), lte(services.liveUntil, now))),
} as const;

export function listingsForStaff(db: Database, filter: ListingFilter, now: number, limit: number) {
  const words = filter.query.replace(/[\\%_]/g, (c) => `\\${c}`);
  return db
    .select({
      id: services.id,
      name: services.name,
      category: services.category,
      location: services.location,
      liveUntil: services.liveUntil,
      hiddenAt: services.hiddenAt,
      seller: users.userName,
      openReports: sql<number>`(SELECT count(*) FROM ${listingReports} r
        WHERE r.service_id = ${sql.raw('"services"."id"')} AND r.resolved_at IS NULL)`,
    })
    .from(services)
    .leftJoin(users, eq(users.id, services.sellerId))
    .where(
      and(
        words ? sql`${services.name} LIKE ${`%${words}%`} ESCAPE '\\'` : undefined,
        filter.state ? STATE[filter.state](now) : undefined,
        filter.category ? eq(services.category, filter.category) : undefined,
        filter.beforeId ? lt(services.id, filter.beforeId) : undefined,
      ),
    )
    .orderBy(desc(services.id))
    .limit(limit);
}
