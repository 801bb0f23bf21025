import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookings } from '#functions/db/schema/bookings';
import { services } from '#functions/db/schema/catalogue';
import { bookingHelpers } from '../../tests/support/bookings';
import { noteOf } from './notifications';
import { translator } from '#shared/i18n/translate';
import { createTestApp } from '../../tests/support/test-platform';

/** A booking for several people at once (decision 048): one visit of named parts, one deposit. */
const testApp = createTestApp({ RATE_LIMIT_SCALE: '50' });
const { platform, request } = testApp;
const { signUp, sellerWithListing, dayAhead, appointment, book } = bookingHelpers(testApp);
afterAll(() => platform.close());

const maids = ['Achieng', 'Wambui', 'Nafula', 'Chebet'].map((name) => ({ name }));
const partsOf = (visitId: number) =>
  platform.db.select().from(bookings).where(eq(bookings.visitId, visitId)).orderBy(bookings.startsAt, bookings.id);

describe('a group booking', () => {
  it('books a bride and four maids one after another, each named, with one deposit', async () => {
    const seller = await sellerWithListing();
    await platform.db
      .update(services)
      .set({ depositType: 'fixed', depositValue: 500 })
      .where(eq(services.id, seller.serviceId));
    const bride = await signUp('buyer');
    const made = await book(
      {
        ...appointment({ date: dayAhead(5), time: '8:00 AM', name: 'Amani' }),
        serviceId: String(seller.serviceId),
        people: maids,
      },
      bride.auth,
    );
    expect(made.status).toBe(201);
    const booked = (await made.json()) as { id: number; status: string; deposit: { amount: number } };
    expect(booked.status).toBe('awaiting_deposit');
    expect(booked.deposit.amount).toBe(2500);
    const parts = await partsOf(booked.id);
    expect(parts.map((part) => part.person)).toEqual(['Amani', 'Achieng', 'Wambui', 'Nafula', 'Chebet']);
    expect(parts.map((part) => part.time)).toEqual(['8:00 AM', '8:30 AM', '9:00 AM', '9:30 AM', '10:00 AM']);
    expect(parts.filter((part) => part.depositAmount !== null)).toHaveLength(1);
    // Once the deposit is paid the provider hears of it, every part with its person in one message.
    await platform.db
      .update(bookings)
      .set({ status: 'requested', holdExpiresAt: null })
      .where(eq(bookings.visitId, booked.id));
    const view = (await (await request('GET', `/api/me/bookings`, undefined, bride.auth)).json()) as Array<{
      id: number;
      visit: Array<{ person: string | null }> | null;
    }>;
    expect(view.find((one) => one.id === booked.id)!.visit!.map((part) => part.person)).toEqual([
      'Amani',
      'Achieng',
      'Wambui',
      'Nafula',
      'Chebet',
    ]);
    expect(noteOf(view.find((one) => one.id === booked.id) as never)(translator('en'))).toContain('8:30 AM');
  });

  it('seats them side by side when a team has enough free members, and says so when it has not', async () => {
    const seller = await sellerWithListing();
    for (const name of ['Stylist 1', 'Stylist 2', 'Stylist 3', 'Stylist 4'])
      expect((await request('POST', '/api/me/team', { name }, seller.auth)).status).toBe(201);
    const bride = await signUp('buyer');
    const together = (people: Array<{ name: string }>, time: string) =>
      book(
        {
          ...appointment({ date: dayAhead(6), time, name: 'Amani' }),
          serviceId: String(seller.serviceId),
          people,
          together: true,
        },
        bride.auth,
      );
    // Four chairs: the bride and three maids at once, each with a member of their own.
    const made = await together(maids.slice(0, 3), '10:00 AM');
    expect(made.status).toBe(201);
    const parts = await partsOf(((await made.json()) as { id: number }).id);
    expect(new Set(parts.map((part) => part.time))).toEqual(new Set(['10:00 AM']));
    expect(new Set(parts.map((part) => part.memberId)).size).toBe(4);
    // Five at once is one too many for four chairs: refused, naming why; nothing written.
    const refused = await together(maids, '2:00 PM');
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toMatch(/Not enough free chairs/);
    const none = await platform.db.select().from(bookings).where(eq(bookings.time, '2:00 PM'));
    expect(none.filter((row) => row.serviceId === seller.serviceId)).toHaveLength(0);
  });

  it('asks for an account, at most seven others, and not services and people in one booking', async () => {
    const seller = await sellerWithListing();
    const client = await signUp('buyer');
    const base = { ...appointment({ date: dayAhead(7) }), serviceId: String(seller.serviceId) };
    expect((await book({ ...base, people: maids })).status).toBe(401);
    const eight = Array.from({ length: 8 }, (_, i) => ({ name: `Guest ${i}` }));
    expect((await book({ ...base, people: eight }, client.auth)).status).toBe(400);
    const both = { ...base, people: maids, then: [{ serviceId: seller.serviceId }] };
    expect((await book(both, client.auth)).status).toBe(400);
  });
});
