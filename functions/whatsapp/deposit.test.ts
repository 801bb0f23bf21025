import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookings } from '#functions/db/schema/bookings';
import { payments } from '#functions/db/schema/payments';
import { EMULATOR_WHATSAPP, startWhatsAppEmulator } from '../../emulators/whatsapp';
import { bookingHelpers } from '../../tests/support/bookings';
import { depositHelpers } from '../../tests/support/deposits';
import { paymentsTestApp } from '../../tests/support/payments';
import { runJobs } from '../../tests/support/test-platform';
import { bodyOf, titlesOf, whatsappChat } from '../../tests/support/whatsapp-chat';

/**
 * A booking with a deposit made in a WhatsApp chat (issue 44), in Kiswahili from "Habari": the
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
      WHATSAPP_TOKEN: EMULATOR_WHATSAPP.token,
      WHATSAPP_PHONE_NUMBER_ID: EMULATOR_WHATSAPP.phoneNumberId,
      WHATSAPP_API_URL: await whatsapp.listening,
      WHATSAPP_APP_SECRET: EMULATOR_WHATSAPP.appSecret,
    },
  );
  deposits = depositHelpers(t, bookingHelpers(t));
  chat = whatsappChat(t, whatsapp);
});
afterAll(async () => {
  await t.close();
  await whatsapp.close();
});

describe('a deposit in a WhatsApp chat', () => {
  it('goes from "Habari" to a paid booking in ten messages and taps, one prompt', async () => {
    const { seller } = await deposits.depositListing();
    const client = chat.person('254722900100');
    expect(titlesOf(await client.say('Habari'))).toEqual(['Weka miadi', 'Miadi yangu', 'Msaada']);
    await client.tap('Weka miadi');
    await client.tap('Nywele');
    const services = await client.tap('Nairobi');
    const days = await client.tap(titlesOf(services).find((title) => title.startsWith('Knotless Braids'))!);
    const times = await client.tap(titlesOf(days)[1]!);
    await client.tap(titlesOf(times)[0]!);
    const confirm = await client.say('Wairimu');
    expect(bodyOf(confirm)).toContain('Ksh 500');
    const payer = await client.tap('Thibitisha');
    expect(titlesOf(payer)).toEqual(['Nambari hii', 'Nambari nyingine', 'Rudi']);
    const done = await client.tap('Nambari hii');
    expect(bodyOf(done)).toMatch(/#\d+/);
    expect(client.moves()).toBeLessThanOrEqual(10);

    const id = Number(/#(\d+)/.exec(bodyOf(done))![1]);
    await runJobs(t.platform, Date.now() + 5_000);
    const prompts = await t.platform.db.select().from(payments).where(eq(payments.bookingId, id));
    expect(prompts).toHaveLength(1);
    expect(prompts[0]).toMatchObject({ phone: '+254722900100', amount: 500 });
    await t.calledBack(prompts[0]!.id);
    const [booking] = await t.platform.db.select().from(bookings).where(eq(bookings.id, id));
    expect(booking).toMatchObject({ status: 'requested', channel: 'whatsapp', sellerId: seller.id });
    expect(whatsapp.stats.rejected).toBe(0);
  });
});
