import { and, desc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMULATOR_SMS, startAfricasTalkingEmulator } from '../../emulators/africas-talking';
import { startWhatsAppEmulator, statusWebhook, whatsappSettings } from '../../emulators/whatsapp';
import { bookingHelpers } from '../../tests/support/bookings';
import { createTestApp, runJobs } from '../../tests/support/test-platform';
import { users } from '#functions/db/schema/accounts';
import { outbox } from '#functions/db/schema/mail';
import { backoffMs } from '#functions/jobs/queue-repository';
import { jobs } from '#functions/db/schema/jobs';
import { addDays, nairobiDateKey } from '#shared/booking-time';
import { nairobiInstant } from '#functions/scheduling/clock';
import { NOTIFICATION_MESSAGES } from '#shared/notifications';
import { notify } from './notify';
import { createApp } from '#functions/api/app';

/**
 * Channels end to end (decision 017): each person's choice, WhatsApp and SMS through emulators of
 * the Cloud API and Africa's Talking, delivery reports, fallback to e-mail, and ways to stop.
 */
const whatsapp = startWhatsAppEmulator();
const sms = startAfricasTalkingEmulator();
const CALLBACK_KEY = 'callback-key-0123456789';
let testApp: ReturnType<typeof createTestApp>;
let helpers: ReturnType<typeof bookingHelpers>;

beforeAll(async () => {
  testApp = createTestApp({
    ...whatsappSettings(await whatsapp.listening),
    WHATSAPP_TEMPLATES: 'booking-update=mabinti_booking_update_v2',
    AT_USERNAME: EMULATOR_SMS.username,
    AT_API_KEY: EMULATOR_SMS.apiKey,
    AT_BASE_URL: await sms.listening,
    AT_CALLBACK_KEY: CALLBACK_KEY,
  });
  helpers = bookingHelpers(testApp);
});
afterAll(async () => {
  testApp.platform.close();
  await Promise.all([whatsapp.close(), sms.close()]);
});

/**
 * A moment by which every text queued now is due: texts wait out quiet hours (21:00–08:00
 * Nairobi), so a test run in the evening must run the jobs as the next day's worker would.
 */
const afterQuietHours = () => Date.now() + 12 * 3_600_000;

const messagesAfter = (id: number) =>
  testApp.platform.db.select().from(outbox).where(gt(outbox.id, id)).orderBy(outbox.id);
const lastId = async () =>
  (await testApp.platform.db.select({ id: outbox.id }).from(outbox).orderBy(desc(outbox.id)).limit(1))[0]?.id ?? 0;

async function buyerChoosing(choice: Record<string, boolean>) {
  const buyer = await helpers.signUp('buyer');
  const saved = await testApp.request('POST', '/api/me/notifications', choice, buyer.auth);
  expect(saved.status).toBe(200);
  expect((await saved.json()).code).toBe(NOTIFICATION_MESSAGES.saved);
  return buyer;
}

