import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingHelpers } from '../../tests/support/bookings';
import { createTestApp, runJobs } from '../../tests/support/test-platform';
import { scheduleExpiryReminders } from '#functions/payments/expiry-reminders';
import { mailReceipt } from '#functions/payments/receipt';
import type { PaymentRow } from '#functions/payments/repository';
import { nairobiInstant } from '#functions/scheduling/clock';
import { users } from '#functions/db/schema/accounts';
import { outbox } from '#functions/db/schema/mail';
import { translator } from '#shared/i18n/translate';
import { formatDay } from '#shared/i18n/format';
import { SMS_LENGTH } from '#functions/notify/texts';
import { reminderText } from './reminders';
import { messageToBuyer, messageToSeller } from './view';

/** Each person hears about a booking in their own language (decision 020), whatever the other reads. */
let testApp: ReturnType<typeof createTestApp>;
let helpers: ReturnType<typeof bookingHelpers>;

beforeAll(() => {
  testApp = createTestApp();
  helpers = bookingHelpers(testApp);
});
afterAll(() => testApp.platform.close());

const messagesTo = (to: string) =>
  testApp.platform.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(outbox.id);

describe('messages in each person’s language', () => {
  it('asks a guest who booked in Kiswahili to confirm in Kiswahili, and tells an English provider in English', async () => {
    const seller = await helpers.sellerWithListing();
    const email = `mgeni${Date.now()}@example.com`;
    const date = helpers.dayAhead(5);
    const booked = await testApp.request(
      'POST',
      '/api/appointments',
      helpers.appointment({ serviceId: seller.serviceId, email, date }),
      { 'Accept-Language': 'sw-KE,sw;q=0.9' },
      testApp.newClient(),
    );
    expect(booked.status).toBe(201);
    const [confirm] = await messagesTo(email);
    expect(confirm!.subject).toBe('Tafadhali thibitisha ombi lako la miadi: Knotless Braids in Kasarani');
    expect(confirm!.text).toContain(`Knotless Braids in Kasarani, ${formatDay('sw', date)}, saa 3:00 asubuhi`);
    expect(confirm!.text).toContain('/sw/booking/');

    await helpers.openGuestLink(confirm!.text!);
    const toGuest = await messagesTo(email);
    expect(toGuest.at(-1)!.subject).toBe('Ombi la miadi limepokelewa: Knotless Braids in Kasarani');
    expect(toGuest.at(-1)!.text).toContain('Tumempelekea mtoa huduma ombi lako.');
    expect(toGuest.at(-1)!.text).toContain('Acha kupokea barua pepe hizi:');
    // The provider's account has the same number here: the guest's text is the one about the request received.
    const texts = (await messagesTo('+254712345678')).filter((row) => row.channel === 'sms');
    const guestText = texts.filter((row) => row.text?.includes('/booking/')).at(-1);
    expect(guestText?.text).toMatch(
      /^Mabinti: Ombi la miadi limepokelewa: .*Miadi #\d+\. Simamia: .*\/sw\/booking\/\d+\?view=[a-z0-9]+$/,
    );

    const toSeller = await messagesTo(seller.email);
    expect(toSeller.at(-1)!.subject).toBe('New booking request: Knotless Braids in Kasarani');
    expect(toSeller.at(-1)!.text).toContain('(Nairobi time)');
    // What was booked: how long it takes and its price, in the e-mail and the text.
    expect(toSeller.at(-1)!.text).toMatch(/^Booked: 30 min, Ksh [\d,]+$/m);
    const sellerText = (await messagesTo('+254711000111')).filter((row) => row.channel === 'sms').at(-1);
    expect(sellerText?.text).toMatch(/^Mabinti: New booking request: .*, 30 min, Ksh [\d,]+\. Booking #\d+\. See /);
  });

  it("follows the account's language, WhatsApp template included, and the provider's own", async () => {
    const seller = await helpers.sellerWithListing();
    await testApp.platform.db.update(users).set({ locale: 'sw' }).where(eq(users.id, seller.id));
    const buyer = await helpers.signUp('buyer');
    await testApp.platform.db.update(users).set({ locale: 'sw', notifyWhatsapp: true }).where(eq(users.id, buyer.id));
    // Asked from an English page: the account's choice still decides.
    const booked = await helpers.book(
      helpers.appointment({ serviceId: seller.serviceId, email: buyer.email }),
      buyer.auth,
    );
    expect(booked.status).toBe(201);
    const toBuyer = await testApp.platform.db.select().from(outbox).where(eq(outbox.userId, buyer.id));
    const whatsapp = toBuyer.find((row) => row.channel === 'whatsapp')!;
    expect(whatsapp.template!.language).toBe('sw');
    expect(whatsapp.template!.params[1]).toBe('Ombi la miadi limepokelewa');
    expect(whatsapp.template!.params[2]).toMatch(/saa 3:00 asubuhi \(saa za Nairobi\) \(dakika 30, Ksh [\d,]+\)$/);
    expect(toBuyer.find((row) => row.channel === 'email')!.subject).toBe(
      'Ombi la miadi limepokelewa: Knotless Braids in Kasarani',
    );
    const toSeller = await testApp.platform.db.select().from(outbox).where(eq(outbox.userId, seller.id));
    expect(toSeller.find((row) => row.channel === 'email')!.subject).toBe(
      'Ombi jipya la miadi: Knotless Braids in Kasarani',
    );
  });

  it('keeps a Kiswahili reminder within one text, offering to cancel only while cancelling works', () => {
    const startsAt = Date.parse('2026-11-28T14:30:00Z');
    const booking = {
      id: 12345,
      serviceName: 'Knotless Braids in Kasarani with a very long name indeed, to be cut to fit',
      date: '2026-11-28',
      time: '5:30 PM',
      startsAt,
      buyerId: 'someone',
    };
    const dayBefore = reminderText(booking, 'kesho', startsAt - 24 * 3_600_000, translator('sw'));
    expect(dayBefore.length).toBeLessThanOrEqual(SMS_LENGTH);
    expect(dayBefore).toMatch(
      / kesho, Jumamosi, 28 Nov saa 11:30 jioni\. Miadi #12345\. Jibu 1 kuthibitisha kuwa utafika, au 2 kughairi\.$/,
    );
    // Two hours before, past the cut-off: no "2 to cancel" that would only be refused.
    const twoHours = reminderText(booking, 'ndani ya saa 2 zijazo', startsAt - 2 * 3_600_000, translator('sw'));
    expect(twoHours).toMatch(/Miadi #12345\. Jibu 1 kuthibitisha kuwa utafika\.$/);
    expect(reminderText(booking, 'in 2 hours', startsAt - 2 * 3_600_000)).not.toMatch(/cancel/);
  });

  it('tells a Kiswahili seller their day, their package’s end and their payment in Kiswahili', async () => {
    const { platform } = testApp;
    const seller = await helpers.sellerWithListing();
    await platform.db.update(users).set({ locale: 'sw' }).where(eq(users.id, seller.id));
    const buyer = await helpers.signUp('buyer');
    const date = helpers.dayAhead(6);
    const booked = await helpers.book(
      helpers.appointment({ serviceId: seller.serviceId, email: buyer.email, date, time: '2:00 PM' }),
      buyer.auth,
    );
    const { id } = await booked.json();
    expect((await testApp.request('POST', `/api/bookings/${id}/confirm`, {}, seller.auth)).status).toBe(200);
    await runJobs(platform, nairobiInstant(date, 7 * 60));
    const agenda = (await messagesTo(seller.email)).find((mail) => mail.subject.startsWith('Siku yako'))!;
    expect(agenda.subject).toBe(`Siku yako: miadi 1, ${formatDay('sw', date)}`);
    expect(agenda.text).toContain(`saa 8:00 mchana: Knotless Braids in Kasarani, Akinyi Odhiambo, miadi #${id}`);
    expect(agenda.text).toContain('/sw/account/bookings');

    const paidUntil = Date.now() + 3 * 86_400_000;
    await platform.db
      .update(users)
      .set({ packagePaidUntil: new Date(paidUntil) })
      .where(eq(users.id, seller.id));
    await scheduleExpiryReminders(platform.db, seller.id, paidUntil, Date.now());
    await runJobs(platform, paidUntil);
    const ending = (await messagesTo(seller.email)).filter((mail) => mail.subject.startsWith('Kifurushi chako'));
    expect(ending.map((mail) => mail.subject)).toEqual(['Kifurushi chako cha Basic kinaisha kesho']);
    expect(ending[0]!.text).toContain(`Kilipie tena kwa M-Pesa: ${platform.siteUrl}/sw/account/money#package`);

    const payment = { userId: seller.id, purpose: 'renewal', packageId: 'basic', amount: 1500, receipt: 'TK12AB34CD' };
    await mailReceipt(platform, {
      ...payment,
      phone: '+254712345678',
      status: 'paid',
      createdAt: new Date(),
    } as PaymentRow);
    const [receipt] = await messagesTo(seller.email).then((mails) =>
      mails.filter((mail) => mail.subject.startsWith('Malipo')),
    );
    expect(receipt!.subject).toBe('Malipo yamepokelewa: kifurushi cha Basic');
    expect(receipt!.text).toContain('Tumepokea Ksh 1,500 kwa kifurushi chako cha Basic (');
    expect(receipt!.text).toContain('Risiti ya M-Pesa: TK12AB34CD');
  });

  it('names a general enquiry in the reader’s language, never in the English it is stored with', async () => {
    const email = `swali${Date.now()}@example.com`;
    const sent = await testApp.request(
      'POST',
      '/api/appointments',
      helpers.appointment({ serviceId: undefined, email, date: helpers.dayAhead(4) }),
      { 'Accept-Language': 'sw-KE,sw;q=0.9' },
      testApp.newClient(),
    );
    expect(sent.status).toBe(201);
    const [confirm] = await messagesTo(email);
    expect(confirm!.subject).toContain('Ombi la jumla');
    expect(`${confirm!.subject}${confirm!.text}`).not.toContain('General enquiry');
  });

  it('prefills the WhatsApp chat in the language the booking was made in', () => {
    const booking = {
      id: 7,
      name: 'Wanjiru',
      serviceId: 3,
      serviceName: 'Knotless Braids',
      date: '2026-11-28',
      time: '9:00 AM',
    };
    expect(messageToSeller({ ...booking, locale: 'en' })).toBe(
      'Hello, this is Wanjiru. I booked Knotless Braids on Saturday, 28 November 2026 at 9:00 AM on Mabinti (booking #7).',
    );
    expect(messageToBuyer({ ...booking, locale: 'sw' })).toBe(
      'Habari Wanjiru, ni kuhusu miadi yako ya Mabinti #7: Knotless Braids, Jumamosi, 28 Novemba 2026, saa 3:00 asubuhi.',
    );
  });
});
