import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRandom, type Random } from '../../scripts/lib/random';
import { bookingHelpers } from '../../tests/support/bookings';
import { createTestApp } from '../../tests/support/test-platform';
import { and, eq, inArray } from 'drizzle-orm';
import { bookings } from '#functions/db/schema/bookings';
import { serviceOptions, services } from '#functions/db/schema/catalogue';
import { DEFAULT_BOOKING_SETTINGS } from '#shared/booking-settings';
import { HOLDING_STATUSES } from '#shared/booking-status';
import { countHolding } from '#functions/scheduling/holds-repository';
import { saveSettings } from '#functions/scheduling/hours-repository';
import { nairobiInstant } from '#functions/scheduling/clock';

// One client address for all fifty racers (the socket's), so the booking limit must allow them.
const testApp = createTestApp({ RATE_LIMIT_SCALE: '10' });
const { platform, request, newClient, app } = testApp;
const { sellerWithListing, appointment, dayAhead, signUp } = bookingHelpers(testApp);

/** Another listing of the seller's (the booking helpers make one each). */
async function listingFor(sellerId: string) {
  const [row] = await platform.db
    .insert(services)
    .values({
      sellerId,
      name: 'Box Braids in Roysambu',
      description: 'Box braids of every length.',
      minPrice: 2000,
      maxPrice: 5000,
      location: 'Roysambu, Nairobi',
      town: 'Nairobi',
      phoneNumber: '+254711000111',
      category: 'hair',
      subcategory: 'braiding',
    })
    .returning({ id: services.id });
  return row!.id;
}

let server: ServerType;
let origin: string;
let serviceId: number;
let buyerAuth: Record<string, string>;
beforeAll(async () => {
  serviceId = (await sellerWithListing()).serviceId;
  buyerAuth = (await signUp('buyer')).auth;
  server = serve({
    fetch: (req, env: { incoming: { socket: { remoteAddress?: string } } }) =>
      app.fetch(req, { clientAddress: env.incoming.socket.remoteAddress }),
    port: 0,
    hostname: '127.0.0.1',
  });
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  platform.close();
});

describe('fifty buyers racing for one slot through the HTTP server', () => {
  it('gives exactly one booking and 49 answers of 409', async () => {
    const date = dayAhead(5);
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        fetch(`${origin}/api/appointments`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: origin },
          body: JSON.stringify(appointment({ serviceId, date, time: '3:00 PM', email: `racer${i}@example.com` })),
        }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    expect(await countHolding(platform.db, serviceId, nairobiInstant(date, 15 * 60))).toBe(1);
  });
});

describe('fifty requests for overlapping times on different listings of one seller', () => {
  /** A seller with five listings of two-hour services, taking `capacity` clients at once. */
  async function busySeller(capacity: number) {
    const seller = await sellerWithListing();
    const more = await Promise.all([1, 2, 3, 4].map(() => listingFor(seller.id)));
    const listings = [seller.serviceId, ...more];
    await platform.db
      .update(serviceOptions)
      .set({ durationMinutes: 120 })
      .where(inArray(serviceOptions.serviceId, listings));
    await saveSettings(platform.db, seller.id, { ...DEFAULT_BOOKING_SETTINGS, capacity });
    return { sellerId: seller.id, listings };
  }
  const race = (listings: number[], date: string) =>
    Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        fetch(`${origin}/api/appointments`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: origin },
          // 9:00 to 10:30: every two of these two-hour services overlap.
          body: JSON.stringify(
            appointment({
              serviceId: listings[i % listings.length],
              date,
              time: ['9:00 AM', '9:30 AM', '10:00 AM', '10:30 AM'][i % 4],
              email: `overlap${i}@example.com`,
            }),
          ),
        }).then((response) => response.status),
      ),
    );
  const overlappingPairs = async (sellerId: string) => {
    const held = await platform.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.sellerId, sellerId), inArray(bookings.status, [...HOLDING_STATUSES])));
    const pairs = held.flatMap((a, i) =>
      held.slice(i + 1).filter((b) => a.startsAt < b.blocksUntil && b.startsAt < a.blocksUntil),
    );
    return { held: held.length, pairs: pairs.length };
  };

  it('end with exactly one booking and no overlapping pair when the seller works alone', async () => {
    const { sellerId, listings } = await busySeller(1);
    const statuses = await race(listings, dayAhead(6));
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    expect(await overlappingPairs(sellerId)).toEqual({ held: 1, pairs: 0 });
  });

  it('end with exactly two bookings when the seller has two chairs', async () => {
    const { sellerId, listings } = await busySeller(2);
    const statuses = await race(listings, dayAhead(7));
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    expect((await overlappingPairs(sellerId)).held).toBe(2);
  });
});

