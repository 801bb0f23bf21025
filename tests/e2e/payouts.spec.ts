import { expect, test, type Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { addDays, nairobiDateKey } from '#shared/booking-time';
import { nairobiInstant } from '#functions/scheduling/clock';
import { openDatabase } from '#functions/db/client';
import { bookings } from '#functions/db/schema/bookings';
import { expectAccessible, payPackage, postListing } from './support';
import { newPerson, post, signedIn, unique } from './people';

/**
 * Money reaching the people it belongs to (decision 026): a provider declines a paid booking and
 * the client sees the refund with its M-Pesa receipt; a visit is completed, the client tips for it
 * (decision 050), and the seller sees the payout of the deposit and the tip on their statement. The admin sends what is due from the payouts page.
 */
const PORT = Number(process.env.E2E_PORT ?? 4399);
const DATABASE = `file:${process.env.TMPDIR ?? '/tmp'}/mabinti-e2e-${PORT}/e2e.db`;

/** Books `serviceId` on `date` at `time` as the signed-in client and pays its deposit; the booking's id. */
async function paidBooking(client: Page, serviceId: string, date: string, time: string) {
  const booking = await post(client, '/api/appointments', {
    serviceId,
    date,
    time,
    name: 'Achieng Otieno',
    email: `achieng${unique()}@example.com`,
    phoneNumber: '0733 111 222',
  });
  expect(booking.status).toBe('awaiting_deposit');
  await post(client, `/api/bookings/${booking.id}/deposit`, { phone: '0733 111 222' });
  await expect
    .poll(
      async () =>
        ((await (await client.request.get('/api/me/bookings')).json()) as { id: number; status: string }[]).find(
          (item) => item.id === booking.id,
        )?.status,
      { timeout: 15_000 },
    )
    .toBe('requested');
  return booking.id as number;
}

/** The admin sends what is due now, from the payouts page. */
async function sendDuePayouts(admin: Page) {
  await admin.goto('/admin/payouts');
  await admin.getByRole('button', { name: 'Send due payouts now' }).click();
  await expect(admin.getByText('Due payouts are opened and sent.')).toBeVisible();
}

test('a declined booking is refunded and a completed visit is paid out, each with its M-Pesa receipt', async ({
  browser,
}, info) => {
  test.setTimeout(90_000);
  const seller = await newPerson(browser, info);
  await seller.goto('/about');
  await post(seller, '/api/register', {
    userName: 'Njeri Braids',
    email: `payouts${unique()}@example.com`,
    phoneNumber: '0722 333 444',
    password: 'seller password',
    accountType: 'seller',
    packageId: 'basic',
  });
  await payPackage(seller);
  const listing = await postListing(seller, `Fulani Braids ${unique()}`, { depositType: 'fixed', depositValue: '500' });
  const client = await newPerson(browser, info);
  await client.goto('/about');
  await post(client, '/api/register', {
    userName: 'Achieng Otieno',
    email: `achieng${unique()}@example.com`,
    phoneNumber: '0733 111 222',
    password: 'client password',
  });
  const date = addDays(nairobiDateKey(Date.now()), info.project.name === 'phone' ? 13 : 12);
  const admin = await signedIn(browser, info, 'demo.admin@mabinti.test');

  // The provider declines a paid booking: the deposit goes back to the client's M-Pesa.
  const declined = await paidBooking(client, listing._id, date, '9:00 AM');
  await seller.goto('/account/bookings');
  seller.once('dialog', (dialog) => void dialog.accept());
  await seller
    .locator(`[data-booking="${declined}"]`)
    .getByRole('button', { name: /^Decline/ })
    .click();
  await expect(seller.getByText('Booking declined')).toBeVisible();
  await sendDuePayouts(admin);
  await expectAccessible(admin);
  await expect
    .poll(
      async () => {
        await client.goto('/account/money');
        return client
          .locator('#money')
          .getByRole('row', { name: new RegExp(`booking #${declined}`) })
          .innerText();
      },
      { timeout: 15_000 },
    )
    .toMatch(/Ksh 500\s+Sent\s+[0-9A-F]{10}/);
  await expectAccessible(client);

  // A visit that took place: its deposit is the provider's, paid out with the day's payouts.
  const visited = await paidBooking(client, listing._id, date, '11:00 AM');
  await seller.goto('/account/bookings');
  await seller
    .locator(`[data-booking="${visited}"]`)
    .getByRole('button', { name: /^Confirm/ })
    .click();
  await expect(seller.getByText('Booking confirmed')).toBeVisible();
  // Only time makes a visit past: it is moved to yesterday, as the clock would have.
  const { db, client: connection } = openDatabase(DATABASE);
  const yesterday = addDays(nairobiDateKey(Date.now()), -1);
  const startsAt = nairobiInstant(yesterday, 11 * 60);
  await db
    .update(bookings)
    .set({ date: yesterday, startsAt, endsAt: startsAt + 3_600_000, blocksUntil: startsAt + 3_600_000 })
    .where(eq(bookings.id, visited));
  connection.close();
  await seller.goto('/account/bookings?list=seller-past');
  await seller
    .locator(`[data-booking="${visited}"]`)
    .getByRole('button', { name: /^Mark completed/ })
    .click();
  await expect(seller.getByText('Marked as completed')).toBeVisible();
  // The client tips Ksh 200 for the visit (decision 050), from their bookings in Kiswahili.
  await client.goto('/sw/account/bookings?list=buyer-past');
  const card = client.locator(`[data-booking="${visited}"]`);
  await card.getByText('Toa bakshishi').click();
  await card.getByLabel('Bakshishi (Ksh)').fill('200');
  await expectAccessible(client);
  await card.getByRole('button', { name: 'Tuma bakshishi' }).click();
  await expect(client.getByText('Angalia simu yako: weka PIN yako ya M-Pesa ili kutuma bakshishi.')).toBeVisible();
  await expect
    .poll(
      async () => {
        await client.goto('/sw/account/bookings?list=buyer-past');
        return client.locator(`[data-booking="${visited}"] .booking-tip`).innerText();
      },
      { timeout: 15_000 },
    )
    .toMatch(/Umetoa bakshishi ya Ksh 200/);
  await sendDuePayouts(admin);
  await expect
    .poll(
      async () => {
        await seller.goto('/account/money');
        return seller.locator('#money').innerText();
      },
      { timeout: 15_000 },
    )
    .toMatch(/Payout to your M-Pesa\s+−Ksh 700\s+[0-9A-F]{10}/);
  const statement = seller.locator('#money');
  await expect(statement.getByRole('row', { name: new RegExp(`Deposit for booking #${visited}`) })).toContainText(
    'Ksh 500',
  );
  await expect(statement.getByRole('row', { name: new RegExp(`Tip for booking #${visited}`) })).toContainText(
    'Ksh 200',
  );
  await expect(statement.getByText('Owed to you now')).toBeVisible();
  await expectAccessible(seller);
  for (const page of [seller, client, admin]) await page.context().close();
});
