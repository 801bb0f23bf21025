import { expect, test } from '@playwright/test';
import { addDays, nairobiDateKey } from '#shared/booking-time';
import { expectAccessible, isPhone, payPackage, postListing } from './support';
import { newPerson, post, registered, signedIn, tabTo, unique } from './people';

/** A seller with a listing open every day, and a client's booking of it two days ahead at `time`. */
async function sellerWithBooking(browser: Parameters<typeof newPerson>[0], info: Parameters<typeof newPerson>[1]) {
  const seller = await newPerson(browser, info);
  await seller.goto('/about');
  await post(seller, '/api/register', {
    userName: 'Akinyi Odhiambo',
    email: `calendar${unique()}@example.com`,
    phoneNumber: '0722 333 444',
    password: 'seller password',
    accountType: 'seller',
    packageId: 'basic',
  });
  await payPackage(seller);
  const listing = await postListing(seller, `Braids by Akinyi ${unique()}`);
  const clientEmail = `wairimu${unique()}@example.com`;
  const client = await registered(browser, info, {
    userName: 'Wairimu Njeri',
    email: clientEmail,
    accountType: 'buyer',
  });
  const date = addDays(nairobiDateKey(Date.now()), 2);
  const booking = await post(client, '/api/appointments', {
    serviceId: listing._id,
    date,
    time: '10:00 AM',
    name: 'Wairimu Njeri',
    email: clientEmail,
    phoneNumber: '0712 345 678',
  });
  return { seller, client, clientEmail, date, listing, booking: booking as { id: number } };
}

const focusedIsBlock = `document.activeElement?.classList.contains('block') ?? false`;

/**
 * The calendar (issue 61): the week as a time grid, a booking reached and opened by keyboard,
 * confirmed there and moved by the form, with the client told of the new time.
 */
test('a seller opens the week, reaches a booking by keyboard, confirms it and moves it', async ({ browser }, info) => {
  test.setTimeout(90_000);
  const { seller, client, clientEmail, date, listing, booking } = await sellerWithBooking(browser, info);

  await seller.goto(`/account/day?date=${date}&view=week`);
  const grid = seller.getByRole('table', { name: /Bookings in the week from/ });
  await expect(grid.getByRole('columnheader')).toHaveCount(8);
  await expect(grid.getByRole('rowheader', { name: '10:00 AM' })).toBeAttached();
  const block = grid.getByRole('link', { name: /Wairimu Njeri/ });
  await expect(block).toContainText('10:00 AM');
  await expect(block).toContainText('Awaiting confirmation');
  await expectAccessible(seller);

  await seller.getByRole('heading', { name: 'Calendar', level: 1 }).click();
  await tabTo(seller, focusedIsBlock);
  await seller.keyboard.press('Enter');
  await expect(seller).toHaveURL(new RegExp(`open=${booking.id}`));
  const details = seller.getByRole('region', { name: `Booking #${booking.id}` });
  await details.getByRole('button', { name: 'Confirm' }).click();
  await expect(seller.getByText('Booking confirmed').first()).toBeVisible();

  await details.getByLabel('New time').selectOption('2:00 PM');
  await details.getByRole('button', { name: 'Move' }).click();
  await expect(seller.getByText('Booking moved. We have told the client the new time.')).toBeVisible();
  await expect(grid.getByRole('link', { name: /Wairimu Njeri/ })).toContainText('2:00 PM');
  await expect(grid.getByRole('link', { name: /Wairimu Njeri/ })).toContainText('Confirmed');

  // A client walks in: entered by name and number, confirmed, in the grid.
  await seller.getByText('Add a walk-in or phoned-in booking').click();
  const walkIn = seller.locator('details.walk-in');
  await walkIn.getByLabel('Time').selectOption('11:00 AM');
  await walkIn.getByLabel("Client's name").fill('Mama Otieno');
  await walkIn.getByLabel("Client's phone number").fill('0733 111 222');
  await walkIn.getByRole('button', { name: 'Add booking' }).click();
  await expect(seller.getByText('Booking added and confirmed. We have texted the client.')).toBeVisible();
  await expect(grid.getByRole('link', { name: /Mama Otieno/ })).toContainText('Confirmed');

  // The client list has her, with a private note; "Book again" fills in a walk-in for her.
  await seller.goto('/account/clients');
  const row = seller.locator('tbody tr').filter({ hasText: 'Mama Otieno' });
  await row.locator('summary').click();
  await row.getByLabel('Notes on Mama Otieno').fill('Allergic to latex');
  await row.getByRole('button', { name: 'Save note' }).click();
  await expect(seller.getByText('Note saved.')).toBeVisible();
  await expect(
    seller.getByRole('row').filter({ hasText: 'Mama Otieno' }).getByLabel('Notes on Mama Otieno'),
  ).toHaveValue('Allergic to latex');
  await expectAccessible(seller);
  await seller.getByRole('link', { name: 'Book again for Mama Otieno' }).click();
  await expect(seller.locator('details.walk-in').getByLabel("Client's name")).toHaveValue('Mama Otieno');
  await seller.goto(`/account/day?date=${date}&view=week`);

  // An afternoon blocked: its times leave the listing's slots, and the grid shows it.
  const slots = async () =>
    (
      (await (await client.request.get(`/api/services/${listing._id}/slots?date=${date}`)).json()) as Array<{
        time: string;
      }>
    ).map((slot) => slot.time);
  expect(await slots()).toContain('4:00 PM');
  await seller.getByText('Block time').click();
  await seller.getByLabel('From', { exact: true }).fill('15:00');
  await seller.getByLabel('To', { exact: true }).fill('18:00');
  await seller.getByLabel('What for').fill('Training');
  await seller.getByRole('button', { name: 'Block this time' }).click();
  await expect(seller.getByText('Time blocked. Clients cannot book it.')).toBeVisible();
  await expect(grid.getByText('Training')).toBeVisible();
  expect(await slots()).not.toContain('4:00 PM');
  expect(await slots()).toContain('6:00 PM');
  await expectAccessible(seller);

  await client.goto('/dev/outbox');
  await expect(
    client.getByRole('link', { name: new RegExp(`to ${clientEmail}: Your appointment has a new time`) }),
  ).toBeVisible();
});

