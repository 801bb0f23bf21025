import { expect, test, type Page } from '@playwright/test';
import { addDays, nairobiDateKey } from '#shared/booking-time';
import { bookButton, expectAccessible, expectTextsFit, pickDay } from './support';
import { registered, unique } from './people';

/**
 * A salon's team in the booking dialog (issue 39): the client chooses a member, whose own hours
 * are the only ones offered, or anyone available, and the booking says who serves it.
 */

/** A sample listing with a team whose first option asks no deposit, and its members. */
async function teamListing(page: Page) {
  for (const category of ['bridal', 'photography']) {
    const listings = (await (await page.request.get(`/api/services/${category}?limit=60`)).json()) as { _id: string }[];
    for (const listing of listings) {
      const members = (await (await page.request.get(`/api/services/${listing._id}/members`)).json()) as {
        id: string;
        name: string;
      }[];
      if (members.length < 3) continue;
      const options = (await (await page.request.get(`/api/services/${listing._id}/options`)).json()) as {
        id: string;
        deposit: number | null;
      }[];
      if (options.length === 1 && options[0]!.deposit === null) return { id: listing._id, members };
    }
  }
  throw new Error('no sample listing with a team and one option without a deposit');
}

/** Opens the listing's dialog and picks `date` for `member` (a name, or Anyone available). */
async function chooseDay(page: Page, listingId: string, member: string, date: string) {
  await page.goto(`/service/${listingId}`);
  await bookButton(page).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Who would you like?').selectOption({ label: member });
  await pickDay(page, date);
  return dialog;
}

test('a client books the team member they want, or anyone available, and sees who serves them', async ({
  browser,
}, info) => {
  test.setTimeout(60_000);
  const client = await registered(browser, info, { userName: 'Imani Kariuki', email: `imani${unique()}@example.com` });
  const { id, members } = await teamListing(client);
  const afternoons = members[1]!; // keeps afternoons only (scripts/lib/seed-teams.ts)
  // A day the afternoon member still has a time, a week or more ahead; the two projects run at
  // once, so each takes its own (the phone the fourth such day, clear of a retry of the other).
  const freeDays: string[] = [];
  for (let ahead = 8; freeDays.length < 4 && ahead < 80; ahead++) {
    const day = addDays(nairobiDateKey(Date.now()), ahead);
    const slots = (await (
      await client.request.get(`/api/services/${id}/slots?date=${day}&member=${afternoons.id}`)
    ).json()) as unknown[];
    if (slots.length > 0) freeDays.push(day);
  }
  const date = freeDays[info.project.name === 'phone' ? 3 : 0]!;

  // The afternoon member: only afternoon times are offered.
  const dialog = await chooseDay(client, id, afternoons.name, date);
  const times = dialog.locator('.slot');
  await expect(times.first()).toBeVisible();
  await expectTextsFit(times);
  expect(await times.allTextContents()).not.toContain('9:00 AM');
  await expectAccessible(client);
  await times.first().click();
  await expect(dialog.getByText(afternoons.name)).toBeVisible();
  // The signed-in client's details fill in from the account.
  await expect(dialog.getByLabel('Name')).toHaveValue('Imani Kariuki');
  await dialog.getByRole('button', { name: 'Book Appointment' }).click();
  await expect(dialog.locator('[data-status="requested"]')).toHaveText('Awaiting confirmation');
  await client.goto('/account/bookings');
  await expect(client.locator('#mine .booking').first()).toContainText(`with ${afternoons.name}`);

  // Moving it: the calendar opens on the booking's month and offers its member's times only.
  await client
    .locator('#mine .booking', { hasText: `with ${afternoons.name}` })
    .first()
    .getByRole('link', { name: 'Request another time' })
    .click();
  const move = client.getByRole('dialog');
  await expect(move.locator(`[data-day="${date}"] button`)).toBeVisible();
  // Another day the member works (the booked one is taken by the booking itself).
  await pickDay(client, freeDays[info.project.name === 'phone' ? 2 : 1]!);
  await expect(move.locator('.slot').first()).toBeVisible();
  expect(await move.locator('.slot').allTextContents()).not.toContain('9:00 AM');
  await client.keyboard.press('Escape');

  // Anyone available at a morning time: the first member free then takes it.
  const again = await chooseDay(client, id, 'Anyone available', date);
  const morning = again.locator('.slot').first();
  const when = (await morning.textContent())!.trim();
  await morning.click();
  await expect(again.getByLabel('Name')).toHaveValue('Imani Kariuki');
  await again.getByRole('button', { name: 'Book Appointment' }).click();
  await expect(again.locator('[data-status="requested"]')).toHaveText('Awaiting confirmation');
  await client.goto('/account/bookings');
  const booked = client.locator('#mine .booking', { hasText: when });
  await expect(booked.first()).toContainText(/with (Wanjiku|Baraka)/);
  await expectAccessible(client);
  await client.context().close();
});
