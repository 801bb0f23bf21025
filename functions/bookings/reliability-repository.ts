/**
 * Reliability, counted from bookings (decision 015): how often a provider kept the bookings they
 * confirmed, and how often a client did not come. Real counts, never shown before they mean much.
 */
import { and, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '#functions/db/client';
import { bookings } from '#functions/db/schema/bookings';
import type { ClientRecord, ProviderReliability } from '#shared/reliability';

/** Of the bookings a provider confirmed, how many they cancelled afterwards themselves. */
export async function providerReliability(db: Database, sellerId: string): Promise<ProviderReliability> {
  const [row] = await db.all<{ confirmed: number; cancelled: number }>(sql`
    SELECT count(*) AS confirmed,
      coalesce(sum(EXISTS (SELECT 1 FROM booking_events c
        WHERE c.booking_id = b.id AND c.status = 'cancelled' AND c.actor_role = 'seller' AND c.id > e.id)), 0) AS cancelled
    FROM bookings b
    JOIN booking_events e ON e.id = (SELECT min(id) FROM booking_events
      WHERE booking_id = b.id AND status = 'confirmed')
    WHERE b.seller_id = ${sellerId}`);
  const confirmed = Number(row?.confirmed ?? 0);
  const cancelled = Number(row?.cancelled ?? 0);
  return { confirmed, kept: confirmed - cancelled };
}

/**
 * Each client's record among the bookings a seller is looking at: visits that took place or were
 * missed, by account (or e-mail address, for guests), across every provider.
 */
export async function clientRecords(
  db: Database,
  clients: Array<{ buyerId: string | null; email: string }>,
): Promise<Map<string, ClientRecord>> {
  const records = new Map<string, ClientRecord>();
  const ids = [...new Set(clients.flatMap((client) => (client.buyerId ? [client.buyerId] : [])))];
  const emails = [...new Set(clients.flatMap((client) => (client.buyerId ? [] : [client.email.toLowerCase()])))];
  if (ids.length === 0 && emails.length === 0) return records;
  const rows = await db
    .select({
      buyerId: bookings.buyerId,
      email: sql<string>`lower(${bookings.email})`,
      visits: sql<number>`count(*)`,
      noShows: sql<number>`sum(${bookings.status} = 'no_show')`,
    })
    .from(bookings)
    .where(
      and(
        inArray(bookings.status, ['completed', 'no_show']),
        or(
          ids.length ? inArray(bookings.buyerId, ids) : undefined,
          emails.length
            ? and(sql`${bookings.buyerId} IS NULL`, inArray(sql`lower(${bookings.email})`, emails))
            : undefined,
        ),
      ),
    )
    .groupBy(sql`coalesce(${bookings.buyerId}, lower(${bookings.email}))`);
  for (const row of rows) {
    const key = row.buyerId ?? row.email;
    records.set(key, { visits: Number(row.visits), noShows: Number(row.noShows) });
  }
  return records;
}

/** The key clientRecords files a booking's client under. */
export const clientKey = (booking: { buyerId: string | null; email: string }) =>
  booking.buyerId ?? booking.email.toLowerCase();
