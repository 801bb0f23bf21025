import { expect, test } from '@playwright/test';
import { addDays, formatDateKey, nairobiDateKey } from '#shared/booking-time';
import sharp from 'sharp';
import { expectAccessible, openEveryDay, payPackage, pickDay, bookButton, chooseGeneralEnquiry } from './support';
import { newPerson, post, unique } from './people';

test('a seller keeps hours and a day off, and a buyer moves a booking within them', async ({ browser, page }, info) => {
  test.setTimeout(60_000);
  const date = addDays(nairobiDateKey(Date.now()), 6);
  const dayOff = addDays(date, 1);
  const weekday = new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', { weekday: 'long', timeZone: 'UTC' });

  // A new seller with a listing.
  await page.goto('/about');
  await post(page, '/api/register', {
    userName: 'Imani Chebet',
    email: `hours${unique()}@example.com`,
    phoneNumber: '+254722333444',
    password: 'seller password',
    accountType: 'seller',
    packageId: 'basic',
  });
  await payPackage(page);
  await openEveryDay(page);
  const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#a855f7' } })
    .jpeg()
    .toBuffer();
  const listing = await (
    await page.request.post('/api/services', {
      headers: { Origin: new URL(page.url()).origin },
      multipart: {
        name: `Evening Nails by Imani ${unique()}`,
        minPrice: '800',
        maxPrice: '2500',
        location: 'Westlands',
        phoneNumber: '0722 333 444',
        category: 'beauty',
        subcategory: 'nails',
        description: 'Gel and acrylic nails at my studio in Westlands, after work hours.',
        media: { name: 'nails.jpg', mimeType: 'image/jpeg', buffer: photo },
      },
    })
  ).json();

  // Hours on the booking's weekday: 10:00 AM to 2:00 PM; the next day off.
  await page.goto('/account/bookings');
  await page.getByLabel(`${weekday} opens at`).selectOption({ label: '10:00 AM' });
  await page.getByLabel(`${weekday} closes at`).selectOption({ label: '2:00 PM' });
  await page.getByRole('button', { name: 'Save working hours' }).click();
  await expect(page.getByText('Working hours saved')).toBeVisible();
  await page.getByLabel('Day off').fill(dayOff);
  await page.getByRole('button', { name: 'Block this day' }).click();
  await expect(page.getByText('Day off added')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Days off' })).toContainText(formatDateKey(dayOff));
  await expectAccessible(page);

  // A buyer books 10:00 AM, then asks for another time.
  const buyer = await newPerson(browser, info);
  await buyer.goto('/about');
  const email = `mover${unique()}@example.com`;
  await post(buyer, '/api/register', {
    userName: 'Wambui Kariuki',
    email,
    phoneNumber: '0711 222 333',
    password: 'a strong password',
    accountType: 'buyer',
  });
  const booking = await post(buyer, '/api/appointments', {
    serviceId: listing._id,
    date,
    time: '10:00 AM',
    name: 'Wambui Kariuki',
    email,
    phoneNumber: '0711 222 333',
  });
  await buyer.goto('/account/bookings');
  const card = buyer.locator(`#mine [data-booking="${booking.id}"]`);
  await card.getByRole('link', { name: 'Request another time' }).click();
  const dialog = buyer.getByRole('dialog', { name: 'Request another time' });
  await expect(dialog).toBeVisible();
  // The day off is greyed out before anyone clicks it, and so is a day the seller is closed.
  await pickDay(buyer, date);
  const offCell = dialog.locator(`[data-day="${dayOff}"] button`);
  if (await offCell.count()) await expect(offCell).toBeDisabled(); // (next month's days are not drawn)
  const days = await (await buyer.request.get(`/api/services/${listing._id}/days`)).json();
  expect(days.open).toContain(date);
  expect(days.open).not.toContain(dayOff);
  // Open 10:00 AM to 2:00 PM, less the booking's own 10:00 AM.
  await expect(dialog.locator('.slot')).toHaveText([
    '10:30 AM',
    '11:00 AM',
    '11:30 AM',
    '12:00 PM',
    '12:30 PM',
    '1:00 PM',
    '1:30 PM',
  ]);
  await dialog.getByRole('button', { name: '11:00 AM' }).click();
  await expect(dialog.getByText(`Selected Appointment: ${formatDateKey(date)} at 11:00 AM`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Request this time' }).click();
  await expect(buyer.getByText('Your new time has been sent to the provider.')).toBeVisible();
  await expect(buyer.locator(`#mine [data-booking="${booking.id}"]`)).toContainText('at 11:00 AM');
  await expect(buyer.locator(`#mine [data-booking="${booking.id}"]`)).toContainText('Awaiting confirmation');
  await buyer.context().close();
});

test('a slot taken while a visitor fills the form sends them back to fresh times', async ({ page }, info) => {
  // Sample listings (the oldest ids), which other tests never change; one per project.
  const listings = (await (await page.request.get('/api/services/beauty?limit=60')).json()) as { _id: string }[];
  listings.sort((a, b) => Number(a._id) - Number(b._id));
  const listing = listings[info.project.name === 'phone' ? 3 : 2]!;
  // One provider may run both listings, and holds one time for both: each project its own day.
  const date = addDays(nairobiDateKey(Date.now()), info.project.name === 'phone' ? 9 : 8);
  await page.goto(`/service/${listing._id}`);
  await bookButton(page).click();
  await pickDay(page, date);
  const dialog = page.getByRole('dialog');
  // The day's last free time, so a rerun on the same database finds one too.
  const time = (await dialog.locator('.slot').last().textContent())!;
  await dialog.getByRole('button', { name: time, exact: true }).click();
  await dialog.getByLabel('Name').fill('Faith Njoroge');
  await dialog.getByLabel('Email').fill(`late${unique()}@example.com`);
  await dialog.getByLabel('Phone number').fill('0733 444 555');
  // Someone else books that time first.
  await post(page, '/api/appointments', {
    serviceId: listing._id,
    date,
    time,
    name: 'Quick Booker',
    email: `quick${unique()}@example.com`,
    phoneNumber: '0744 555 666',
  });
  await dialog.getByRole('button', { name: 'Book Appointment' }).click();
  await expect(page.getByText(/that time was just booked by someone else/).first()).toBeVisible();
  await expect(dialog.getByRole('tab', { name: 'Appointment' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('button', { name: '7:00 AM', exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: time, exact: true })).toHaveCount(0);
});

test('a visitor whose device is set far from Nairobi books Nairobi days and times', async ({ browser }, info) => {
  // UTC+14: most of the day it is already tomorrow there.
  const page = await newPerson(browser, info, { timezoneId: 'Pacific/Kiritimati' });
  await page.goto('/');
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('Pacific/Kiritimati');
  await page.getByRole('link', { name: 'Book an Appointment' }).click();
  const dialog = page.getByRole('dialog');
  await chooseGeneralEnquiry(page);
  await expect(dialog.getByRole('grid')).toBeVisible();
  const firstOpen = dialog.locator('[data-day]:not([data-disabled]):not([data-outside])').first();
  await expect(firstOpen).toHaveAttribute('data-day', nairobiDateKey(Date.now()));

  const date = addDays(nairobiDateKey(Date.now()), 2);
  await pickDay(page, date);
  await dialog.getByRole('button', { name: '7:00 AM', exact: true }).click();
  await expect(dialog.getByText(`Selected Appointment: ${formatDateKey(date)} at 7:00 AM`)).toBeVisible();
  await dialog.getByLabel('Name').fill('Tevita Far Away');
  await dialog.getByLabel('Email').fill(`far${unique()}@example.com`);
  await dialog.getByLabel('Phone number').fill('+686 7300 1234');
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/api/appointments')),
    dialog.getByRole('button', { name: 'Book Appointment' }).click(),
  ]);
  expect(answer.status()).toBe(201);
  expect((await answer.json()).start).toBe(`${date}T07:00:00+03:00`);
  await page.context().close();
});
