import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, gte } from 'drizzle-orm';
import { bookings } from '#functions/db/schema/bookings';
import { payments } from '#functions/db/schema/payments';
import { ussdGateway } from '../../emulators/ussd';
import { bookingHelpers } from '../../tests/support/bookings';
import { depositHelpers } from '../../tests/support/deposits';
import { paymentsTestApp } from '../../tests/support/payments';
import { runJobs } from '../../tests/support/test-platform';
import { outbox } from '#functions/db/schema/mail';
import { backgroundSettled } from '#functions/jobs/soon';

/**
 * A deposit booked over USSD: END first, then the M-Pesa prompt to the session's own
 * number (or one typed, off Safaricom), through the web's deposit function. The Daraja emulator
 * answers 1037 to a prompt reaching a phone still in its USSD session: that never happens.
 */
const KEY = 'ussd-test-key-0123456789';
let gateway: ReturnType<typeof ussdGateway>;
let t: Awaited<ReturnType<typeof paymentsTestApp>>;
let deposits: ReturnType<typeof depositHelpers>;
beforeAll(async () => {
  t = await paymentsTestApp({ inUssdSession: (phone) => gateway.inSession(phone) }, { AT_USSD_KEY: KEY });
  gateway = ussdGateway({ url: `${t.origin}/api/ussd?key=${KEY}`, twice: true });
  deposits = depositHelpers(t, bookingHelpers(t));
});
afterAll(() => t.close());

async function bookOver(serviceId: number, phone: string, network: string) {
  const handset = await gateway.dial(`*384*21*${serviceId}#`, phone, network);
  for (const answer of ['1', '1', 'Achieng', '1']) await handset.answer(answer);
  return { handset, final: handset.screen };
}

describe('a deposit booked over USSD', () => {
  it('is asked for after END, on the session’s own number, and the paid booking goes to the provider', async () => {
    const { seller } = await deposits.depositListing();
    const { handset, final } = await bookOver(seller.serviceId, '0722 500 600', '63902');
    // Not "Booked!" before the deposit is paid: held, and booked once paid.
    expect(final).toMatch(
      /^END Held for you: Ref #\d+\. Pay the deposit of Ksh 500 in the M-Pesa prompt coming now, and it is booked\.$/,
    );
    expect(handset.ended).toBe(true);
    const id = Number(/#(\d+)/.exec(final)![1]);
    expect((await t.platform.db.select().from(bookings).where(eq(bookings.id, id)))[0]!.status).toBe(
      'awaiting_deposit',
    );

    await runJobs(t.platform, Date.now() + 5_000);
    const [payment] = await t.platform.db.select().from(payments).where(eq(payments.bookingId, id));
    expect(payment).toMatchObject({ phone: '+254722500600', amount: 500, userId: null });
    await t.calledBack(payment!.id);
    expect((await t.platform.db.select().from(bookings).where(eq(bookings.id, id)))[0]!.status).toBe('requested');
    expect(t.emulator.stats.promptsDuringUssd).toBe(0);
    expect(gateway.problems).toEqual([]);
  });

  it('sends the prompt once the session closed and tells the provider at once when paid, without the sweep', async () => {
    const { seller } = await deposits.depositListing();
    const { final } = await bookOver(seller.serviceId, '0722 500 603', '63902');
    const id = Number(/#(\d+)/.exec(final)![1]);
    // The work the END started: the prompt, about three seconds on (no sweep runs in tests).
    await backgroundSettled();
    const [payment] = await t.platform.db.select().from(payments).where(eq(payments.bookingId, id));
    expect(payment).toMatchObject({ phone: '+254722500603', amount: 500 });
    const since = new Date();
    await t.calledBack(payment!.id);
    await backgroundSettled();
    expect((await t.platform.db.select().from(bookings).where(eq(bookings.id, id)))[0]!.status).toBe('requested');
    const told = await t.platform.db.select().from(outbox).where(gte(outbox.createdAt, since));
    expect(told.filter((m) => m.kind === 'booking-update').length).toBeGreaterThan(0);
    expect(told.filter((m) => m.status === 'queued')).toEqual([]);
  });

  it('releases the time at once and says so by SMS when the caller cancels the M-Pesa prompt', async () => {
    const { seller } = await deposits.depositListing();
    // The emulator's payer whose number ends in 1032 presses Cancel on the prompt.
    const { final } = await bookOver(seller.serviceId, '0722 501 032', '63902');
    const id = Number(/#(\d+)/.exec(final)![1]);
    await backgroundSettled();
    const [payment] = await t.platform.db.select().from(payments).where(eq(payments.bookingId, id));
    const since = new Date();
    await t.calledBack(payment!.id);
    await backgroundSettled();
    expect((await t.platform.db.select().from(bookings).where(eq(bookings.id, id)))[0]!.status).toBe('expired');
    const told = await t.platform.db.select().from(outbox).where(gte(outbox.createdAt, since));
    const sms = told.find((m) => m.channel === 'sms' && m.to === '+254722501032');
    expect(sms?.text).toMatch(
      new RegExp(
        `the M-Pesa payment was cancelled, so the time is free again\\. To book again, dial \\*384\\*21\\*${seller.serviceId}#\\.$`,
      ),
    );
  });

  it('asks for an M-Pesa number when the line is not Safaricom’s, and prompts that number', async () => {
    const { seller } = await deposits.depositListing();
    const handset = await gateway.dial(`*384*21*${seller.serviceId}#`, '0733 500 601', '63903');
    await handset.answer('1');
    await handset.answer('1');
    await handset.answer('Otieno');
    expect(await handset.answer('1')).toMatch(/^CON Your line is not Safaricom/);
    expect(await handset.answer('12345')).toMatch(/^CON That is not an M-Pesa number/);
    const final = await handset.answer('0722 500 602');
    const id = Number(/#(\d+)/.exec(final)![1]);
    await runJobs(t.platform, Date.now() + 5_000);
    const [payment] = await t.platform.db.select().from(payments).where(eq(payments.bookingId, id));
    expect(payment!.phone).toBe('+254722500602');
    expect(gateway.problems).toEqual([]);
  });
});
