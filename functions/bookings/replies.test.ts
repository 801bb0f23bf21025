import { afterAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { bookings } from '#functions/db/schema/bookings';
import { outbox } from '#functions/db/schema/mail';
import { bookingHelpers } from '../../tests/support/bookings';
import { createTestApp, runJobs } from '../../tests/support/test-platform';

/**
 * "Reply 1 to confirm, 2 to cancel": the reminder text asks, the number it went to
 * answers, and the same message delivered twice acts and is answered once.
 */
const KEY = 'sms-callback-key-0123456789';
const testApp = createTestApp({ RATE_LIMIT_SCALE: '20', AT_CALLBACK_KEY: KEY });
const { platform, request, app } = testApp;
const b = bookingHelpers(testApp);
afterAll(() => platform.close());

let messages = 0;
const reply = (from: string, text: string, id = `ATXid_${++messages}_${Date.now()}`) =>
  app.request(`/api/notify/sms/inbound?key=${KEY}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ from, to: '21525', text, id, date: '2026-11-26 10:00:00' }).toString(),
  });
const textsTo = (phone: string) =>
  platform.db.select().from(outbox).where(eq(outbox.to, phone)).orderBy(desc(outbox.id));

/** A confirmed booking whose 24-hour reminder has gone to `phone` by text. */
async function reminded(phone: string) {
  const buyer = await b.signUp('buyer');
  const listing = await b.sellerWithListing();
  const made = await (
    await b.book(b.appointment({ serviceId: listing.serviceId, email: buyer.email, phoneNumber: phone }), buyer.auth)
  ).json();
  expect((await request('POST', `/api/bookings/${made.id}/confirm`, {}, listing.auth)).status).toBe(200);
  await runJobs(platform, (made.startsAt as number) - 24 * 3_600_000);
  return made.id as number;
}

const statusOf = async (id: number) => (await platform.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

describe('replies to a reminder text', () => {
  it('asks in the reminder, takes 1 from the prompted number once, and tells the provider', async () => {
    const id = await reminded('0722 800 900');
    const [reminder] = await textsTo('+254722800900');
    expect(reminder!.text).toMatch(new RegExp(`Booking #${id}\\. Reply 1 to confirm you will come, 2 to cancel\\.$`));
    expect(reminder!.text!.length).toBeLessThanOrEqual(160);

    const once = `ATXid_once_${Date.now()}`;
    expect((await reply('+254722800900', 'Yes', once)).status).toBe(200);
    expect((await reply('+254722800900', 'Yes', once)).status).toBe(200);
    const answers = (await textsTo('+254722800900')).filter((text) => text.kind === 'booking-reply');
    expect(answers.map((text) => text.text)).toEqual([
      `Mabinti: thank you! Booking #${id}: we have told the provider you are coming.`,
    ]);
    expect((await statusOf(id)).attendanceConfirmedAt).not.toBeNull();
    expect((await statusOf(id)).status).toBe('confirmed');
  });

  it('cancels on 2 (or GHAIRI) from the prompted number only; another number gets the help text', async () => {
    const id = await reminded('0722 800 901');
    await reply('+254722800999', '2');
    expect((await statusOf(id)).status).toBe('confirmed');
    const [help] = await textsTo('+254722800999');
    expect(help!.text).toBe('Mabinti: reply 1 to confirm your booking, 2 to cancel it, or STOP to stop our texts.');

    await reply('+254722800901', 'ghairi');
    expect((await statusOf(id)).status).toBe('cancelled');
    const [answer] = await textsTo('+254722800901');
    expect(answer!.text).toBe(`Mabinti: booking #${id} is cancelled.`);
  });

  it('answers ten copies of one reply sent at once with one text, and the one that acted', async () => {
    const id = await reminded('0722 800 905');
    const answers = await Promise.all(Array.from({ length: 10 }, () => reply('+254722800905', '2')));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect((await statusOf(id)).status).toBe('cancelled');
    const texts = (await textsTo('+254722800905')).filter((text) => text.kind === 'booking-reply');
    expect(texts.map((text) => text.text)).toEqual([`Mabinti: booking #${id} is cancelled.`]);
    // Help to a number with nothing to answer: once an hour, however often it writes.
    await Promise.all(Array.from({ length: 5 }, () => reply('+254722800998', 'hello')));
    expect((await textsTo('+254722800998')).filter((text) => text.kind === 'booking-reply')).toHaveLength(1);
  });

  it('keeps STOP first: the number stops hearing by text, and nothing is cancelled', async () => {
    const id = await reminded('0722 800 902');
    await reply('+254722800902', 'STOP');
    expect((await statusOf(id)).status).toBe('confirmed');
    expect((await textsTo('+254722800902')).filter((text) => text.kind === 'booking-reply')).toEqual([]);
  });
});
