/**
 * Money owed, for the payouts benchmark: `refunds` declined bookings whose paid deposit is owed
 * back to the client, and `sellers` sellers each with one completed booking whose deposit they
 * keep. Rows are written as the booking and payment flows leave them, and the ledger is posted by
 * its own rules (postMoney), so the payouts start from what the product itself would hold.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '#functions/db/client';
import { users } from '#functions/db/schema/accounts';
import { bookings } from '#functions/db/schema/bookings';
import { payments } from '#functions/db/schema/payments';
import { postMoney } from '#functions/ledger/ledger';

const DEPOSIT = 500;
/** Kenyan mobiles M-Pesa pays (none ends in the emulator's failure endings). */
const phone = (i: number) => `+2547${String(10_000_000 + i * 7).slice(-8)}`;

export async function seedOwedMoney(db: Database, { refunds, sellers }: { refunds: number; sellers: number }) {
  const now = Date.now();
  const run = `${now.toString(36)}`;
  await db.transaction(async (tx) => {
    for (let i = 0; i < refunds + sellers; i++) {
      const refund = i < refunds;
      const sellerId = `owed-${run}-${i}`;
      await tx.insert(users).values({
        id: sellerId,
        userName: `Owed Seller ${i}`,
        email: `owed.${run}.${i}@example.com`,
        phoneNumber: phone(i),
        accountType: 'seller',
      });
      const startsAt = now - 2 * 86_400_000;
      const [booking] = await tx
        .insert(bookings)
        .values({
          serviceName: 'Benchmark visit',
          sellerId,
          date: '2026-11-20',
          time: '9:00 AM',
          startsAt,
          endsAt: startsAt + 3_600_000,
          blocksUntil: startsAt + 3_600_000,
          status: refund ? 'declined' : 'completed',
          name: `Client ${i}`,
          email: `client.${run}.${i}@example.com`,
          phoneNumber: phone(100_000 + i),
          depositAmount: DEPOSIT,
          createdAt: new Date(startsAt - 86_400_000),
        })
        .returning({ id: bookings.id });
      await tx.insert(payments).values({
        checkoutRequestId: `ws_CO_owed_${run}_${i}`,
        merchantRequestId: `owed-${run}-${i}`,
        callbackSecretHash: '',
        purpose: 'deposit',
        packageId: '',
        bookingId: booking!.id,
        amount: DEPOSIT,
        phone: phone(100_000 + i),
        status: 'paid',
        receipt: `OWED${run.toUpperCase()}${i}`.slice(0, 20),
        settledAt: new Date(startsAt - 86_400_000),
        refund: refund ? 'due' : null,
        refundReason: refund ? 'Declined by the provider' : null,
      });
    }
    await postMoney(tx, sql`p.checkout_request_id LIKE ${`ws_CO_owed_${run}_%`}`, now);
  });
  return { owed: (refunds + sellers) * DEPOSIT };
}
