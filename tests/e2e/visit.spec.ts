import { expect, test } from '@playwright/test';
import { addDays, nairobiDateKey } from '#shared/booking-time';
import { bookButton, cancelBooking, expectAccessible, isPhone, payPackage, pickDay, postListing } from './support';
import { registered, unique } from './people';

/**
 * Several services in one visit (issue 39): a client books braids and, right after, nails with
 * the same provider in one go, sees the visit's total, finds both parts in My Bookings as one
 * visit, and cancelling one part cancels the visit.
 */
test('a client books braids then nails in one visit, and cancelling one part cancels the visit', async ({
  browser,
}, info) => {
  test.setTimeout(90_000);
  const seller = await registered(browser, info, {
    userName: 'Two Hands Studio',
    email: `studio${unique()}@example.com`,
    accountType: 'seller',
    packageId: 'basic',
  });
  await payPackage(seller);
  const braids = await postListing(seller, 'Knotless Braids in Roysambu');
  await postListing(seller, 'Gel Nails in Roysambu');

  const client = await registered(browser, info, { userName: 'Imani Kariuki', email: `imani${unique()}@example.com` });
  const date = addDays(nairobiDateKey(Date.now()), isPhone(client) ? 8 : 7);
  await client.goto(`/service/${braids._id}`);
  await bookButton(client).click();
  await pickDay(client, date);
  const dialog = client.getByRole('dialog');
  await dialog.locator('.slot', { hasText: /^10:00 AM$/ }).click();
  await expect(dialog.getByLabel('Name')).toHaveValue('Imani Kariuki');
  await dialog.getByRole('button', { name: 'Add another service right after' }).click();
  await dialog.getByLabel('Service').selectOption({ label: 'Gel Nails in Roysambu' });
  await expect(dialog.getByText('Total for the visit: Ksh 3,000')).toBeVisible();
  await expectAccessible(client);
  await dialog.getByRole('button', { name: 'Book Appointment' }).click();
  await expect(dialog.locator('[data-status="requested"]')).toHaveText('Awaiting confirmation');

  await client.goto('/account/bookings');
  // Each part is a booking of its own, which shows the whole visit.
  const nails = client.locator('#mine .booking', { hasText: /^\s*Gel Nails in Roysambu/ });
  await expect(nails).toContainText('One visit of 2 services');
  await expect(nails).toContainText('Knotless Braids in Roysambu');
  await expectAccessible(client);
  await cancelBooking(nails);
  await expect(client.getByText('Booking cancelled')).toBeVisible();
  await client.reload();
  const parts = client.locator('#mine .booking').filter({ hasText: 'One visit of 2 services' });
  await expect(parts).toHaveCount(2);
  for (const part of await parts.all()) await expect(part).toContainText('Cancelled');
});
