import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { bookings } from '#functions/db/schema/bookings';
import { services } from '#functions/db/schema/catalogue';
import { requestPaidBooking } from '#functions/deposits/repository';
import { createTestApp } from '../../tests/support/test-platform';
import { bookingHelpers } from '../../tests/support/bookings';

/**
 * Several services in one visit: back to back with one provider, written as one, with
 * one deposit, and confirmed, cancelled and moved as one.
 */
const t = createTestApp({ RATE_LIMIT_SCALE: '100' });
const b = bookingHelpers(t);
afterAll(() => t.platform.close());

/** A seller with braids and nails (30 minutes each, as a listing's first option is made). */
async function braidsAndNails(deposit?: { depositType: 'fixed'; depositValue: number }) {
  const seller = await b.sellerWithListing();
  const [nails] = await t.platform.db
    .insert(services)
    .values({
      sellerId: seller.id,
      name: 'Gel Nails in Kasarani',
      description: 'Gel polish, neat and lasting.',
      minPrice: 1200,
      maxPrice: 2000,
      location: 'Kasarani, Nairobi',
      town: 'Nairobi',
      phoneNumber: '+254711000111',
      category: 'beauty',
      subcategory: 'nails',
      ...deposit,
    })
    .returning({ id: services.id });
  if (deposit) await t.platform.db.update(services).set(deposit).where(eq(services.id, seller.serviceId));
  return { seller, braids: seller.serviceId, nails: nails!.id };
}

const visitRows = (sellerId: string) =>
  t.platform.db.select().from(bookings).where(eq(bookings.sellerId, sellerId)).orderBy(bookings.startsAt);

describe('a visit of several services', () => {
  it('books braids then nails back to back as one, and the provider sees each part', async () => {
    const { seller, braids, nails } = await braidsAndNails();
    const client = await b.signUp('buyer');
    const date = b.dayAhead(4);
    const booked = await b.book(
      b.appointment({ serviceId: braids, date, time: '10:00 AM', then: [{ serviceId: nails }] }),
      client.auth,
    );
    expect(booked.status).toBe(201);
    const [first, second] = await visitRows(seller.id);
    expect(first!.visitId).toBe(first!.id);
    expect(second!.visitId).toBe(first!.id);
    expect(second!.serviceName).toBe('Gel Nails in Kasarani');
    expect(second!.startsAt).toBe(first!.endsAt);
    expect(second!.time).toBe('10:30 AM');
    expect(second!.status).toBe('requested');

    // The provider confirms one part: the visit is confirmed.
    expect((await t.request('POST', `/api/bookings/${second!.id}/confirm`, {}, seller.auth)).status).toBe(200);
    expect((await visitRows(seller.id)).map((row) => row.status)).toEqual(['confirmed', 'confirmed']);
    // The client moves it: both parts move, still back to back.
    const moved = await t.request(
      'POST',
      `/api/bookings/${second!.id}/reschedule`,
      { date, time: '2:00 PM' },
      client.auth,
    );
    expect(moved.status).toBe(200);
    const after = await visitRows(seller.id);
    expect(after.map((row) => [row.time, row.status])).toEqual([
      ['2:00 PM', 'requested'],
      ['2:30 PM', 'requested'],
    ]);
    // And cancels it: both parts are cancelled.
    expect((await t.request('POST', `/api/bookings/${after[0]!.id}/cancel`, {}, client.auth)).status).toBe(200);
    expect((await visitRows(seller.id)).map((row) => row.status)).toEqual(['cancelled', 'cancelled']);
  });

  it('writes nothing when a later part is not free, and refuses guests and other providers', async () => {
    const { seller, braids, nails } = await braidsAndNails();
    const client = await b.signUp('buyer');
    const date = b.dayAhead(5);
    // Someone holds the provider at 11:30: braids at 11:00 fit, nails right after do not.
    const other = await b.signUp('buyer');
    expect((await b.book(b.appointment({ serviceId: nails, date, time: '11:30 AM' }), other.auth)).status).toBe(201);
    const refused = await b.book(
      b.appointment({ serviceId: braids, date, time: '11:00 AM', then: [{ serviceId: nails }] }),
      client.auth,
    );
    expect(refused.status).toBe(409);
    expect((await visitRows(seller.id)).map((row) => row.time)).toEqual(['11:30 AM']);
    // Nails after closing time: not free right after.
    const late = await b.book(
      b.appointment({ serviceId: braids, date, time: '10:30 PM', then: [{ serviceId: nails }] }),
      client.auth,
    );
    expect(late.status).toBe(409);
    expect((await late.json()).code).toBe('bookingMessages.visitNextNotFree');

    const guest = await b.book(
      b.appointment({ serviceId: braids, date, time: '9:00 AM', then: [{ serviceId: nails }] }),
    );
    expect(guest.status).toBe(401);
    const elsewhere = await b.sellerWithListing();
    const mixed = await b.book(
      b.appointment({ serviceId: braids, date, time: '9:00 AM', then: [{ serviceId: elsewhere.serviceId }] }),
      client.auth,
    );
    expect(mixed.status).toBe(400);
  });

  it('gives 20 racers for the same visit exactly one, whole, and nothing overlapping', async () => {
    const { seller, braids, nails } = await braidsAndNails();
    const date = b.dayAhead(8);
    const racers = await Promise.all(Array.from({ length: 20 }, () => b.signUp('buyer')));
    const answers = await Promise.all(
      racers.map((racer) =>
        b.book(b.appointment({ serviceId: braids, date, time: '1:00 PM', then: [{ serviceId: nails }] }), racer.auth),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.every((answer) => answer.status === 201 || answer.status === 409)).toBe(true);
    const rows = await visitRows(seller.id);
    expect(rows.map((row) => row.time)).toEqual(['1:00 PM', '1:30 PM']);
    expect(new Set(rows.map((row) => row.visitId)).size).toBe(1);
  });

  it('asks one deposit for the whole visit, and paying it sends every part to the provider', async () => {
    const { seller, braids, nails } = await braidsAndNails({ depositType: 'fixed', depositValue: 500 });
    const client = await b.signUp('buyer');
    const booked = await b.book(
      b.appointment({ serviceId: braids, date: b.dayAhead(6), time: '9:00 AM', then: [{ serviceId: nails }] }),
      client.auth,
    );
    expect(booked.status).toBe(201);
    const [first, second] = await visitRows(seller.id);
    expect([first!.status, second!.status]).toEqual(['awaiting_deposit', 'awaiting_deposit']);
    expect([first!.depositAmount, second!.depositAmount]).toEqual([1000, null]);
    await t.platform.db.transaction((tx) => requestPaidBooking(tx, first!.id, Date.now()));
    expect((await visitRows(seller.id)).map((row) => row.status)).toEqual(['requested', 'requested']);
  });
});
