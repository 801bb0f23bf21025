import { expect, test } from '@playwright/test';
import { addDays, nairobiDateKey } from '#shared/booking-time';
import { bookButton, expectAccessible, pickDay } from './support';

/**
 * Notification channels (issue 17): a buyer turns SMS off and WhatsApp on in /account, with the
 * plain form, books, and the outbox shows the request's notice on the chosen channels only.
 */
test('a buyer chooses WhatsApp over SMS, books, and hears on the chosen channels only', async ({ page }, info) => {
  test.setTimeout(60_000);
  const stamp = `${Date.now()}`.slice(-6);
  const email = `channels${stamp}${info.project.name}@example.com`;
  const phone = `0713 ${stamp.slice(0, 3)} ${stamp.slice(3)}`;
  const international = `+254713${stamp}`;
  await page.goto('/about');
  const registered = await page.request.post('/api/register', {
    data: { userName: 'Zawadi Mwende', email, phoneNumber: phone, password: 'a strong password', accountType: 'buyer' },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(registered.ok()).toBe(true);

  await page.goto('/account/notifications');
  const section = page.getByRole('region', { name: 'Notifications' });
  await expect(section.getByRole('checkbox', { name: /^E-mail/ })).toBeChecked();
  await expect(section.getByRole('checkbox', { name: /^SMS/ })).toBeChecked();
  await expect(section.getByRole('checkbox', { name: /^WhatsApp/ })).not.toBeChecked();
  await section.getByRole('checkbox', { name: /^SMS/ }).uncheck();
  await section.getByRole('checkbox', { name: /^WhatsApp/ }).check();
  await section.getByRole('button', { name: 'Save notification choices' }).click();
  await expect(page).toHaveURL(/\/account\/notifications\?saved=notifications#notifications$/);
  await expect(page.getByText('Your notification choices are saved.')).toBeVisible();
  await expect(section.getByRole('checkbox', { name: /^SMS/ })).not.toBeChecked();
  await expect(section.getByRole('checkbox', { name: /^WhatsApp/ })).toBeChecked();
  await expectAccessible(page);

  // A booking: the dialog fills in the account's details.
  // Sample listings (the oldest ids), which other tests never change; one per project.
  const listings = (await (await page.request.get('/api/services/fitness?limit=60')).json()) as { _id: string }[];
  listings.sort((a, b) => Number(a._id) - Number(b._id));
  const listing = listings[info.project.name === 'phone' ? 1 : 0]!;
  await page.goto(`/service/${listing._id}`);
  await bookButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Book an Appointment' });
  await pickDay(page, addDays(nairobiDateKey(Date.now()), info.project.name === 'phone' ? 11 : 10));
  await dialog.locator('.slot').first().click();
  await expect(dialog.getByLabel('Phone number')).toHaveValue(/713/);
  await dialog.getByRole('button', { name: 'Book Appointment' }).click();
  await expect(page.getByText('Appointment booked successfully!').first()).toBeVisible();
  const reference = (await dialog.getByText(/^#\d+$/).textContent())!;

  // The outbox: an e-mail and a WhatsApp message about this booking, and no text message.
  await page.goto('/dev/outbox');
  const rows = page.locator('tbody tr').filter({ hasText: new RegExp(`Booking ${reference}\\.`) });
  await expect(rows.filter({ hasText: `to ${international}` })).toHaveCount(1);
  await expect(
    rows
      .filter({ hasText: `to ${international}` })
      .locator('td')
      .nth(1),
  ).toHaveText('WhatsApp');
  await expect(page.locator('tbody tr[data-channel="sms"]').filter({ hasText: `to ${international}` })).toHaveCount(0);
  await expect(page.getByRole('link', { name: `to ${email}: Booking request received` })).toBeVisible();
  await expectAccessible(page);
});
