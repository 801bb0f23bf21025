import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookings } from '#functions/db/schema/bookings';
import { payments } from '#functions/db/schema/payments';
import { checkLedger } from '#functions/ledger/check';
import { balanceOf, sellerAccount } from '#functions/ledger/ledger';
import { insightsOf } from '#functions/insights/service';
import { payouts } from '#functions/db/schema/payouts';
import { openPayouts, sweepPayouts } from '#functions/payouts/service';
import { paymentsTestApp } from '../../tests/support/payments';
import { bookingHelpers } from '../../tests/support/bookings';

/** Tips after a visit (decision 050): paid over M-Pesa (the Daraja emulator), owed to the provider, on their statement. */
let t: Awaited<ReturnType<typeof paymentsTestApp>>;
let b: ReturnType<typeof bookingHelpers>;
beforeAll(async () => {
  t = await paymentsTestApp({}, { RATE_LIMIT_SCALE: '50' });
  b = bookingHelpers(t);
});
afterAll(() => t.close());

/** A visit of a new client that took place yesterday; its id, the client and the seller. */
async function pastVisit(status: 'completed' | 'confirmed' = 'completed') {
  const seller = await b.sellerWithListing();
  const client = await b.signUp('buyer');
  const made = await b.book({ ...b.appointment(), serviceId: String(seller.serviceId) }, client.auth);
  const { id } = (await made.json()) as { id: number };
  const startsAt = Date.now() - 86_400_000;
  await t.platform.db
    .update(bookings)
    .set({ status, startsAt, endsAt: startsAt + 1_800_000, blocksUntil: startsAt + 1_800_000 })
    .where(eq(bookings.id, id));
  return { id, client, seller };
}
const tip = (id: number, auth: Record<string, string>, amount = 200) =>
  t.request('POST', `/api/bookings/${id}/tip`, { amount, phone: '0712 345 678' }, auth);

describe('a tip', () => {
  it('is paid by M-Pesa after a visit, owed to the provider, and shown on the card, the statement and insights', async () => {
    const { id, client, seller } = await pastVisit();
    const asked = await tip(id, client.auth);
    expect(asked.status).toBe(201);
    const payment = (await asked.json()) as { id: number; status: string };
    expect(payment.status).toBe('pending');
    await t.calledBack(payment.id);
    expect((await t.paymentRow(payment.id))!.status).toBe('paid');
    expect(await balanceOf(t.platform.db, sellerAccount(seller.id))).toBe(-200);
    expect(await checkLedger(t.platform.db)).toMatchObject({ unbalanced: [], missing: [] });
    const mine = (await (await t.get('/api/me/bookings?when=past', client.auth)).json()) as Array<{
      id: number;
      tip: { amount: number; paid: boolean } | null;
    }>;
    expect(mine.find((one) => one.id === id)?.tip).toMatchObject({ amount: 200, paid: true });
    const statement = (await (await t.get('/api/me/money', seller.auth)).json()) as {
      statement: { lines: Array<{ kind: string; amount: number; bookingId: number }> };
    };
    expect(statement.statement.lines).toContainEqual(
      expect.objectContaining({ kind: 'tip', amount: 200, bookingId: id }),
    );
    const user = (await t.platform.db.query.users.findFirst({ where: (u, { eq: is }) => is(u.id, seller.id) }))!;
    expect((await insightsOf(t.platform, user as never)).tips).toEqual({ count: 1, amount: 200 });
    // It goes out with the provider's next payout.
    await openPayouts(t.platform, Date.now(), true);
    await sweepPayouts(t.platform, Date.now());
    await t.emulator.b2c.idle();
    const [payout] = await t.platform.db
      .select()
      .from(payouts)
      .where(eq(payouts.account, sellerAccount(seller.id)));
    expect(payout).toMatchObject({ kind: 'payout', status: 'sent', amount: 200 });
    expect(await balanceOf(t.platform.db, sellerAccount(seller.id))).toBe(0);
    // Once is enough: a second tip is refused.
    const again = await tip(id, client.auth);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { code: string }).code).toBe('tip.already');
  });

  it('is refused before the visit is done, for someone else’s visit, and out of bounds', async () => {
    const { id, client } = await pastVisit('confirmed');
    expect(((await (await tip(id, client.auth)).json()) as { code: string }).code).toBe('tip.notVisited');
    const done = await pastVisit();
    expect((await tip(done.id, client.auth)).status).toBe(404);
    expect((await tip(done.id, done.client.auth, 10)).status).toBe(400);
    expect((await tip(done.id, done.client.auth, 50_000)).status).toBe(400);
    expect(await t.platform.db.$count(payments, eq(payments.purpose, 'tip'))).toBe(1);
  });
});
