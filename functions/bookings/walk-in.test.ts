import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { like } from 'drizzle-orm';
import { outbox } from '#functions/db/schema/mail';
import { bookingHelpers } from '../../tests/support/bookings';
import { createTestApp } from '../../tests/support/test-platform';

/** A walk-in or phoned-in booking the provider enters (decision 045). */
const testApp = createTestApp({ RATE_LIMIT_SCALE: '20' });
const { platform, request, get } = testApp;
const { signUp, sellerWithListing, dayAhead, appointment, book, slotsOf } = bookingHelpers(testApp);
afterAll(() => platform.close());

let seller: Awaited<ReturnType<typeof sellerWithListing>>;
beforeAll(async () => {
  seller = await sellerWithListing();
});
const walkIn = (fields: Record<string, unknown>, auth = seller.auth) =>
  request(
    'POST',
    '/api/me/walk-ins',
    {
      serviceId: seller.serviceId,
      date: dayAhead(3),
      time: '11:00 AM',
      name: 'Mama Otieno',
      phoneNumber: '0733 111 222',
      ...fields,
    },
    auth,
  );

describe('a walk-in', () => {
  it('is confirmed as it is written, takes its time like any booking, and texts the client', async () => {
    const date = dayAhead(3);
    const made = await walkIn({ date });
    expect(made.status).toBe(201);
    expect(await made.json()).toMatchObject({ status: 'confirmed', time: '11:00 AM', name: 'Mama Otieno' });
    expect((await slotsOf(seller.serviceId, date)).map((slot) => slot.time)).not.toContain('11:00 AM');
    const clash = await book({ ...appointment({ date, time: '11:00 AM' }), serviceId: String(seller.serviceId) });
    expect(clash.status).toBe(409);
    const texts = await platform.db.select().from(outbox).where(like(outbox.to, '%733111222'));
    expect(texts.map((text) => text.channel)).toEqual(['sms']);
    expect(texts[0]!.text).toContain('11:00');
    const theirs = (await (await get('/api/me/bookings?side=seller', seller.auth)).json()) as Array<{
      name: string;
      channel: string;
    }>;
    expect(theirs.find((booking) => booking.name === 'Mama Otieno')).toMatchObject({ channel: 'provider' });
  });

  it('refuses another business’s listing, a client account, a taken time and a wrong number', async () => {
    const other = await sellerWithListing();
    expect((await walkIn({ serviceId: other.serviceId, time: '1:00 PM' })).status).toBe(404);
    const buyer = await signUp('buyer');
    expect((await walkIn({ time: '1:00 PM' }, buyer.auth)).status).toBe(403);
    expect((await walkIn({ time: '2:00 PM', phoneNumber: '0733 111 223' })).status).toBe(201);
    expect((await walkIn({ time: '2:00 PM', phoneNumber: '0733 111 224' })).status).toBe(409);
    expect((await walkIn({ time: '3:00 PM', phoneNumber: '12' })).status).toBe(400);
    expect((await walkIn({ time: '3:00 PM', name: '' })).status).toBe(400);
  });
});