describe('notification channels', () => {
  it('go where the buyer chose: SMS off and WhatsApp on means WhatsApp and e-mail, each sent once', async () => {
    const { serviceId } = await helpers.sellerWithListing();
    const buyer = await buyerChoosing({ email: true, sms: false, whatsapp: true });
    const before = await lastId();
    const booked = await helpers.book(helpers.appointment({ serviceId, email: buyer.email }), buyer.auth);
    expect(booked.status).toBe(201);
    const toBuyer = (await messagesAfter(before)).filter((row) => row.userId === buyer.id);
    // Queued, or sent already by day: a message due now goes straight after the request.
    expect(toBuyer.map((row) => [row.channel, row.status === 'sent' ? 'queued' : row.status])).toEqual([
      ['whatsapp', 'queued'],
      ['email', 'stored'],
    ]);
    await runJobs(testApp.platform, afterQuietHours());
    await runJobs(testApp.platform, afterQuietHours());
    const sent = whatsapp.sent.filter((message) => message.to === '254712345678');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.template.name).toBe('mabinti_booking_update_v2');
    expect(sent[0]!.template.language.code).toBe('en');
    expect(sent[0]!.template.components[0]!.parameters.map((p) => p.text)).toContain('Booking request received');
    const [row] = await testApp.platform.db.select().from(outbox).where(eq(outbox.id, toBuyer[0]!.id));
    expect(row).toMatchObject({ status: 'sent', providerId: sent[0]!.id });
    expect(row!.text).toMatch(/^Mabinti: Booking request received: Knotless Braids/);

    const report = statusWebhook(sent[0]!.id, sent[0]!.to, 'delivered');
    const answer = await testApp.app.request('/api/notify/whatsapp', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Hub-Signature-256': report.signature },
      body: report.body,
    });
    expect(answer.status).toBe(200);
    const [delivered] = await testApp.platform.db.select().from(outbox).where(eq(outbox.id, row!.id));
    expect(delivered!.status).toBe('delivered');
  });

  it('refuse a WhatsApp webhook that is not signed with the app secret', async () => {
    const report = statusWebhook('wamid.unknown', '254712345678', 'delivered');
    const forged = await testApp.app.request('/api/notify/whatsapp', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Hub-Signature-256': `sha256=${'0'.repeat(64)}` },
      body: report.body,
    });
    expect(forged.status).toBe(401);
  });

  it('fall back to e-mail when WhatsApp cannot deliver, after the retries run out', async () => {
    const { serviceId } = await helpers.sellerWithListing();
    const buyer = await buyerChoosing({ email: false, sms: false, whatsapp: true });
    const before = await lastId();
    const unreachable = helpers.appointment({ serviceId, email: buyer.email, phoneNumber: '0712 340 000' });
    expect((await helpers.book(unreachable, buyer.auth)).status).toBe(201);
    let now = afterQuietHours();
    for (let attempt = 1; attempt <= 6; attempt++) {
      await runJobs(testApp.platform, now);
      now += backoffMs(attempt);
    }
    const toBuyer = (await messagesAfter(before)).filter((row) => row.userId === buyer.id);
    expect(toBuyer.map((row) => [row.channel, row.status])).toEqual([
      ['whatsapp', 'failed'],
      ['email', 'stored'],
    ]);
    expect(toBuyer[0]!.error).toMatch(/131026/);
    expect(toBuyer[1]!.subject).toBe('Booking request received: Knotless Braids in Kasarani');
  });

  it('send texts through Africa’s Talking, and a failed delivery report falls back to e-mail at once', async () => {
    const { serviceId } = await helpers.sellerWithListing();
    const buyer = await buyerChoosing({ email: false, sms: true, whatsapp: false });
    const before = await lastId();
    expect((await helpers.book(helpers.appointment({ serviceId, email: buyer.email }), buyer.auth)).status).toBe(201);
    await runJobs(testApp.platform, afterQuietHours());
    const [text] = (await messagesAfter(before)).filter((row) => row.userId === buyer.id);
    expect(text).toMatchObject({ channel: 'sms', status: 'sent' });
    expect(text!.text!.length).toBeLessThanOrEqual(160);
    expect(sms.sent.some((message) => message.message === text!.text)).toBe(true);

    const report = (key: string) =>
      testApp.app.request(`/api/notify/sms/reports?key=${key}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          id: text!.providerId!,
          status: 'Failed',
          phoneNumber: text!.to,
          failureReason: 'UserInBlacklist',
        }),
      });
    expect((await report('not-the-key')).status).toBe(404);
    expect((await report(CALLBACK_KEY)).status).toBe(200);
    const after = (await messagesAfter(before)).filter((row) => row.userId === buyer.id);
    expect(after.map((row) => [row.channel, row.status])).toEqual([
      ['sms', 'failed'],
      ['email', 'stored'],
    ]);
  });

  it('hold texts in quiet hours: a change at 22:00 reaches e-mail at once and the phone at 08:00', async () => {
    const buyer = await helpers.signUp('buyer');
    const day = addDays(nairobiDateKey(Date.now()), 3);
    const night = nairobiInstant(day, 22 * 60);
    const notice = (startsAt: number) => ({
      kind: 'booking-update' as const,
      to: { userId: buyer.id, email: buyer.email, phone: '+254712345678' },
      subject: 'Booking confirmed: Quiet Hours',
      paragraphs: ['Hello'],
      text: 'Mabinti: Booking confirmed: Quiet Hours',
      whatsapp: ['Hello'],
      startsAt,
    });
    const before = await lastId();
    await notify(testApp.platform.db, testApp.platform, notice(nairobiInstant(addDays(day, 1), 14 * 60)), night);
    // A visit at 07:00 the next morning: the text cannot wait for 08:00, and 20:59 has passed.
    await notify(testApp.platform.db, testApp.platform, notice(nairobiInstant(addDays(day, 1), 7 * 60)), night);
    const rows = await messagesAfter(before);
    expect(rows.map((row) => [row.channel, row.status])).toEqual([
      ['sms', 'queued'],
      ['email', 'stored'],
      ['sms', 'queued'],
      ['email', 'stored'],
    ]);
    const due = async (id: number) =>
      (
        await testApp.platform.db
          .select()
          .from(jobs)
          .where(eq(jobs.key, `outbox:${id}`))
      )[0]!.runAt;
    expect(await due(rows[0]!.id)).toBe(nairobiInstant(addDays(day, 1), 8 * 60));
    expect(await due(rows[2]!.id)).toBe(night);
  });

  it('in production offer only channels with a provider, and carry a message for one without by e-mail', async () => {
    const { platform } = testApp;
    const live = {
      ...platform,
      config: { ...platform.config, production: true },
      transports: { ...platform.transports, whatsapp: null },
    };
    const app = createApp(() => live);
    const buyer = await buyerChoosing({ email: false, sms: false, whatsapp: true });
    const saved = await app.request('/api/me/notifications', { headers: buyer.auth }, { clientAddress: '10.9.0.1' });
    // This platform has no mail transport either (production would refuse to start without one).
    expect(await saved.json()).toMatchObject({ whatsapp: true, offered: ['sms'] });
    const before = await lastId();
    await notify(platform.db, live, {
      kind: 'booking-update',
      to: { userId: buyer.id, email: buyer.email, phone: '+254712345611' },
      subject: 'Booking confirmed: No WhatsApp',
      paragraphs: ['Hello'],
      text: 'Mabinti: Booking confirmed: No WhatsApp',
      whatsapp: ['Hello'],
    });
    expect((await messagesAfter(before)).map((row) => [row.channel, row.to])).toEqual([['email', buyer.email]]);
  });

  it('stop by the link in an e-mail, or by STOP in reply to a text, and show it in the account', async () => {
    const { serviceId } = await helpers.sellerWithListing();
    const buyer = await helpers.signUp('buyer');
    const before = await lastId();
    await helpers.book(helpers.appointment({ serviceId, email: buyer.email }), buyer.auth);
    const email = (await messagesAfter(before)).find((row) => row.userId === buyer.id && row.channel === 'email')!;
    expect(email.html).toContain('>Stop these e-mails</a>');
    const key = /\/notifications\/stop\/([a-z0-9]+)/.exec(email.text!)![1]!;
    const stop = await testApp.app.request(`/api/notifications/stop/${key}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://localhost' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(stop.status).toBe(303);

    const inbound = await testApp.app.request(`/api/notify/sms/inbound?key=${CALLBACK_KEY}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ from: '+254712345678', to: '12345', text: 'stop', id: 'x1', date: '2026-11-23' }),
    });
    expect(inbound.status).toBe(200);
    const choice = await (await testApp.request('GET', '/api/me/notifications', undefined, buyer.auth)).json();
    expect(choice).toMatchObject({ email: false, sms: false });

    const later = await lastId();
    await helpers.book(helpers.appointment({ serviceId, email: buyer.email, time: '11:00 AM' }), buyer.auth);
    expect((await messagesAfter(later)).filter((row) => row.userId === buyer.id)).toEqual([]);

    // Turning them on again in the account lifts both stops.
    const form = await testApp.request('POST', '/api/me/notifications', 'email=on&sms=on', {
      ...buyer.auth,
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(303);
    expect(form.headers.get('Location')).toBe('/account/notifications?saved=notifications#notifications');
    const [user] = await testApp.platform.db
      .select({ email: users.notifyEmail, sms: users.notifySms, whatsapp: users.notifyWhatsapp })
      .from(users)
      .where(and(eq(users.id, buyer.id)));
    expect(user).toEqual({ email: true, sms: true, whatsapp: false });
  });
});
