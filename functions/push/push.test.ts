import { and, eq, gt, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPushService, type Subscription } from '../../emulators/web-push';
import { bookingHelpers } from '../../tests/support/bookings';
import { createTestApp, runJobs } from '../../tests/support/test-platform';
import { users } from '#functions/db/schema/accounts';
import { outbox } from '#functions/db/schema/mail';
import { jobs } from '#functions/db/schema/jobs';
import { pushSubscriptions } from '#functions/db/schema/push';
import { notify } from '#functions/notify/notify';
import { sendTime } from '#functions/notify/quiet-hours';
import { addDays, nairobiDateKey } from '#shared/booking-time';
import { nairobiInstant } from '#functions/scheduling/clock';
import { makeVapidKeys } from './keys';

/**
 * Web Push end to end (decision 032): a browser's subscription, minted by the push-service
 * emulator, saved through the API; a provider's confirmation pushed, encrypted and signed, then
 * checked and decrypted at the emulator; a revoked subscription forgotten, with the notice by
 * e-mail instead; a busy push service tried again.
 */
const service = startPushService();
const vapid = await makeVapidKeys();
let testApp: ReturnType<typeof createTestApp>;
let helpers: ReturnType<typeof bookingHelpers>;

beforeAll(async () => {
  testApp = createTestApp({
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:support@mabinti.example',
    PUSH_SERVICE_EXTRA: await service.listening,
  });
  helpers = bookingHelpers(testApp);
});
afterAll(async () => {
  testApp.platform.close();
  await service.close();
});

async function buyerWithPush() {
  const buyer = await helpers.signUp('buyer');
  const subscription = await service.mint(vapid.publicKey);
  const saved = await testApp.request('POST', '/api/me/push', subscription, buyer.auth);
  expect(saved.status).toBe(201);
  return { ...buyer, subscription };
}

/** A booking by this buyer, confirmed by its provider: the notice that pushes. */
async function confirmedBooking(buyer: { auth: Record<string, string>; email: string }) {
  const seller = await helpers.sellerWithListing();
  const booked = await helpers.book(
    helpers.appointment({ serviceId: seller.serviceId, email: buyer.email }),
    buyer.auth,
  );
  expect(booked.status).toBe(201);
  const { id } = (await booked.json()) as { id: number };
  const confirmed = await testApp.request('POST', `/api/bookings/${id}/confirm`, {}, seller.auth);
  expect(confirmed.status).toBe(200);
  return id;
}

const pushesTo = (subscription: Subscription) =>
  service.received.filter((item) => subscription.endpoint.endsWith(`/${item.subscription}`));
const answersTo = (subscription: Subscription) =>
  service.answers.filter((item) => subscription.endpoint.endsWith(`/${item.subscription}`)).map((item) => item.status);

const jobsRunning = async () =>
  (await testApp.platform.db.select().from(jobs).where(eq(jobs.status, 'running'))).length > 0;

/**
 * Runs the due jobs as a worker would once quiet hours allow pushes (now by day, 08:00 by night),
 * until `done` holds. A request that queued a push due now starts its delivery itself
 * (pushesSoon): a worker whose clock runs ahead would take that delivery over while it is in
 * flight and send it again, so each round waits until none is running.
 */
async function deliverUntil(done: () => Promise<boolean> | boolean) {
  let at = sendTime(Date.now(), null, Date.now())!;
  await expect
    .poll(
      async () => {
        if (await jobsRunning()) return false;
        await runJobs(testApp.platform, at);
        // Each round a little later, so that a retry's backoff passes.
        at += 10 * 60_000;
        return done();
      },
      { timeout: 10_000 },
    )
    .toBe(true);
}

