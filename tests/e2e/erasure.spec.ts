import { expect, test } from '@playwright/test';
import { and, eq, sql } from 'drizzle-orm';
import { addDays, nairobiDateKey } from '#shared/booking-time';
import { openDatabase } from '#functions/db/client';
import { outbox } from '#functions/db/schema/mail';
import { post, registered, unique } from './people';
import { dialAndBook } from './phone';

const PORT = Number(process.env.E2E_PORT ?? 4399);
const DATABASE = `file:${process.env.TMPDIR ?? '/tmp'}/mabinti-e2e-${PORT}/e2e.db`;

/** Every table.column of the live database whose text holds `needle`, with the row ids where it is. */
async function whereFound(needle: string): Promise<string[]> {
  const { db, client } = openDatabase(DATABASE);
  try {
    const tables = await db.all<{ name: string }>(
      sql`SELECT name FROM sqlite_master WHERE type = 'table' AND sql NOT LIKE 'CREATE VIRTUAL%' AND sql NOT LIKE '%WITHOUT ROWID%' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '__drizzle%'`,
    );
    const found: string[] = [];
    for (const { name } of tables) {
      const columns = await db.all<{ name: string }>(sql`SELECT name FROM pragma_table_info(${name})`);
      for (const column of columns) {
        const rows = await db.all<{ id: unknown }>(
          sql`SELECT rowid AS id FROM ${sql.identifier(name)} WHERE instr(lower(CAST(${sql.identifier(column.name)} AS TEXT)), lower(${needle})) > 0`,
        );
        for (const row of rows) found.push(`${name}.${column.name}#${String(row.id)}`);
      }
    }
    return found;
  } finally {
    client.close();
  }
}

async function textedCode(phone: string) {
  const { db, client } = openDatabase(DATABASE);
  try {
    const texts = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, phone), eq(outbox.channel, 'sms')))
      .orderBy(outbox.id);
    return /code: (\d{6})/.exec(texts.at(-1)!.text ?? '')![1]!;
  } finally {
    client.close();
  }
}

/**
 * Erasure that always completes and forgets (issue 57): a person who booked on the web, linked a
 * phone and booked by USSD from it, chatted on WhatsApp, booked as a guest under the same e-mail,
 * wrote to us and reported a listing deletes their account from the installed app; their e-mail,
 * number and name are then found nowhere but where the privacy page says they are kept, and the
 * app shows none of their bookings offline.
 */
test('a person who used every channel deletes their account, and is forgotten', async ({ browser }, info) => {
  test.setTimeout(120_000);
  const tag = unique().slice(-7);
  const name = `Chepkoech Erasure${tag}`;
  const email = `forget.${tag}@example.com`;
  const national = `7${info.project.name === 'phone' ? '2' : '3'}${tag}`;
  const phone = `+254${national}`;
  const page = await registered(browser, info, { userName: name, email, phoneNumber: `0${national}` });
  // A listing without a deposit or a team, one per project.
  const listings = (await (await page.request.get('/api/services?limit=20')).json()) as { _id: string }[];
  const listing = listings[info.project.name === 'phone' ? 17 : 16];
  const origin = new URL(page.url()).origin;

  // A web booking four days ahead, signed in; later a guest booking the day after, signed out.
  const date = addDays(nairobiDateKey(Date.now()), 4);
  const bookFirstFree = async (from: typeof page, day: string, skip: number) => {
    const slots = (await (await from.request.get(`/api/services/${listing!._id}/slots?date=${day}`)).json()) as {
      time: string;
    }[];
    for (const slot of slots.slice(skip)) {
      const answer = await from.request.post('/api/appointments', {
        data: {
          serviceId: listing!._id,
          date: day,
          time: slot.time,
          name,
          email,
          phoneNumber: phone,
          message: `I am ${name}`,
        },
        headers: { Origin: origin },
      });
      if (answer.status() === 201) return ((await answer.json()) as { id: number }).id;
    }
    throw new Error(`no free time on ${day}`);
  };
  const web = await bookFirstFree(page, date, info.project.name === 'phone' ? 5 : 1);

  // The phone, proven by a texted code, books by USSD on the demo's phone page.
  await post(page, '/api/me/phone/code', { phone });
  await post(page, '/api/me/phone/link', { code: await textedCode(phone) });
  const phonePage = await browser.newPage();
  await dialAndBook(phonePage, `*384*21*${listing!._id}#`, `0${national}`, '3');
  await phonePage.close();

  // The same number chats on WhatsApp and gives its name.
  const chat = await browser.newPage();
  await chat.goto('/dev/chat');
  await chat.getByLabel('Your WhatsApp number').fill(`0${national}`);
  for (const words of ['Hi', name]) {
    const before = await chat.locator('.answer').count();
    await chat.getByLabel('Your message').fill(words);
    await chat.getByRole('button', { name: 'Send' }).click();
    await expect(chat.locator('.answer')).toHaveCount(before + 1);
  }
  await chat.close();

  // A guest booking under the same e-mail, a message to us and a report.
  const guest = await browser.newPage();
  await guest.goto('/about');
  const guestBooking = { id: await bookFirstFree(guest, addDays(date, 1), info.project.name === 'phone' ? 6 : 2) };
  await guest.close();
  await post(page, '/api/contact', {
    name,
    email,
    phone: `0${national}`,
    subject: 'About my booking',
    message: `This is ${name}, on ${phone}.`,
  });
  await post(page, `/api/services/${listing!._id}/reports`, { reason: 'other', note: `From ${name} (${email})` });

  // The installed app keeps My Bookings offline.
  await page.goto('/account/bookings');
  await expect(page.locator(`[data-booking="${web}"]`).first()).toBeVisible();

  await page.goto('/account/privacy');
  await expect(page.getByText(/cancelled, and the provider is told/).first()).toBeVisible();
  await page.getByLabel('Your password').fill('a good password');
  await page.getByLabel('I understand that this cannot be undone').check();
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByRole('heading', { name: 'Your account is deleted' })).toBeVisible();

  // Where the privacy page says each is kept: a guest booking until its visit has passed; in the
  // demo, whose outbox is its mailbox, the e-mail confirming the deletion (to them, by name).
  const { db, client } = openDatabase(DATABASE);
  const confirming = await db.select({ id: outbox.id, kind: outbox.kind }).from(outbox).where(eq(outbox.to, email));
  client.close();
  expect(confirming.map((row) => row.kind)).toEqual(['account-erased']);
  const allowed = [
    ...['email', 'name', 'phone_number', 'message'].map((column) => `bookings.${column}#${guestBooking.id}`),
    ...['to', 'text', 'html'].map((column) => `outbox.${column}#${confirming[0]!.id}`),
  ];
  const unexpected = async (needle: string) => (await whereFound(needle)).filter((place) => !allowed.includes(place));
  expect(await unexpected(email)).toEqual([]);
  expect(await unexpected(national)).toEqual([]);
  expect(await unexpected(name)).toEqual([]);

  await page.context().setOffline(true);
  // The browser's own offline page: deleting the account cleared the site's storage and worker.
  await page.goto('/account/bookings').catch(() => undefined);
  await expect(page.locator('[data-booking]')).toHaveCount(0);
  await page.context().setOffline(false);
});
