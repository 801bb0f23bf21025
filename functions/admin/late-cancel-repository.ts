/**
 * Late cancellations by providers (decision 051): how many confirmed bookings a provider called
 * off less than a day before their start, lately; and whether Mabinti already asked the
 * moderators to look at them.
 */
import { sql } from 'drizzle-orm';
import type { Queries } from '#functions/db/client';

/** The provider's confirmed bookings they cancelled less than `hours` before the start, since `since`. */
export async function lateCancellations(db: Queries, sellerId: string, since: number, hours: number) {
  const [row] = await db.all<{ n: number }>(sql`
    SELECT count(DISTINCT b.id) AS n FROM bookings b
    JOIN booking_events c ON c.booking_id = b.id AND c.status = 'cancelled' AND c.actor_role = 'seller'
    WHERE b.seller_id = ${sellerId} AND c.at >= ${since} AND b.starts_at - c.at < ${hours * 3_600_000}
      AND EXISTS (SELECT 1 FROM booking_events e WHERE e.booking_id = b.id AND e.status = 'confirmed' AND e.id < c.id)`);
  return Number(row?.n ?? 0);
}

/** Whether an open report Mabinti made about the provider's late cancellations is already in the queue. */
export async function lateCancelReported(db: Queries, sellerId: string, note: string) {
  const [row] = await db.all<{ n: number }>(sql`
    SELECT count(*) AS n FROM listing_reports r JOIN services s ON s.id = r.service_id
    WHERE s.seller_id = ${sellerId} AND r.resolved_at IS NULL AND r.reporter_id IS NULL AND r.note = ${note}`);
  return Number(row?.n ?? 0) > 0;
}
