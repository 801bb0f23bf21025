import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { listingReports } from '#functions/db/schema/admin';
import { changeBooking, findBooking, insertBooking } from '#functions/bookings/repository';
import { viewOf } from '#functions/bookings/view-of';
import { bookingHelpers } from '../../tests/support/bookings';
import { createTestApp } from '../../tests/support/test-platform';
import { LATE_CANCEL_NOTE, lateCancelWatch } from './late-cancel-watch';

/** Providers who cancel late again and again reach the moderators' queue (decision 051), once. */
const testApp = createTestApp({ RATE_LIMIT_SCALE: '50' });
const { platform } = testApp;
const { sellerWithListing, signUp } = bookingHelpers(testApp);
afterAll(() => platform.close());

const HOUR = 3_600_000;

describe('late cancellations', () => {
  it('put the provider’s listing in the queue at the third within 30 days, and only once', async () => {
    const seller = await sellerWithListing();
    const client = await signUp('buyer');
    const now = Date.now();
    const reports = () =>
      platform.db.select().from(listingReports).where(eq(listingReports.serviceId, seller.serviceId));
    for (let i = 0; i < 4; i++) {
      const startsAt = now + (10 + i) * HOUR;
      const made = await insertBooking(
        platform.db,
        {
          serviceId: seller.serviceId,
          serviceName: 'Knotless Braids in Kasarani',
          sellerId: seller.id,
          buyerId: client.id,
          date: '2026-12-01',
          time: '10:00 AM',
          startsAt,
          status: 'requested',
          name: 'Akinyi',
          email: 'akinyi@example.com',
          phoneNumber: '+254712345678',
          durationMinutes: 30,
          bufferMinutes: 0,
        },
        { role: 'buyer', id: client.id },
        now - 3 * HOUR,
      );
      const confirmed = (await changeBooking(
        platform.db,
        made,
        { status: 'confirmed' },
        { role: 'seller', id: seller.id },
        now - 2 * HOUR,
      ))!;
      await changeBooking(platform.db, confirmed, { status: 'cancelled' }, { role: 'seller', id: seller.id }, now);
      const booking = (await findBooking(platform.db, made.id))!;
      const { full, view } = await viewOf(platform.db, booking, 'seller', now);
      await platform.db.transaction((tx) =>
        lateCancelWatch({ platform, db: tx, booking: full, view, notice: 'providerCancelled', sequence: 2, now }),
      );
      expect(await reports()).toHaveLength(i < 2 ? 0 : 1);
    }
    expect((await reports())[0]).toMatchObject({ reason: 'other', note: LATE_CANCEL_NOTE, reporterId: null });
  });
});
