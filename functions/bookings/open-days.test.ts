import { afterAll, describe, expect, it } from 'vitest';
import { bookingHelpers } from '../../tests/support/bookings';
import { createTestApp } from '../../tests/support/test-platform';

const testApp = createTestApp();
const { platform, get, request } = testApp;
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

  it('is worked out once for a one-person listing whatever member a caller names', async () => {
    const { serviceId, auth } = await sellerWithListing();
    const caller = testApp.newClient();
    const days = (query = '') => testApp.app.request(`/api/services/${serviceId}/days${query}`, {}, caller);
    const first = (await (await days()).json()) as { open: string[] };
    const day = first.open[1]!;
    // The day closes now: a fresh answer would leave it out; the kept one (15 s) still has it.
    expect((await request('POST', '/api/me/availability/blocked-dates', { date: day }, auth)).status).toBe(200);
    for (const member of ['5000', '5001', '5002', 'any', 'x']) {
      const answer = await days(`?member=${member}`);
      if (answer.status === 400) continue;
      expect(((await answer.json()) as { open: string[] }).open, member).toContain(day);
    }
  });
});