test('a salon owner sees a column per member, and one member at a time at 375 px with tabs', async ({
  browser,
}, info) => {
  const owner = await signedIn(browser, info, 'demo.salon@mabinti.test');
  await owner.goto('/account/day');
  const heads = owner.getByRole('table').getByRole('columnheader');
  // The tabs are for a phone: on a desktop every member's column is there.
  const tabs = owner.locator('nav.members a');
  const members = (await tabs.allTextContents()).map((name) => name.trim());
  expect(members.length).toBeGreaterThan(1);
  if (isPhone(owner)) {
    await expect(heads.filter({ visible: true })).toHaveCount(2);
    await expect(heads.filter({ visible: true }).nth(1)).toContainText(members[0]!);
    await tabs.nth(1).click();
    await expect(tabs.nth(1)).toHaveAttribute('aria-current', 'page');
    await expect(heads.filter({ visible: true }).nth(1)).toContainText(members[1]!);
    const overflow = await owner.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  } else {
    for (const name of members) await expect(heads.filter({ hasText: name })).toHaveCount(1);
  }
  await expectAccessible(owner);

  // The week of one member: a column per day.
  await owner.getByRole('link', { name: 'Week', exact: true }).click();
  await owner.getByRole('navigation', { name: 'Whose calendar' }).getByRole('link', { name: members[1]! }).click();
  await expect(owner.getByRole('table').getByRole('columnheader')).toHaveCount(8);
  await expectAccessible(owner);
});

test('a seller runs the calendar in Kiswahili: a walk-in, blocked time and a move', async ({ browser }, info) => {
  test.setTimeout(90_000);
  const { seller, date } = await sellerWithBooking(browser, info);
  await seller.goto(`/sw/account/day?date=${date}`);
  await expect(seller.getByRole('heading', { level: 1, name: 'Kalenda' })).toBeVisible();
  const grid = seller.getByRole('table', { name: /^Miadi ya / });
  await expect(grid.getByRole('link', { name: /Wairimu Njeri/ })).toContainText('Inasubiri kuthibitishwa');

  await seller.getByText('Ongeza miadi ya mteja aliyefika au aliyepiga simu').click();
  const walkIn = seller.locator('details.walk-in');
  await walkIn.getByLabel('Saa').selectOption('1:00 PM');
  await walkIn.getByLabel('Jina la mteja').fill('Bi Achieng');
  await walkIn.getByLabel('Nambari ya simu ya mteja').fill('0733 444 555');
  await walkIn.getByRole('button', { name: 'Ongeza miadi' }).click();
  await expect(seller.getByText('Miadi imeongezwa na kuthibitishwa. Tumemtumia mteja SMS.')).toBeVisible();
  await expect(grid.getByRole('link', { name: /Bi Achieng/ })).toContainText('Imethibitishwa');

  await seller.getByText('Zuia muda', { exact: true }).click();
  await seller.getByLabel('Kuanzia').fill('15:00');
  await seller.getByLabel('Hadi', { exact: true }).fill('16:00');
  await seller.getByRole('button', { name: 'Zuia muda huu' }).click();
  await expect(seller.getByText('Muda umezuiwa. Wateja hawawezi kuweka miadi kwa muda huo.')).toBeVisible();
  await expect(grid.getByText('Umezuiwa')).toBeVisible();

  await grid.getByRole('link', { name: /Bi Achieng/ }).click();
  const details = seller.getByRole('region', { name: /^Miadi #/ });
  await details.getByLabel('Muda mpya').selectOption('5:00 PM');
  await details.getByRole('button', { name: 'Hamisha' }).click();
  await expect(seller.getByText('Miadi imehamishwa. Tumemjulisha mteja muda mpya.')).toBeVisible();
  await expectAccessible(seller);
});

test('where scripts run, a confirmed booking dropped on a free time of its column moves there', async ({
  browser,
}, info) => {
  test.skip(info.project.name === 'phone', 'dragging is for a mouse; a phone opens the booking and moves it');
  const { seller, date, booking } = await sellerWithBooking(browser, info);
  await post(seller, `/api/bookings/${booking.id}/confirm`, {});
  await seller.goto(`/account/day?date=${date}`);
  // The drag's events as the browser sends them, with one DataTransfer from start to drop.
  const transfer = await seller.evaluateHandle(() => new DataTransfer());
  const target = seller.locator(`td.open[data-date="${date}"][data-time="3:00 PM"]`);
  await seller.locator(`a.block[data-move="${booking.id}"]`).dispatchEvent('dragstart', { dataTransfer: transfer });
  await target.dispatchEvent('dragover', { dataTransfer: transfer });
  await expect(target).toHaveClass(/drop-target/);
  await target.dispatchEvent('drop', { dataTransfer: transfer });
  await expect(seller.getByText('Booking moved. We have told the client the new time.')).toBeVisible();
  await expect(seller.getByRole('table').getByRole('link', { name: /Wairimu Njeri/ })).toContainText('3:00 PM');
});
