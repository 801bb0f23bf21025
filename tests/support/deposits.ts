import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { services } from '#functions/db/schema/catalogue';
import type { paymentsTestApp } from './payments';
import type { bookingHelpers } from './bookings';

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

  return { depositListing, bookWithDeposit, payDeposit };
}
