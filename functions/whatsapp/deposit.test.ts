import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { bookings } from '#functions/db/schema/bookings';
import { outbox } from '#functions/db/schema/mail';
import { payments } from '#functions/db/schema/payments';
import { startWhatsAppEmulator, whatsappSettings } from '../../emulators/whatsapp';
import { bookingHelpers } from '../../tests/support/bookings';
import { depositHelpers } from '../../tests/support/deposits';
import { paymentsTestApp } from '../../tests/support/payments';
import { runJobs } from '../../tests/support/test-platform';
import { bodyOf, titlesOf, whatsappChat } from '../../tests/support/whatsapp-chat';

/**
 * A booking with a deposit made in a WhatsApp chat, in Kiswahili from "Habari": the
 * M-Pesa prompt goes to the number the client chose, once, and the paid booking goes to the
 * provider.
 */
const whatsapp = startWhatsAppEmulator();
let t: Awaited<ReturnType<typeof paymentsTestApp>>;
let deposits: ReturnType<typeof depositHelpers>;
let chat: ReturnType<typeof whatsappChat>;
beforeAll(async () => {
  t = await paymentsTestApp(
    {},
    {
      ...whatsappSettings(await whatsapp.listening),
    },
  );
  deposits = depositHelpers(t, bookingHelpers(t));
  chat = whatsappChat(t, whatsapp);
});
afterAll(async () => {
  await t.close();
  await whatsapp.close();
});

const WORDS = {
  sw: {
    hello: 'Habari',
    home: ['Weka miadi', 'Miadi yangu', 'Msaada'],
    hair: 'Nywele',
    confirm: 'Thibitisha',
    payers: ['Nambari hii', 'Nambari nyingine', 'Rudi'],
  },
  en: {
    hello: 'Hello',
    home: ['Book', 'My bookings', 'Help'],
    hair: 'Hair',
    confirm: 'Confirm',
    payers: ['This number', 'Another number', 'Back'],
  },
};

describe('a deposit in a WhatsApp chat', () => {
  it.each([
    ['sw', '254722900100'],
    ['en', '254722900101'],
  ] as const)(
    'goes from a greeting to a paid booking in ten messages and taps, one prompt (%s)',
    async (locale, waId) => {
      const words = WORDS[locale];
      const { seller } = await deposits.depositListing();
      const client = chat.person(waId);
      expect(titlesOf(await client.say(words.hello))).toEqual(words.home);
      await client.tap(words.home[0]!);
      await client.tap(words.hair);
      const services = await client.tap('Nairobi');
      const days = await client.tap(titlesOf(services).find((title) => title.startsWith('Knotless Braids'))!);
      const times = await client.tap(titlesOf(days)[locale === 'sw' ? 1 : 2]!);
      await client.tap(titlesOf(times)[0]!);
      const confirm = await client.say('Wairimu');
      expect(bodyOf(confirm)).toContain('Ksh 500');
      const payer = await client.tap(words.confirm);
      expect(titlesOf(payer)).toEqual(words.payers);
      const done = await client.tap(words.payers[0]!);
      expect(bodyOf(done)).toMatch(/#\d+/);
      expect(client.moves()).toBeLessThanOrEqual(10);

      const id = Number(/#(\d+)/.exec(bodyOf(done))![1]);
      await runJobs(t.platform, Date.now() + 5_000);
      const prompts = await t.platform.db.select().from(payments).where(eq(payments.bookingId, id));
      expect(prompts).toHaveLength(1);
      expect(prompts[0]).toMatchObject({ phone: `+${waId}`, amount: 500 });
      await t.calledBack(prompts[0]!.id);
      const [booking] = await t.platform.db.select().from(bookings).where(eq(bookings.id, id));
      expect(booking).toMatchObject({ status: 'requested', channel: 'whatsapp', sellerId: seller.id });
      expect(whatsapp.stats.rejected).toBe(0);
      // The client's "request received" names the deposit's M-Pesa receipt, whole (not cut to a text's length).
      const [paid] = await t.platform.db.select().from(payments).where(eq(payments.id, prompts[0]!.id));
      const told = await t.platform.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.to, `+${waId}`), eq(outbox.channel, 'whatsapp'), eq(outbox.kind, 'booking-update')));
      expect(told).toHaveLength(1);
      const message = JSON.stringify(told[0]!.template ?? told[0]!.whatsapp);
      expect(message).toContain(paid!.receipt!);
      expect(message).toContain('Ksh 500');
      expect(message).not.toContain('...');
    },
  );
});
