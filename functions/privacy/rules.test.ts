import { afterAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { auditLog } from '#functions/db/schema/admin';
import { bookings } from '#functions/db/schema/bookings';
import { ledgerEntries } from '#functions/db/schema/ledger';
import { payouts } from '#functions/db/schema/payouts';
import { reviews } from '#functions/db/schema/trust';
import { users } from '#functions/db/schema/accounts';
import { addDays, nairobiDateKey } from '#shared/booking-time';
import { bookingHelpers } from '../../tests/support/bookings';
import { staffHelpers } from '../../tests/support/staff';
import { createTestApp, runJobs } from '../../tests/support/test-platform';
import { queueExport } from './export';

/** What stands in the way of deleting an account, and the exports made for guests, staff and large accounts. */
const testApp = createTestApp({ RATE_LIMIT_SCALE: '20' });
const { platform, request, postForm } = testApp;
const b = bookingHelpers(testApp);
const staff = staffHelpers(testApp);
afterAll(() => platform.close());

const PASSWORD = 'correct horse battery';
const unzipJson = async (response: Response) =>
  JSON.parse(new TextDecoder().decode(unzipSync(new Uint8Array(await response.arrayBuffer()))['mabinti-data.json']));

describe('Delete my account, refused while', () => {
  it('money is owed to a seller: they are told, and their payout is opened at once', async () => {
    const seller = await b.signUp('seller');
    const at = Date.now();
    await platform.db.insert(ledgerEntries).values([
      { txn: `test:${seller.id}`, account: `owed:seller:${seller.id}`, amount: -1200, at },
      { txn: `test:${seller.id}`, account: 'held:deposits', amount: 1200, at },
    ]);
    const refused = await request('POST', '/api/me/delete', { password: PASSWORD, understand: true }, seller.auth);
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toContain('Ksh 1,200');
    const opened = await platform.db
      .select()
      .from(payouts)
      .where(eq(payouts.account, `owed:seller:${seller.id}`));
    expect(opened).toHaveLength(1);
  });

  it('a booking is too close to cancel', async () => {
    const buyer = await b.signUp('buyer');
    const startsAt = Date.now() + 3_600_000;
    await platform.db.insert(bookings).values({
      serviceName: 'Manicure',
      buyerId: buyer.id,
      date: nairobiDateKey(startsAt),
      time: '10:00 AM',
      startsAt,
      endsAt: startsAt + 3_600_000,
      blocksUntil: startsAt + 3_600_000,
      status: 'confirmed',
      name: 'Akinyi',
      email: buyer.email,
      phoneNumber: '+254712345678',
    });
    const refused = await request('POST', '/api/me/delete', { password: PASSWORD, understand: true }, buyer.auth);
    expect(refused.status).toBe(409);
  });

  it('the box is not ticked: a plain form goes back to the page with the reason', async () => {
    const buyer = await b.signUp('buyer');
    const response = await postForm('/api/me/delete', { password: PASSWORD }, buyer.auth);
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe(
      '/account/privacy?notice=delete-failed&problem=privacy.mustConfirm#delete',
    );
  });
});

describe('a client who deletes their account', () => {
  it('has their upcoming booking cancelled, and their review stays without their name', async () => {
    const seller = await b.sellerWithListing();
    const buyer = await b.signUp('buyer');
    const booked = await b.book(
      b.appointment({
        serviceId: String(seller.serviceId),
        email: buyer.email,
        date: addDays(nairobiDateKey(Date.now()), 5),
      }),
      buyer.auth,
    );
    const { id } = await booked.json();
    const past = Date.now() - 7 * 86_400_000;
    const [visit] = await platform.db
      .insert(bookings)
      .values({
        serviceId: seller.serviceId,
        serviceName: 'Knotless Braids in Kasarani',
        sellerId: seller.id,
        buyerId: buyer.id,
        date: nairobiDateKey(past),
        time: '10:00 AM',
        startsAt: past,
        endsAt: past + 3_600_000,
        blocksUntil: past + 3_600_000,
        status: 'completed',
        name: 'Akinyi Odhiambo',
        email: buyer.email,
        phoneNumber: '+254712345678',
      })
      .returning({ id: bookings.id });
    await platform.db.insert(reviews).values({
      bookingId: visit!.id,
      serviceId: seller.serviceId,
      sellerId: seller.id,
      buyerId: buyer.id,
      reviewerName: 'Akinyi',
      visitDate: nairobiDateKey(past),
      rating: 5,
      text: 'Lovely braids.',
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    const deleted = await request('POST', '/api/me/delete', { password: PASSWORD, understand: true }, buyer.auth);
    expect(deleted.status).toBe(200);
    const [upcoming] = await platform.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, Number(id)));
    expect(upcoming!.status).toBe('cancelled');
    expect(upcoming!.email).toBe('');
    const [review] = await platform.db.select().from(reviews).where(eq(reviews.bookingId, visit!.id));
    expect(review).toMatchObject({ reviewerName: '', buyerId: null, rating: 5, text: 'Lovely braids.' });
    const [account] = await platform.db.select().from(users).where(eq(users.id, buyer.id));
    expect(account).toMatchObject({ userName: '', phoneNumber: '', passwordHash: null });
  });
});

describe('exports', () => {
  it("give a guest one booking's data with its link, and nothing without it", async () => {
    const seller = await b.sellerWithListing();
    const booked = await b.book(
      b.appointment({ serviceId: String(seller.serviceId), email: 'guest.data@example.com' }),
    );
    expect(booked.status).toBe(201);
    const [mail] = await b.mailsTo('guest.data@example.com');
    const [, id, key] = /\/booking\/(\d+)\?key=([a-z0-9]+)/.exec(mail!.text!)!;
    const wrong = await postForm(`/api/bookings/${id}/data`, { key: 'a'.repeat(32) });
    expect(wrong.status).toBe(404);
    const data = await unzipJson(await postForm(`/api/bookings/${id}/data`, { key: key! }));
    expect(data.booking.client.email).toBe('guest.data@example.com');
    expect(data.messagesSentToYou.length).toBeGreaterThan(0);
  });

  it('are made by a job for a large account, fetched only by their owner', async () => {
    const buyer = await b.signUp('buyer');
    const other = await b.signUp('buyer');
    const exportId = await queueExport(platform, buyer.id, null);
    await runJobs(platform);
    expect((await request('GET', `/api/me/data/${exportId}`, undefined, other.auth)).status).toBe(404);
    const file = await request('GET', `/api/me/data/${exportId}`, undefined, buyer.auth);
    expect(file.status).toBe(200);
    expect((await unzipJson(file)).account.email).toBe(buyer.email);
    const [ready] = await b.mailsTo(buyer.email);
    expect(ready!.subject).toBe('Your Mabinti data is ready');
  });

  it('are made by an admin for a written request, audited, even for a suspended account', async () => {
    const admin = await staff.person('admin');
    const person = await staff.person('buyer');
    await platform.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, person.id));
    const noReason = await request('POST', `/api/admin/people/${person.id}/export`, {}, admin.auth);
    expect(noReason.status).toBe(400);
    const file = await request(
      'POST',
      `/api/admin/people/${person.id}/export`,
      { reason: 'Letter of 20 Nov' },
      admin.auth,
    );
    expect((await unzipJson(file)).account.email).toBe(person.email);
    const erased = await request(
      'POST',
      `/api/admin/people/${person.id}/erase`,
      { reason: 'Letter of 21 Nov' },
      admin.auth,
    );
    expect(erased.status).toBe(200);
    const audit = await platform.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, person.id)));
    expect(audit.map((row) => [row.action, row.reason])).toEqual([
      ['user.export', 'Letter of 20 Nov'],
      ['user.erase', 'Letter of 21 Nov'],
    ]);
    const notAdmin = await request('POST', `/api/admin/people/${admin.id}/erase`, { reason: 'x y z' }, person.auth);
    expect(notAdmin.status).toBe(401);
  });
});
