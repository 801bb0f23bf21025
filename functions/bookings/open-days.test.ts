import { afterAll, describe, expect, it } from 'vitest';
import { bookingHelpers } from '../../tests/support/bookings';
import { createTestApp } from '../../tests/support/test-platform';

const testApp = createTestApp();
const { platform, get } = testApp;
const { sellerWithListing } = bookingHelpers(testApp);
afterAll(() => platform.close());

describe('a listing’s open days, asked for again and again', () => {
  it('answers one address 120 times a minute, then asks it to wait', async () => {
    const { serviceId } = await sellerWithListing();
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++) statuses.push((await get(`/api/services/${serviceId}/days`)).status);
    expect(statuses.slice(0, 120).every((status) => status === 200)).toBe(true);
    expect(statuses[120]).toBe(429);
  });
});
