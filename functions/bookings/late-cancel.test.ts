import { afterAll, describe, expect, it } from 'vitest';
import { translator } from '#shared/i18n/translate';
import type { BookingView } from '#shared/bookings';
import { bookingHelpers } from '../../tests/support/bookings';
import { createTestApp } from '../../tests/support/test-platform';
import { alternativesFor, cancelledLate } from './alternatives';
import { noteOf } from './notifications';

/** A provider who cancels late (decision 051): an apology, and three others free near the time. */
const testApp = createTestApp({ RATE_LIMIT_SCALE: '50' });
const { platform } = testApp;
const { sellerWithListing, dayAhead } = bookingHelpers(testApp);
afterAll(() => platform.close());

const HOUR = 3_600_000;
const history = (startsAt: number, cancelledAt: number, confirmed = true) =>
  ({
    startsAt,
    deposit: null,
    history: [
      {
        status: 'requested',
        by: 'client',
        at: new Date(startsAt - 72 * HOUR).toISOString(),
        moved: false,
        reason: null,
      },
      ...(confirmed
        ? [
            {
              status: 'confirmed',
              by: 'provider',
              at: new Date(startsAt - 48 * HOUR).toISOString(),
              moved: false,
              reason: null,
            },
          ]
        : []),
      { status: 'cancelled', by: 'provider', at: new Date(cancelledAt).toISOString(), moved: false, reason: 'Sick' },
    ],
  }) as unknown as BookingView;

describe('a late cancellation by the provider', () => {
  it('is one of a confirmed booking less than a day before its start', () => {
    const startsAt = Date.now() + 100 * HOUR;
    expect(cancelledLate(history(startsAt, startsAt - 5 * HOUR))).toBe(true);
    expect(cancelledLate(history(startsAt, startsAt - 30 * HOUR))).toBe(false);
    expect(cancelledLate(history(startsAt, startsAt - 5 * HOUR, false))).toBe(false);
  });

  it('offers other providers of the same kind free near the time, never the same one, with an apology', async () => {
    const cancelling = await sellerWithListing();
    const others = [await sellerWithListing(), await sellerWithListing()];
    const date = dayAhead(3);
    const row = (await platform.db.query.services.findFirst({ where: (s, { eq }) => eq(s.id, cancelling.serviceId) }))!;
    const booking = {
      serviceId: row.id,
      sellerId: cancelling.id,
      date,
      time: '10:00 AM',
      startsAt: Date.parse(`${date}T10:00:00+03:00`),
    };
    const found = await alternativesFor(platform.db, booking, 'https://mabinti.example', Date.now());
    expect(found.length).toBeGreaterThanOrEqual(2);
    expect(found.length).toBeLessThanOrEqual(3);
    expect(found.some((one) => one.url.endsWith(`/service/${row.id}`))).toBe(false);
    expect(found.map((one) => one.url)).toEqual(
      expect.arrayContaining(others.map((other) => `https://mabinti.example/service/${other.serviceId}`)),
    );
    const note = noteOf(history(booking.startsAt, booking.startsAt - 5 * HOUR), found);
    const english = note(translator('en'));
    expect(english).toContain('We are sorry');
    expect(english).toContain('Free at a similar time nearby:');
    expect(english).toContain(`https://mabinti.example/service/${others[0]!.serviceId}`);
    expect(note(translator('sw'))).toContain('Samahani');
  });
});
