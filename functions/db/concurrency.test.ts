import { afterAll, describe, expect, it } from 'vitest';
import { bookingHelpers } from '../../tests/support/bookings';
import { createTestApp } from '../../tests/support/test-platform';
import { outbox } from '#functions/db/schema/mail';
import { createGate } from './write-gate';

/**
 * Decision 010: writes queue in the process, reads never wait. A transaction that awaits something
 * outside the database (as a payment or a storage call will) holds the write gate; requests that
 * arrive meanwhile neither fail nor freeze the process.
 */
const testApp = createTestApp();
const { platform, get } = testApp;
const { signUp, sellerWithListing, appointment, book, dayAhead } = bookingHelpers(testApp);
afterAll(() => platform.close());
const times = ['9:00 AM', '10:00 AM', '11:00 AM', '12:00 PM', '1:00 PM', '2:00 PM', '3:00 PM', '4:00 PM'];

describe('a transaction held across an await', () => {
  it('lets 50 requests read and write: reads answer while it is open, writes right after it commits', async () => {
    const { serviceId } = await sellerWithListing();
    let letGo!: () => void;
    const outside = new Promise<void>((resolve) => (letGo = resolve));
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const held = platform.db.transaction(async (tx) => {
      await tx.insert(outbox).values({ to: 'held@example.com', subject: 'Held', status: 'stored' });
      entered();
      await outside; // stands for a network call
      return 'committed';
    });
    await inside;

    const reads = Array.from({ length: 25 }, (_, i) =>
      get(i % 2 ? `/api/service/${serviceId}` : '/api/services/search?query=braids'),
    );
    const writes = Array.from({ length: 25 }, (_, i) =>
      i % 2
        ? signUp('buyer').then(() => 201)
        : Promise.resolve(
            book(
              appointment({
                serviceId,
                date: dayAhead(2 + Math.floor(i / 8)),
                time: times[i % 8],
                email: `guest${i}@example.com`,
              }),
            ),
          ).then((response) => response.status),
    );
    const readStatuses = await Promise.all(reads).then((answers) => answers.map((response) => response.status));
    letGo();
    expect(readStatuses).toEqual(Array(25).fill(200));

    expect(await held).toBe('committed');
    expect(await Promise.all(writes)).toEqual(Array(25).fill(201));
  });

  it('rolls back, and lets the queue go on, when the work inside throws', async () => {
    const before = await platform.db.$count(outbox);
    await expect(
      platform.db.transaction(async (tx) => {
        await tx.insert(outbox).values({ to: 'lost@example.com', subject: 'Lost', status: 'stored' });
        throw new Error('the payment provider hung up');
      }),
    ).rejects.toThrow('hung up');
    expect(await platform.db.$count(outbox)).toBe(before);
    expect((await signUp('buyer')).id).toBeTruthy();
  });
});

describe('the write gate', () => {
  it('lets writers in one at a time, in the order they came', async () => {
    const gate = createGate();
    const order: number[] = [];
    const first = await gate.enter();
    const waiting = [1, 2, 3].map((n) => gate.pass(async () => void order.push(n)));
    expect(gate.waiting).toBe(3);
    expect(order).toEqual([]);
    first();
    await Promise.all(waiting);
    expect(order).toEqual([1, 2, 3]);
  });
});