describe('Web Push', () => {
  it('is off until a browser turns it on, which saves the subscription for that session', async () => {
    const buyer = await helpers.signUp('buyer');
    const before = await testApp.request('GET', '/api/me/notifications', undefined, buyer.auth);
    expect(((await before.json()) as { push: boolean }).push).toBe(false);
    const subscription = await service.mint(vapid.publicKey);
    expect((await testApp.request('POST', '/api/me/push', subscription, buyer.auth)).status).toBe(201);
    const status = await testApp.request(
      'GET',
      `/api/me/push?endpoint=${encodeURIComponent(subscription.endpoint)}`,
      undefined,
      buyer.auth,
    );
    expect(await status.json()).toEqual({ on: true });
    const [user] = await testApp.platform.db.select().from(users).where(eq(users.id, buyer.id));
    expect(user!.notifyPush).toBe(true);
    // Off again in that browser: its subscription goes, and with none left push is off.
    const off = await testApp.request('DELETE', '/api/me/push', { endpoint: subscription.endpoint }, buyer.auth);
    expect(off.status).toBe(200);
    const rows = await testApp.platform.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, buyer.id));
    expect(rows).toHaveLength(0);
    const [after] = await testApp.platform.db.select().from(users).where(eq(users.id, buyer.id));
    expect(after!.notifyPush).toBe(false);
  });

  it('accepts only the known push services, over https, and nothing anonymous', async () => {
    const buyer = await helpers.signUp('buyer');
    const keys = (await service.mint(vapid.publicKey)).keys;
    for (const endpoint of [
      'https://evil.example/push/1',
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://user:pw@fcm.googleapis.com/fcm/send/abc',
      'https://127.0.0.1:1/push/1',
    ]) {
      const refused = await testApp.request('POST', '/api/me/push', { endpoint, keys }, buyer.auth);
      expect(refused.status, endpoint).toBe(400);
      expect(((await refused.json()) as { code: string }).code).toBe('push.endpointRefused');
    }
    const malformed = await testApp.request(
      'POST',
      '/api/me/push',
      { endpoint: 'https://fcm.googleapis.com/x', keys: { p256dh: 'short', auth: keys.auth } },
      buyer.auth,
    );
    expect(malformed.status).toBe(400);
    const anonymous = await testApp.request('POST', '/api/me/push', await service.mint(vapid.publicKey));
    expect(anonymous.status).toBe(401);
    expect(
      await testApp.platform.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, buyer.id)),
    ).toHaveLength(0);
  });

  it("pushes a provider's confirmation, encrypted and signed, in the buyer's language, with the service and time only", async () => {
    const buyer = await buyerWithPush();
    await testApp.platform.db.update(users).set({ locale: 'sw' }).where(eq(users.id, buyer.id));
    const id = await confirmedBooking(buyer);
    await deliverUntil(() => pushesTo(buyer.subscription).length === 2);
    const pushes = pushesTo(buyer.subscription).map((item) => ({ ...item, shown: JSON.parse(item.payload) }));
    const confirmed = pushes.find((item) => item.shown.title === 'Miadi imethibitishwa');
    expect(confirmed, JSON.stringify(pushes.map((item) => item.shown))).toBeDefined();
    expect(confirmed!.shown).toEqual({
      title: 'Miadi imethibitishwa',
      body: expect.stringMatching(/^Knotless Braids in Kasarani, .+ saa 3:00 asubuhi$/),
      url: `/sw/account/ticket/${id}`,
      tag: `booking-${id}`,
    });
    expect(confirmed!.ttl).toBeGreaterThanOrEqual(60);
    expect(confirmed!.ttl).toBeLessThanOrEqual(86_400);
    expect(answersTo(buyer.subscription)).toEqual([201, 201]);
  });

  it('forgets a subscription its push service calls gone, and sends notices by e-mail instead', async () => {
    const buyer = await buyerWithPush();
    const off = { email: false, sms: false, whatsapp: false };
    expect((await testApp.request('POST', '/api/me/notifications', off, buyer.auth)).status).toBe(200);
    service.revoke(buyer.subscription.endpoint);
    const [{ last } = { last: 0 }] = await testApp.platform.db.select({ last: max(outbox.id) }).from(outbox);
    await confirmedBooking(buyer);
    await deliverUntil(async () => {
      const rows = await testApp.platform.db
        .select()
        .from(outbox)
        .where(and(gt(outbox.id, last ?? 0), eq(outbox.channel, 'push')));
      return rows.length > 0 && rows.every((row) => row.status === 'failed');
    });
    const toBuyer = await testApp.platform.db
      .select()
      .from(outbox)
      .where(and(gt(outbox.id, last ?? 0), eq(outbox.userId, buyer.id)))
      .orderBy(outbox.id);
    const pushes = toBuyer.filter((row) => row.channel === 'push');
    expect(pushes.length).toBeGreaterThan(0);
    expect(pushes.map((row) => [row.status, row.error])).toContainEqual(['failed', 'push service answered 410']);
    // Both notices, the request's and the confirmation's, reach the buyer by e-mail: as the failed
    // push's fallback, or, once no browser is left, instead of a push.
    const emails = toBuyer.filter((row) => row.channel === 'email');
    expect(emails.map((row) => row.to)).toEqual([buyer.email, buyer.email]);
    expect(
      await testApp.platform.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, buyer.id)),
    ).toHaveLength(0);
  });

  it('tries a busy push service again later', async () => {
    const buyer = await buyerWithPush();
    service.failNext(429);
    service.failNext(503);
    await confirmedBooking(buyer);
    await deliverUntil(() => pushesTo(buyer.subscription).length === 2);
    expect(answersTo(buyer.subscription).sort()).toEqual([201, 201, 429, 503]);
  });

  it('waits out quiet hours like a text', async () => {
    const buyer = await buyerWithPush();
    const tomorrow = addDays(nairobiDateKey(Date.now()), 1);
    const late = nairobiInstant(tomorrow, 22 * 60 + 30);
    await notify(
      testApp.platform.db,
      testApp.platform,
      {
        kind: 'booking-update',
        to: { userId: buyer.id, email: buyer.email, phone: null },
        subject: 'S',
        paragraphs: ['T'],
        text: 'T',
        whatsapp: [],
        push: { title: 'Booking confirmed', body: 'Braids, tomorrow', url: '/account/bookings' },
        startsAt: late + 3 * 86_400_000,
      },
      late,
    );
    const [row] = await testApp.platform.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.userId, buyer.id), eq(outbox.channel, 'push')));
    const [job] = await testApp.platform.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `outbox:${row!.id}`));
    expect(job!.runAt).toBe(nairobiInstant(addDays(tomorrow, 1), 8 * 60));
  });

  it('stops pushing to a browser once its session signs out', async () => {
    const buyer = await buyerWithPush();
    expect((await testApp.request('POST', '/api/logout', {}, buyer.auth)).status).toBe(200);
    expect(
      await testApp.platform.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, buyer.id)),
    ).toHaveLength(0);
  });
});