/** Values of every JSON type, including the nasty ones. */
function anyValue(random: Random, depth = 0): unknown {
  const strings = [
    '',
    ' ',
    '9:00 AM',
    '9:00',
    '25:00 PM',
    '2026-02-30',
    '2026-13-01',
    '2099-01-01',
    '0000-00-00',
    `${dayAhead(2)}`,
    'x'.repeat(5000),
    '<script>alert(1)</script>',
    "'; DROP TABLE bookings; --",
    '\u0000',
    '😀'.repeat(40),
    'not-an-email',
    'a@b.co',
    '0712 345 678',
    '+',
    '-1',
    '1e309',
    '99999999999999999999',
  ];
  const kinds = depth > 2 ? 6 : 8;
  switch (random.int(0, kinds - 1)) {
    case 0:
      return random.pick(strings);
    case 1:
      return random.pick([0, -1, 1, 1.5, 2 ** 53, -(2 ** 63), Number.MAX_VALUE, 1e-9]);
    case 2:
      return random.pick([true, false]);
    case 3:
      return null;
    case 4:
      return random.pick(strings) + random.pick(strings);
    case 5:
      return String(random.int(0, 1_000_000));
    case 6:
      return Array.from({ length: random.int(0, 3) }, () => anyValue(random, depth + 1));
    default:
      return Object.fromEntries(
        Array.from({ length: random.int(0, 3) }, () => [
          random.pick(['a', 'date', '__proto__', 'time']),
          anyValue(random, depth + 1),
        ]),
      );
  }
}

const FIELDS = ['serviceId', 'date', 'time', 'name', 'email', 'phoneNumber', 'message'];

/** A body with at least one thing wrong: a broken document, a wrong type, or a field out of range. */
function badBody(random: Random): string {
  switch (random.int(0, 3)) {
    case 0:
      return random.pick(['', '{', 'null', '[]', '"text"', '42', '{"date":', '\u0000{}', '{}'.repeat(3)]);
    case 1:
      return JSON.stringify(anyValue(random));
    default: {
      const body: Record<string, unknown> = appointment({ serviceId });
      for (let i = random.int(1, 3); i > 0; i--) {
        const field = random.pick(FIELDS.filter((name) => name !== 'message' && name !== 'serviceId'));
        if (random.next() < 0.3) delete body[field];
        else body[field] = anyValue(random);
      }
      if (random.next() < 0.3) body.serviceId = anyValue(random);
      if (random.next() < 0.2) body.message = anyValue(random);
      return JSON.stringify(body);
    }
  }
}

describe('malformed input', () => {
  it('answers 1,000 bad booking bodies with a 4xx and a message, never a 500', async () => {
    const random = createRandom(20261122);
    const statuses = new Map<number, number>();
    for (let i = 0; i < 1000; i++) {
      const response = await request('POST', '/api/appointments', badBody(random), {}, newClient());
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      if (response.status !== 201) {
        expect(response.status, `body ${i}`).toBeGreaterThanOrEqual(400);
        expect(response.status, `body ${i}`).toBeLessThan(500);
        expect(typeof (await response.json()).message).toBe('string');
      }
    }
    // Nearly all are refused as invalid; a body that happens to be valid is booked or finds its slot taken.
    expect(statuses.get(400)).toBeGreaterThan(900);
  });

  it('answers bad bodies to the other booking endpoints with a 4xx', async () => {
    const random = createRandom(7);
    const id = (
      await (
        await request('POST', '/api/appointments', appointment({ serviceId, time: '8:00 PM' }), buyerAuth, newClient())
      ).json()
    ).id;
    for (let i = 0; i < 300; i++) {
      const body = badBody(random);
      for (const [method, path] of [
        ['POST', `/api/bookings/${id}/reschedule`],
        ['PUT', '/api/me/availability/week'],
        ['POST', '/api/me/availability/blocked-dates'],
      ] as const) {
        const response = await request(method, path, body, buyerAuth);
        expect(response.status, `${path} ${body.slice(0, 80)}`).toBeLessThan(500);
      }
      const query = encodeURIComponent(String(anyValue(random)));
      expect((await request('GET', `/api/services/${serviceId}/slots?date=${query}`)).status).toBeLessThan(500);
    }
  });
});
