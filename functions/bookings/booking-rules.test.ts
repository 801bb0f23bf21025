import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingHelpers } from '../../tests/support/bookings';
import { createTestApp } from '../../tests/support/test-platform';
import { services } from '#functions/db/schema/catalogue';
import { DEPOSIT_REFUND_CUTOFF_HOURS } from '#shared/deposits';
import { GRID_STARTS, addDays, nairobiDateKey, slotLabel } from '#shared/booking-time';
import { nairobiInstant } from '#functions/scheduling/clock';

const testApp = createTestApp({ RATE_LIMIT_SCALE: '20' });
const { platform, get } = testApp;
const { signUp, sellerWithListing, appointment, book, slotsOf } = bookingHelpers(testApp);
afterAll(() => platform.close());

const cutoff = DEPOSIT_REFUND_CUTOFF_HOURS * 3_600_000;
let withDeposit: Awaited<ReturnType<typeof sellerWithListing>>;
let buyer: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  withDeposit = await sellerWithListing();
  await platform.db
    .update(services)
    .set({ depositType: 'fixed', depositValue: 500 })
    .where(eq(services.id, withDeposit.serviceId));
  buyer = await signUp('buyer');
});

describe('a deposit slot never starts sooner than its refund could be honoured', () => {
  const today = nairobiDateKey(Date.now());
  const soon = [today, addDays(today, 1)];

  it('offers no start within the cut-off, on the slots route, the open days and the search by free time', async () => {
    for (const date of soon) {
      for (const slot of await slotsOf(withDeposit.serviceId, date)) {
        expect(Date.parse(slot.start) - Date.now()).toBeGreaterThanOrEqual(cutoff - 60_000);
      }
      const found = (await (
        await get(`/api/services/free?date=${date}&limit=60&town=Nairobi&category=hair`)
      ).json()) as {
        items: Array<{ _id: string; freeAt: string[] }>;
      };
      const mine = found.items.find((item) => item._id === String(withDeposit.serviceId));
      const starts = (await slotsOf(withDeposit.serviceId, date)).map((slot) => slot.start.slice(11, 16));
      expect(mine?.freeAt ?? []).toEqual(starts);
    }
    expect(await slotsOf(withDeposit.serviceId, today)).toEqual([]);
    expect((await slotsOf(withDeposit.serviceId, addDays(today, 2))).length).toBeGreaterThan(0);
  });

  it('refuses a booking inside the cut-off with 409, as the server checks what the dialog offers', async () => {
    // The first grid time at least two hours ahead: always inside the day's cut-off.
    const inside = soon
      .flatMap((date) => GRID_STARTS.map((minutes) => ({ date, minutes, at: nairobiInstant(date, minutes) })))
      .find(({ at }) => at - Date.now() > 2 * 3_600_000)!;
    expect(inside.at - Date.now()).toBeLessThan(cutoff);
    const response = await book(
      {
        ...appointment({ date: inside.date, time: slotLabel(inside.minutes) }),
        serviceId: String(withDeposit.serviceId),
      },
      buyer.auth,
    );
    expect(response.status).toBe(409);
  });
});
