import { and, eq, gt } from 'drizzle-orm';
import type { Transaction } from '#functions/db/client';
import { bookingEvents, bookings } from '#functions/db/schema/bookings';
import { visitFollows } from '#functions/bookings/public';

/**
 * The request a deposit paid while its hold lasted: sent on to the provider, with its history
 * entry. Undefined when the hold had ended or the booking moved on (the caller refunds).
 */
export async function requestPaidBooking(tx: Transaction, bookingId: number, now: number) {
  const [requested] = await tx
    .update(bookings)
    .set({ status: 'requested', holdExpiresAt: null })
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'awaiting_deposit'), gt(bookings.holdExpiresAt, now)))
    .returning();
  if (!requested) return undefined;
  await tx.insert(bookingEvents).values({
    bookingId: requested.id,
    status: 'requested',
    actorRole: 'buyer',
    actorId: requested.buyerId,
    at: new Date(now),
  });
  // A visit's one deposit sends every part of it on.
  const actor = { role: 'buyer', id: requested.buyerId } as const;
  for (const statement of visitFollows(tx, requested, 'awaiting_deposit', 'requested', actor, now)) await statement;
  return requested;
}

/** A booking still waiting for its deposit, given up: its time goes back to others. */
export async function releaseUnpaid(tx: Transaction, bookingId: number, now = Date.now()): Promise<void> {
  const [released] = await tx
    .update(bookings)
    .set({ status: 'expired', holdExpiresAt: null })
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'awaiting_deposit')))
    .returning();
  if (!released) return;
  const actor = { role: 'buyer', id: released.buyerId } as const;
  for (const statement of visitFollows(tx, released, 'awaiting_deposit', 'expired', actor, now)) await statement;
}
