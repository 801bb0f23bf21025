import { expect, test, type TestInfo } from '@playwright/test';
import { cancelBooking, expectAccessible, withoutScripts } from './support';

/**
 * Booking and cancelling without JavaScript (issue 36): the Book button leads to plain forms
 * (option and day, then a free time and the details), and a booking's Cancel posts its own form.
 */
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;

/** A sample fitness listing (no deposit, not a class), one per project, as other journeys leave them. */
async function sampleListing(page: import('@playwright/test').Page, info: TestInfo) {
  const listings = (
    (await (await page.request.get('/api/services/fitness?limit=60')).json()) as { _id: string; name: string }[]
  ).filter((listing) => listing.name !== 'Sunrise HIIT and Spin Studio');
  listings.sort((a, b) => Number(a._id) - Number(b._id));
  return listings[info.project.name === 'phone' ? 3 : 2]!;
}

test('without JavaScript a guest books from plain forms, and a buyer books and cancels', async ({ browser }, info) => {
  test.setTimeout(60_000);
  const page = await withoutScripts(browser, info);
  const listing = await sampleListing(page, info);
  await page.goto(`/service/${listing._id}`);
  await page.getByRole('complementary').getByRole('link', { name: 'Book Appointment' }).click();
  await expect(page).toHaveURL(new RegExp(`/service/${listing._id}/book$`));
  await expect(page.getByRole('heading', { name: 'Book an Appointment' })).toBeVisible();
  const options = page.getByRole('group', { name: 'Which service would you like?' }).getByRole('radio');
  if ((await options.count()) > 0) await options.first().check();
  const chooseDay = async () => {
    if ((await page.getByLabel('Day').count()) === 0) await page.getByRole('button', { name: 'Choose a time' }).click();
    const days = page.getByLabel('Day').locator('option');
    // A day of each project's own: sample listings of one provider share the provider's time.
    await page
      .getByLabel('Day')
      .selectOption((await days.nth(info.project.name === 'phone' ? 5 : 3).getAttribute('value'))!);
    await page.getByRole('button', { name: 'Choose a time' }).click();
  };
  await chooseDay();
  await expect(page.getByLabel('Time')).toBeVisible();
  const bookingPage = page.url();
  const times = page.getByLabel('Time').locator('option');
  await page.getByLabel('Time').selectOption((await times.last().getAttribute('value'))!);
  await page.getByLabel('Name').fill('Atieno Guest');
  await page.getByLabel('Email').fill(`noscript${unique()}@example.com`);
  await page.getByLabel('Phone number').fill('0712 300 400');
  await page.getByRole('button', { name: 'Book Appointment' }).click();
  // Done: the reference and what comes next, not the day and time form again.
  await expect(
    page.getByRole('status').filter({ hasText: /^Request #\d+ is held for you\. We have e-mailed you a link/ }),
  ).toBeVisible();
  await expect(page.getByLabel('Time')).toBeHidden();

  // A buyer signs in with the plain form, books, and cancels from My Bookings.
  const email = `noscript.buyer${unique()}@example.com`;
  const registered = await page.request.post('/api/register', {
    data: { userName: 'Nafula Buyer', email, phoneNumber: '0712 300 401', password: 'buyer password' },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(registered.status()).toBe(201);
  await page.goto(`/service/${listing._id}/book`);
  if ((await options.count()) > 0) await options.first().check();
  await chooseDay();
  await page.getByLabel('Time').selectOption((await times.first().getAttribute('value'))!);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByRole('button', { name: 'Book Appointment' }).click();
  await expect(page).toHaveURL(/\/account\/bookings\?notice=booked/);
  await expect(page.getByRole('status').filter({ hasText: 'Appointment booked successfully!' })).toBeVisible();
  const booking = page.locator('.booking').filter({ hasText: 'Awaiting confirmation' }).first();
  await cancelBooking(booking);
  await expect(page.getByRole('status').filter({ hasText: 'Booking cancelled' })).toBeVisible();
  await expect(page.locator('.booking').filter({ hasText: 'Cancelled' }).first()).toBeVisible();

  // axe needs scripts to run: the booking page's two forms are checked in a page that has them.
  const context = await browser.newContext({ ...info.project.use });
  const withScripts = await context.newPage();
  await withScripts.goto(bookingPage);
  await expect(withScripts.getByLabel('Time')).toBeVisible();
  await expectAccessible(withScripts);
  await context.close();
});

test('without JavaScript a blank search keeps the visitor where they were', async ({ browser }, info) => {
  test.skip(info.project.name === 'phone', 'the header search is in the drawer, which opens with JavaScript');
  const page = await withoutScripts(browser, info);
  await page.goto('/about');
  await page.locator('#header-search').fill('   ');
  await page.locator('#header-search').press('Enter');
  await expect(page).toHaveURL(/\/about$/);
});
