import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_ACTIONS, BOOKING_ACTION_NAMES, movesTime, type BookingAction } from '#shared/booking-actions';
import { BOOKING_STATUSES, type BookingStatus } from '#shared/booking-status';
import { GRID_STARTS, slotLabel } from '#shared/booking-time';
import { bookingHelpers } from '../../tests/support/bookings';
import { createTestApp } from '../../tests/support/test-platform';
import { bookingEvents, bookings } from '#functions/db/schema/bookings';

const testApp = createTestApp({ RATE_LIMIT_SCALE: '50' });
const { platform, request } = testApp;
const { signUp, sellerWithListing, appointment, book, dayAhead } = bookingHelpers(testApp);
afterAll(() => platform.close());

type People = Record<'buyer' | 'seller' | 'otherSeller' | 'otherBuyer', { auth: Record<string, string>; id: string }>;
let people: People;
let serviceId: number;
beforeAll(async () => {
  const seller = await sellerWithListing();
  serviceId = seller.serviceId;
  const [buyer, otherSeller, otherBuyer] = await Promise.all([signUp('buyer'), signUp('seller'), signUp('buyer')]);
  people = { buyer, seller, otherSeller, otherBuyer };
});

const HOUR = 3_600_000;
let made = 0;
/** A slot no other booking of this file uses: 32 a day, from three days ahead on. */
const freshSlot = () => {
  const n = made++;
  return { date: dayAhead(3 + Math.floor(n / 32)), time: slotLabel(GRID_STARTS[n % 32]!) };
};

/** A booking by the buyer, put straight into `status`, starting `hoursAhead` from now. */
async function bookingIn(status: BookingStatus, hoursAhead: number) {
  const response = await book(appointment({ serviceId, ...freshSlot() }), people.buyer.auth);
  const { id } = await response.json();
  // Seconds apart, so no two rows share a start and meet the slot index.
  const startsAt = Date.now() + hoursAhead * HOUR + made * 1000;
  await platform.db
    .update(bookings)
    .set({ status, startsAt, endsAt: startsAt + HOUR / 2, blocksUntil: startsAt + HOUR / 2 })
    .where(eq(bookings.id, id));
  return id as number;
}

/** What the table in src/shared/bookings.ts says should happen; the API must agree. */
function expected(action: BookingAction, status: BookingStatus, who: keyof People | 'visitor', hoursAhead: number) {
  if (who === 'visitor') return 401;
  if (who === 'otherSeller' || who === 'otherBuyer') return 404;
  const rule = BOOKING_ACTIONS[action];
  if (rule.by !== who) return 403;
  if (!(rule.from as readonly string[]).includes(status)) return 409;
  const started = hoursAhead <= 0;
  if (rule.when === 'before-start' && started) return 409;
  if (rule.when === 'after-start' && !started) return 409;
  if (rule.when === 'before-cutoff' && hoursAhead < 2) return 409;
  return 200;
}

const WHO = ['buyer', 'seller', 'otherSeller', 'otherBuyer', 'visitor'] as const;
const TIMES = [{ hoursAhead: 48 }, { hoursAhead: 1 }, { hoursAhead: -1 }];

describe.each(BOOKING_ACTION_NAMES)('the %s action', (action) => {
  it.each(TIMES)('is allowed or refused as the table says, $hoursAhead h from the start', async ({ hoursAhead }) => {
    for (const status of BOOKING_STATUSES) {
      for (const who of WHO) {
        const id = await bookingIn(status, hoursAhead);
        const auth = who === 'visitor' ? {} : people[who].auth;
        const body = movesTime(action) ? freshSlot() : action === 'withdraw' ? { reason: 'I am unwell' } : {};
        const response = await request('POST', `/api/bookings/${id}/${action}`, body, auth);
        const want = expected(action, status, who, hoursAhead);
        expect(response.status, `${action} on ${status} by ${who}`).toBe(want);
        const [row] = await platform.db.select().from(bookings).where(eq(bookings.id, id));
        const events = await platform.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, id));
        if (want === 200) {
          expect(row!.status).toBe(BOOKING_ACTIONS[action].to);
          expect(events.at(-1)).toMatchObject({
            status: BOOKING_ACTIONS[action].to,
            actorId: people[who as 'buyer'].id,
          });
        } else {
          expect(row!.status, 'a refused change leaves the booking as it was').toBe(status);
          expect(events).toHaveLength(1);
          expect(typeof (await response.json()).message).toBe('string');
        }
      }
    }
  });
});

it('answers 404 for unknown bookings and actions', async () => {
  const id = await bookingIn('requested', 48);
  expect((await request('POST', `/api/bookings/${id}/approve`, {}, people.seller.auth)).status).toBe(404);
  expect((await request('POST', '/api/bookings/99999999/confirm', {}, people.seller.auth)).status).toBe(404);
  expect((await request('POST', '/api/bookings/x/confirm', {}, people.seller.auth)).status).toBe(404);
});
