import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingHelpers } from '../../tests/support/bookings';
import { createTestApp } from '../../tests/support/test-platform';
import { users } from '#functions/db/schema/accounts';
import { outbox } from '#functions/db/schema/mail';
import { translator } from '#shared/i18n/translate';
import { formatDay } from '#shared/i18n/format';
import { SMS_LENGTH } from '#functions/notify/texts';
import { reminderText } from './reminders';

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
      /^Mabinti: Ombi la miadi limepokelewa: .*Miadi #\d+\. Simamia: .*\/sw\/booking\/\d+$/,
    );

    const toSeller = await messagesTo(seller.email);
    expect(toSeller.at(-1)!.subject).toBe('New booking request: Knotless Braids in Kasarani');
    expect(toSeller.at(-1)!.text).toContain('(Nairobi time)');
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
    expect(whatsapp.template!.params[2]).toMatch(/saa 3:00 asubuhi \(saa za Nairobi\)$/);
    expect(toBuyer.find((row) => row.channel === 'email')!.subject).toBe(
      'Ombi la miadi limepokelewa: Knotless Braids in Kasarani',
    );
    const toSeller = await testApp.platform.db.select().from(outbox).where(eq(outbox.userId, seller.id));
    expect(toSeller.find((row) => row.channel === 'email')!.subject).toBe(
      'Ombi jipya la miadi: Knotless Braids in Kasarani',
    );
  });

  it('keeps a Kiswahili reminder within one text', () => {
    const booking = {
      id: 12345,
      serviceName: 'Knotless Braids in Kasarani with a very long name indeed, to be cut to fit',
      date: '2026-11-28',
      time: '5:30 PM',
      buyerId: 'someone',
    };
    const text = reminderText(booking, 'kesho', 'https://mabinti.example', translator('sw'));
    expect(text.length).toBeLessThanOrEqual(SMS_LENGTH);
    expect(text).toContain(' kesho, Jumamosi, 28 Nov saa 11:30 jioni. Miadi #12345. Ghairi au hamisha: ');
    expect(text).toMatch(/\/sw\/account\/bookings$/);
  });
});
