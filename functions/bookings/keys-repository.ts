import { and, eq } from 'drizzle-orm';
import type { Queries } from '#functions/db/client';
import { bookingKeys } from '#functions/db/schema/bookings';

export type KeyScope = 'manage' | 'view';

export async function insertBookingKey(
  db: Queries,
  key: { keyHash: string; bookingId: number; createdAt: number; scope: KeyScope },
): Promise<void> {
  await db.insert(bookingKeys).values(key);
}

/** What a key (by its hash) allows on the booking: null when it is not one of the booking's keys. */
export async function keyScope(db: Queries, bookingId: number, keyHash: string): Promise<KeyScope | null> {
  const [found] = await db
    .select({ scope: bookingKeys.scope })
    .from(bookingKeys)
    .where(and(eq(bookingKeys.keyHash, keyHash), eq(bookingKeys.bookingId, bookingId)));
  return found?.scope ?? null;
}
