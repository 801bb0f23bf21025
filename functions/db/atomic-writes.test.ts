import type { Client } from '@libsql/client';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingHelpers } from '../../tests/support/bookings';
import { createTestApp } from '../../tests/support/test-platform';
import { passwordResets, users } from '#functions/db/schema/accounts';
import { bookingEvents, bookings } from '#functions/db/schema/bookings';
import { outbox } from '#functions/db/schema/mail';

/**
 * Each multi-step write is one transaction: a failure injected at its last step (a trigger that
 * aborts) leaves the database exactly as it was.
 */
const testApp = createTestApp();
const { platform, request, newClient } = testApp;
const { signUp, sellerWithListing, appointment, book } = bookingHelpers(testApp);
const client = (platform.db as unknown as { $client: Client }).$client;
afterAll(() => platform.close());
beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(async () => {
  vi.restoreAllMocks();
  await client.execute('DROP TRIGGER IF EXISTS injected_failure');
});

const failOn = (event: string) =>
  client.execute(`CREATE TRIGGER injected_failure ${event} BEGIN SELECT RAISE(ABORT, 'injected failure'); END`);
const snapshot = async (bookingId?: number) => ({
  bookings: await platform.db.$count(bookings),
  events: await platform.db.$count(bookingEvents),
  row: bookingId ? await platform.db.query.bookings.findFirst({ where: eq(bookings.id, bookingId) }) : undefined,
});

describe('multi-step writes', () => {
  it('a booking and its first event', async () => {
    const { serviceId } = await sellerWithListing();
    const buyer = await signUp('buyer');
    const before = await snapshot();
    await failOn('BEFORE INSERT ON booking_events');
    expect((await book(appointment({ serviceId }), buyer.auth)).status).toBe(500);
    expect(await snapshot()).toEqual(before);
  });

  it('a status change and its event', async () => {
    const seller = await sellerWithListing();
    const buyer = await signUp('buyer');
    const { id } = await (
      await book(appointment({ serviceId: seller.serviceId, time: '10:30 AM' }), buyer.auth)
    ).json();
    const before = await snapshot(id);
    await failOn('BEFORE INSERT ON booking_events');
    expect((await request('POST', `/api/bookings/${id}/confirm`, {}, seller.auth)).status).toBe(500);
    expect(await snapshot(id)).toEqual(before);
  });

  it('a password reset: new password, every link void, every session ended', async () => {
    const { id, email } = await signUp('buyer');
    await request('POST', '/api/password-reset', { email }, {}, newClient());
    const [mail] = await platform.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, email))
      .orderBy(outbox.id)
      .limit(2)
      .offset(1);
    const token = /token=([a-z0-9]+)/.exec(mail!.text!)![1]!;
    const [before] = await platform.db.select().from(users).where(eq(users.id, id));
    await failOn('BEFORE DELETE ON password_resets');
    const body = { token, password: 'new password 1', confirmPassword: 'new password 1' };
    expect((await request('POST', '/api/password-reset/confirm', body)).status).toBe(500);
    const [after] = await platform.db.select().from(users).where(eq(users.id, id));
    expect(after!.passwordHash).toBe(before!.passwordHash);
    await client.execute('DROP TRIGGER injected_failure');
    // Nothing was used up: the same link still works.
    expect((await request('POST', '/api/password-reset/confirm', body)).status).toBe(200);
  });

  it('a password change: new password, other sessions and reset links ended', async () => {
    const { id, email, auth } = await signUp('buyer');
    await request('POST', '/api/password-reset', { email }, {}, newClient());
    const [before] = await platform.db.select().from(users).where(eq(users.id, id));
    await failOn('BEFORE DELETE ON password_resets');
    const change = {
      currentPassword: 'correct horse battery',
      newPassword: 'changed pass 1',
      confirmPassword: 'changed pass 1',
    };
    expect((await request('POST', '/api/me/password', change, auth)).status).toBe(500);
    const [after] = await platform.db.select().from(users).where(eq(users.id, id));
    expect(after!.passwordHash).toBe(before!.passwordHash);
    expect(await platform.db.$count(passwordResets, eq(passwordResets.userId, id))).toBe(1);
  });
});
