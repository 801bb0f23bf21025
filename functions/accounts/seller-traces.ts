/**
 * Where a seller was seen (decision 013): on signing in and on acting on a booking, a trace of the
 * day, their id and the address (an IPv6 caller's /64) is kept, hashed. A review from an address
 * its provider used that day or the day before is refused: the seller who books their own
 * listing under another name cannot review it from the phone they run their business on. The
 * retention job removes traces after two days.
 */
import type { Database } from '#functions/db/client';
import { addDays, nairobiDateKey } from '#shared/booking-time';
import { anyTrace, insertTrace } from './traces-repository';
import { hashToken } from '#functions/platform/tokens';

const traceKey = (sellerId: string, address: string, day: string) => hashToken(`seller:${sellerId}|${address}|${day}`);

/** This machine's own address names nobody (the demo, where every person is on it, and checks run on it). */
const isLoopback = (address: string) => address.startsWith('127.') || address === '::1' || address === '0:0:0:0::/64';

export async function noteSellerAt(db: Database, sellerId: string, address: string, now: number) {
  if (!isLoopback(address)) await insertTrace(db, traceKey(sellerId, address, nairobiDateKey(now)), now);
}

/** Whether the seller was seen at `address` today or yesterday (Nairobi days). */
export async function sellerWasAt(db: Database, sellerId: string, address: string, now: number) {
  if (isLoopback(address)) return false;
  const today = nairobiDateKey(now);
  return anyTrace(
    db,
    [today, addDays(today, -1)].map((day) => traceKey(sellerId, address, day)),
  );
}
