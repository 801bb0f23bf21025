import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentsTestApp } from '../../tests/support/payments';
import { bookingHelpers } from '../../tests/support/bookings';
import { depositHelpers } from '../../tests/support/deposits';
import { paymentList } from './overview-repository';

/**
 * The admin's payments: a deposit names the booking it holds, the seller it is paid to and the
 * client who paid it, each in its own column; a package names its seller only.
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
});
