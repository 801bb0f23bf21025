import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentsTestApp } from '../../tests/support/payments';
import { bookingHelpers } from '../../tests/support/bookings';
import { depositHelpers } from '../../tests/support/deposits';
import { payments } from '#functions/db/schema/payments';
import { dashboard, paymentList } from './overview-repository';
import { paymentsPage } from './pages';

/**
 * The admin's payments and the dashboard's money: a deposit names the booking it holds, the seller it is paid to and the
 * client who paid it, each in its own column; a package names its seller only. The dashboard's
 * weeks are calendar weeks in Nairobi, Monday to Sunday.
 */
let t: Awaited<ReturnType<typeof paymentsTestApp>>;
let helpers: ReturnType<typeof depositHelpers>;
beforeAll(async () => {
  t = await paymentsTestApp();
  helpers = depositHelpers(t, bookingHelpers(t));
});
afterAll(() => t.close());

describe("the admin's payments", () => {
  it('put the seller and the client who paid a deposit in their own columns, with its booking', async () => {
    const { id, paymentId } = await helpers.paidBooking();
    const rows = await paymentList(t.platform.db, {});
    expect(rows.find((row) => row.id === paymentId)).toMatchObject({
      purpose: 'deposit',
      bookingId: id,
      seller: 'Wanjiru Kamau',
      paidBy: 'Akinyi Odhiambo',
    });
  });

  it('come fifty to a page, newest first, each page older than the last, none twice', async () => {
    await t.platform.db.insert(payments).values(
      Array.from({ length: 120 }, (_, n) => ({
        checkoutRequestId: `ws_CO_page_${n}`,
        merchantRequestId: `page-${n}`,
        callbackSecretHash: `hash-page-${n}`,
        purpose: 'package' as const,
        packageId: 'basic',
        amount: 1500,
        phone: '+254722000000',
        status: 'failed' as const,
      })),
    );
    const seen: number[] = [];
    let before: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof paymentsPage>> = await paymentsPage(
        t.platform.db,
        'failed',
        '',
        '',
        before,
      );
      expect(page.rows.length).toBeLessThanOrEqual(50);
      seen.push(...page.rows.map((row) => row.id));
      before = page.next === null ? null : String(page.next);
    } while (before);
    expect(seen.length).toBe(120);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    expect(new Set(seen).size).toBe(120);
  });

  it('count package money in calendar weeks, Monday to Sunday in Nairobi, newest first', async () => {
    // Wednesday 9 January 2030, noon in Nairobi; that week's Monday is the 7th.
    const now = Date.parse('2030-01-09T12:00:00+03:00');
    const paid = (at: string, amount: number, n: number) => ({
      checkoutRequestId: `ws_CO_week_${n}`,
      merchantRequestId: `week-${n}`,
      callbackSecretHash: `hash-${n}`,
      purpose: 'package' as const,
      packageId: 'basic',
      amount,
      phone: '+254712345678',
      status: 'paid' as const,
      settledAt: new Date(Date.parse(at)),
    });
    await t.platform.db.insert(payments).values([
      paid('2030-01-07T00:30:00+03:00', 1000, 1), // Monday, just after midnight: this week
      paid('2030-01-06T23:30:00+03:00', 2000, 2), // the Sunday before: last week
      paid('2029-12-31T09:00:00+03:00', 4000, 3), // last week's Monday
    ]);
    const { revenueByWeek } = await dashboard(t.platform.db, now);
    expect(revenueByWeek.slice(0, 2)).toEqual([
      { monday: '2030-01-07', sunday: '2030-01-13', amount: 1000, count: 1 },
      { monday: '2029-12-31', sunday: '2030-01-06', amount: 6000, count: 2 },
    ]);
    expect(revenueByWeek).toHaveLength(8);
  });
});
