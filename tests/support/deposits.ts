import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { bookings } from '#functions/db/schema/bookings';
import { services } from '#functions/db/schema/catalogue';
import type { paymentsTestApp } from './payments';
import type { bookingHelpers } from './bookings';

const HOUR = 3_600_000;

/** A listing asking a deposit of Ksh 500, a buyer booking it, and the buyer paying it. */
export function depositHelpers(t: Awaited<ReturnType<typeof paymentsTestApp>>, b: ReturnType<typeof bookingHelpers>) {
  /** A seller whose listing asks a deposit of Ksh 500, and a signed-in buyer. */
  async function depositListing() {
    const seller = await b.sellerWithListing();
    await t.platform.db
      .update(services)
      .set({ depositType: 'fixed', depositValue: 500 })
      .where(eq(services.id, seller.serviceId));
    const buyer = await b.signUp('buyer');
    return { seller, buyer };
  }

  async function bookWithDeposit(serviceId: number, buyer: { auth: Record<string, string> }, time = '9:00 AM') {
    const response = await b.book(b.appointment({ serviceId, time }), buyer.auth);
    expect(response.status).toBe(201);
    return response.json();
  }

  const payDeposit = (id: number, auth: Record<string, string>, phone = '0712345678') =>
    t.request('POST', `/api/bookings/${id}/deposit`, { phone }, auth);

  /**
   * A requested booking `hoursAhead` from now with its deposit paid from `phone`; `settle` waits
   * for the payment's outcome (by default the emulator's own callback).
   */
  async function paidBooking(
    hoursAhead = 72,
    { phone = '0712345678', settle = (paymentId: number) => t.calledBack(paymentId) } = {},
  ) {
    const { seller, buyer } = await depositListing();
    const booking = await bookWithDeposit(seller.serviceId, buyer);
    const { payment } = await (await payDeposit(booking.id, buyer.auth, phone)).json();
    await settle(payment.id);
    const startsAt = Date.now() + hoursAhead * HOUR;
    await t.platform.db
      .update(bookings)
      .set({ startsAt, endsAt: startsAt + HOUR / 2, blocksUntil: startsAt + HOUR / 2 })
      .where(eq(bookings.id, booking.id));
    return { seller, buyer, id: booking.id as number, paymentId: payment.id as number };
  }

  return { depositListing, bookWithDeposit, payDeposit, paidBooking };
}
