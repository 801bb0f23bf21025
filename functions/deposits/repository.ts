import { desc, inArray } from 'drizzle-orm';
import type { Database } from '#functions/db/client';
import { payments } from '#functions/db/schema/payments';
import type { PaymentRow } from '#functions/payments/repository';

/** The latest deposit payment of each of these bookings. */
export async function depositPaymentsOf(db: Database, bookingIds: number[]): Promise<Map<number, PaymentRow>> {
  const byBooking = new Map<number, PaymentRow>();
  if (bookingIds.length === 0) return byBooking;
  const rows = await db
    .select()
    .from(payments)
    .where(inArray(payments.bookingId, bookingIds))
    .orderBy(desc(payments.id));
  for (const row of rows) if (!byBooking.has(row.bookingId!)) byBooking.set(row.bookingId!, row);
  return byBooking;
}
