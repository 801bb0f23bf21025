import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { bookings } from '#functions/db/schema/bookings';
import { outbox } from '#functions/db/schema/mail';
import { payments } from '#functions/db/schema/payments';
import { services } from '#functions/db/schema/catalogue';
import { users } from '#functions/db/schema/accounts';
import { startWhatsAppEmulator, whatsappSettings } from '../../emulators/whatsapp';
import { EMULATOR_MAIL_KEY, startMailApiEmulator } from '../../emulators/mail-api';
import { bookingHelpers } from '../../tests/support/bookings';
import { depositHelpers } from '../../tests/support/deposits';
import { paymentsTestApp } from '../../tests/support/payments';
import { runJobs } from '../../tests/support/test-platform';
import { ussdHandset } from '../../tests/support/ussd';
import { whatsappChat } from '../../tests/support/whatsapp-chat';
import { leavingBookings } from './erase';
import { runRetention } from './retention';
import { sweepPayouts } from '#functions/payouts/service';
import { addDays, nairobiDateKey } from '#shared/booking-time';

/**
 * Erasure that always completes and forgets (decision 028): a person with a web booking and a paid
 * deposit, a phone proven by a texted code that booked by USSD and chatted on WhatsApp, a past
 * guest booking under the same e-mail, a contact message and a report is erased; afterwards their
 * e-mail, number and name are in no column of any table, and the provider heard of "a former
 * client" with no way to reach them.
 */
const KEY = 'ussd-erase-key-0123456789';
const whatsapp = startWhatsAppEmulator();
const mail = startMailApiEmulator();
let t: Awaited<ReturnType<typeof paymentsTestApp>>;
let b: ReturnType<typeof bookingHelpers>;
let d: ReturnType<typeof depositHelpers>;
beforeAll(async () => {
  t = await paymentsTestApp(
    {},
    {
      AT_USSD_KEY: KEY,
      MAIL_API_KEY: EMULATOR_MAIL_KEY,
      MAIL_API_URL: `${await mail.listening}/emails`,
      ...whatsappSettings(await whatsapp.listening),
    },
  );
  b = bookingHelpers(t);
  d = depositHelpers(t, b);
});
afterAll(async () => {
  await t.close();
  await whatsapp.close();
  await mail.close();
});

const NAME = 'Nyokabi Wairimu-Achieng';
const PHONE = '+254722615907';
const PHONE_SPELLINGS = ['722615907'];
const HOUR = 3_600_000;

/** Every table.column whose text holds `needle`. */
async function whereFound(needle: string): Promise<string[]> {
  const { db } = t.platform;
  const tables = await db.all<{ name: string }>(
    sql`SELECT name FROM sqlite_master WHERE type = 'table' AND sql NOT LIKE 'CREATE VIRTUAL%' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '__drizzle%'`,
  );
  const found: string[] = [];
  for (const { name } of tables) {
    const columns = await db.all<{ name: string }>(sql`SELECT name FROM pragma_table_info(${name})`);
    for (const column of columns) {
      const [hit] = await db.all<{ n: number }>(
        sql`SELECT count(*) AS n FROM ${sql.identifier(name)} WHERE instr(lower(CAST(${sql.identifier(column.name)} AS TEXT)), lower(${needle})) > 0`,
      );
      if (hit && hit.n > 0) found.push(`${name}.${column.name}`);
    }
  }
  return found;
}

async function textedCode(phone: string) {
  const texts = await t.platform.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, phone), eq(outbox.channel, 'sms')))
    .orderBy(outbox.id);
  return /code: (\d{6})/.exec(texts.at(-1)!.text ?? '')![1]!;
}

