import { afterAll, describe, expect, it } from 'vitest';
import { findUserById } from '#functions/accounts/repository';
import { bookingHelpers } from '../../tests/support/bookings';
import { createTestApp } from '../../tests/support/test-platform';
import { ticketOf } from './ticket';

/** A client's ticket: the day's facts for their own booking, and nothing for anyone else. */
const testApp = createTestApp({ RATE_LIMIT_SCALE: '20' });
const b = bookingHelpers(testApp);
afterAll(() => testApp.platform.close());

describe('a booking’s ticket', () => {
  it('gives its client the service, time, provider, address and phone; anyone else nothing', async () => {
    const seller = await b.sellerWithListing();
    const buyer = await b.signUp('buyer');
    const booked = await b.book(b.appointment({ serviceId: String(seller.serviceId), email: buyer.email }), buyer.auth);
    const { id } = (await booked.json()) as { id: number };
    const client = (await findUserById(testApp.platform.db, buyer.id))!;
    expect(await ticketOf(testApp.platform, client, String(id))).toMatchObject({
      id,
      service: 'Knotless Braids in Kasarani',
      provider: 'Wanjiru Kamau',
      place: 'Kasarani, Nairobi',
      phone: '+254711000111',
      deposit: null,
    });
    const other = (await findUserById(testApp.platform.db, (await b.signUp('buyer')).id))!;
    expect(await ticketOf(testApp.platform, other, String(id))).toBeNull();
    const owner = (await findUserById(testApp.platform.db, seller.id))!;
    expect(await ticketOf(testApp.platform, owner, String(id))).toBeNull();
    expect(await ticketOf(testApp.platform, client, 'not-a-number')).toBeNull();
  });
});