describe('Delete my account, for a person who used every channel', () => {
  it('completes, refunds what the rules refund, and leaves their e-mail, number and name nowhere', async () => {
    const { seller, buyer } = await d.depositListing();
    await t.platform.db.update(users).set({ userName: NAME }).where(eq(users.id, buyer.id));

    // A web booking 48 hours ahead with its Ksh 500 deposit paid: it comes back.
    const web = await d.bookWithDeposit(seller.serviceId, buyer);
    const { payment } = await (await d.payDeposit(web.id, buyer.auth, '0722615907')).json();
    await t.calledBack(payment.id);
    const startsAt = Date.now() + 48 * HOUR;
    await t.platform.db
      .update(bookings)
      .set({ name: NAME, startsAt, endsAt: startsAt + HOUR, blocksUntil: startsAt + HOUR })
      .where(eq(bookings.id, web.id));

    // The phone, proven by a texted code, books by USSD.
    await t.request('POST', '/api/me/phone/code', { phone: PHONE }, buyer.auth);
    expect((await t.request('POST', '/api/me/phone/link', { code: await textedCode(PHONE) }, buyer.auth)).status).toBe(
      200,
    );
    const other = await b.sellerWithListing();
    const call = ussdHandset(t.app, KEY)(PHONE, [String(other.serviceId)]);
    await call.dial();
    await call.say('2');
    const asked = await call.say('1');
    if (asked.includes('name')) await call.say(NAME);
    const done = await call.say('1');
    const byPhone = Number(/#(\d+)/.exec(done)![1]);

    // The same number chats on WhatsApp, giving its name.
    const chat = whatsappChat(t, whatsapp).person(PHONE.slice(1));
    await chat.say('Hi');
    await chat.say(NAME);

    // A past guest visit under the same e-mail, a contact message and a report.
    const past = await b.book(b.appointment({ serviceId: String(other.serviceId), email: buyer.email, name: NAME }));
    const { id: pastId } = (await past.json()) as { id: number };
    await t.platform.db
      .update(bookings)
      .set({ startsAt: Date.now() - 48 * HOUR, phoneNumber: PHONE, status: 'completed' })
      .where(eq(bookings.id, pastId));
    const contact = await t.request('POST', '/api/contact', {
      name: NAME,
      email: buyer.email,
      phone: '0722 615 907',
      subject: 'About my booking',
      message: `I am ${NAME}, call me on 0722615907.`,
    });
    expect(contact.status).toBeLessThan(300);
    const report = await t.request(
      'POST',
      `/api/services/${other.serviceId}/reports`,
      { reason: 'other', note: `Reported by ${NAME} (${buyer.email})` },
      buyer.auth,
    );
    expect(report.status).toBe(201);
    // Waiting for a time (decision 046): the entry, and the offer it may have had, go with them.
    const day = addDays(nairobiDateKey(Date.now()), 5);
    const waits = await t.request(
      'POST',
      '/api/waitlist',
      {
        serviceId: other.serviceId,
        fromDate: day,
        toDate: day,
        earliest: '7:00 AM',
        latest: '8:00 AM',
        name: NAME,
        email: buyer.email,
        phoneNumber: '0722 615 907',
      },
      buyer.auth,
    );
    expect(waits.status).toBe(201);
    await runJobs(t.platform);

    // The page says, before they confirm, what happens to each booking and its money.
    const [me] = await t.platform.db.select().from(users).where(eq(users.id, buyer.id));
    const leaving = await leavingBookings(t.platform, me!, Date.now());
    expect(leaving.find((booking) => booking.id === web.id)?.deposit).toEqual({ amount: 500, back: true });
    expect(leaving.map((booking) => booking.id)).toContain(byPhone);

    const deleted = await t.request(
      'POST',
      '/api/me/delete',
      { password: 'correct horse battery', understand: true },
      buyer.auth,
    );
    expect(deleted.status).toBe(200);
    await runJobs(t.platform);
    await sweepPayouts(t.platform, Date.now());
    await t.emulator.b2c.idle();
    await runJobs(t.platform);
    // The refund went to the number that paid; the daily clean-up then forgets that number too.
    await runRetention(t.platform);

    const [refunded] = await t.platform.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(refunded!.refund).toBe('refunded');
    const states = await t.platform.db.select({ id: bookings.id, status: bookings.status }).from(bookings);
    expect(states.filter((row) => [web.id, byPhone].includes(row.id)).map((row) => row.status)).toEqual([
      'cancelled',
      'cancelled',
    ]);
    const toSeller = mail.accepted.filter((sent) => sent.to.includes(seller.email) && /cancel/i.test(sent.subject));
    expect(toSeller.at(-1)?.text).toContain('a former client');
    expect(toSeller.at(-1)?.text).not.toContain(PHONE);

    expect(await whereFound(buyer.email)).toEqual([]);
    for (const spelling of PHONE_SPELLINGS) expect(await whereFound(spelling)).toEqual([]);
    expect(await whereFound(NAME)).toEqual([]);
    // The listing the report was about is not theirs, and stays.
    expect(await t.platform.db.select().from(services).where(eq(services.id, other.serviceId))).toHaveLength(1);
  });
});
