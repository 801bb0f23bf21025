import { expect, test } from '@playwright/test';
import { addDays, nairobiDateKey } from '#shared/booking-time';
import { bookButton, cancelBooking, expectAccessible, payPackage, pickDay, postListing } from './support';

/** A provider's time, whichever listing it is booked through (decision 014). */
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;

test('a buyer picks a three-hour option, pays the deposit, and those hours leave every listing of the provider', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(60_000);
  const { viewport, userAgent, isMobile, hasTouch, baseURL } = info.project.use;
  const someoneElse = async () =>
    (await browser.newContext({ viewport, userAgent, isMobile, hasTouch, baseURL })).newPage();
  // A provider with two listings: braids with two options, and nails.
  await page.goto('/about');
  const origin = new URL(page.url()).origin;
  const registered = await page.request.post('/api/register', {
    data: {
      userName: 'Wambui Braids',
      email: `options${unique()}@example.com`,
      phoneNumber: '0722 333 444',
      password: 'seller password',
      accountType: 'seller',
      packageId: 'basic',
    },
    headers: { Origin: origin },
  });
  expect(registered.status()).toBe(201);
  await payPackage(page);
  const post = async (name: string, options?: unknown, deposit: Record<string, string> = {}) =>
    postListing(page, name, { ...(options ? { options: JSON.stringify(options) } : {}), ...deposit });
  const braidsName = `Knotless Braids ${unique()}`;
  const braids = await post(
    braidsName,
    [
      { name: 'Knotless, medium, mid-back', price: 4500, durationMinutes: 180 },
      { name: 'Cornrows, simple', price: 1500, durationMinutes: 60 },
    ],
    { depositType: 'fixed', depositValue: '500' },
  );
  const nails = await post(`Gel Nails ${unique()}`);
  const date = addDays(nairobiDateKey(Date.now()), info.project.name === 'phone' ? 11 : 10);

  // A buyer books the three-hour option at 9:00; the listing asks a deposit, shown before booking.
  // Not signed in yet: the page and the dialog say an account is needed, and signing in or
  // joining comes back to the dialog.
  const buyerEmail = `mumbua${unique()}@example.com`;
  const registrar = await someoneElse();
  await registrar.goto('/about');
  const buyer = await registrar.request.post('/api/register', {
    data: {
      userName: 'Mumbua Kioko',
      email: buyerEmail,
      phoneNumber: '0733 111 222',
      password: 'buyer password',
      accountType: 'buyer',
    },
    headers: { Origin: origin },
  });
  expect(buyer.status()).toBe(201);
  await registrar.close();
  const visitor = await someoneElse();
  await visitor.goto(`/service/${braids._id}`);
  await expect(visitor.getByRole('list', { name: 'Options' })).toContainText('Knotless, medium, mid-back');
  await expect(visitor.getByText(/asks for a deposit of Ksh 500/)).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Sign in to book it.' })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Opening hours' })).toBeVisible();
  await bookButton(visitor).click();
  const dialog = visitor.getByRole('dialog');
  await expect(dialog.getByText(/This service takes a deposit paid with M-Pesa/)).toBeVisible();
  // Nothing to choose that could not be used yet: the two ways in, each coming back here.
  await expect(dialog.getByText('Which service would you like?')).toBeHidden();
  const back = encodeURIComponent(`/service/${braids._id}?book=1`);
  await expect(dialog.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
    'href',
    `/signup?type=buyer&next=${back}`,
  );
  await expectAccessible(visitor);
  await dialog.getByRole('link', { name: 'Sign in to book' }).click();
  await visitor.getByLabel('Email').fill(buyerEmail);
  await visitor.getByLabel('Password').fill('buyer password');
  await visitor.getByRole('button', { name: 'Sign In' }).click();
  await expect(visitor).toHaveURL(new RegExp(`/service/${braids._id}$`));
  await dialog.getByLabel(/Knotless, medium, mid-back/).check();
  await dialog.getByRole('button', { name: 'Choose a time' }).click();
  await pickDay(visitor, date);
  await dialog.getByRole('button', { name: '9:00 AM', exact: true }).click();
  // Before Book: the option, its price, three hours from 9:00 to 12:00, and the deposit.
  const summary = dialog.getByRole('region', { name: 'Your booking' });
  await expect(summary).toContainText('Knotless, medium, mid-back');
  await expect(summary).toContainText('Ksh 4,500');
  await expect(summary).toContainText('3 h');
  await expect(summary).toContainText('9:00 AM to 12:00 PM');
  await expect(summary).toContainText('Ksh 500 with M-Pesa, right after you book');
  await expect(dialog.getByText(`Selected Appointment: `)).toBeVisible();
  await expect(dialog.getByLabel('Name')).toHaveValue('Mumbua Kioko');
  const [answer] = await Promise.all([
    visitor.waitForResponse((response) => response.url().endsWith('/api/appointments')),
    dialog.getByRole('button', { name: 'Book Appointment' }).click(),
  ]);
  expect(answer.status()).toBe(201);
  // The slot is held while the deposit is paid from the dialog, by keyboard.
  await expect(dialog.getByText(/Pay a deposit of Ksh 500 with M-Pesa/)).toBeVisible();
  await expect(dialog.getByLabel('M-Pesa number')).toHaveValue('0733 111 222');
  await expectAccessible(visitor);
  await dialog.getByRole('button', { name: 'Pay Ksh 500 with M-Pesa' }).focus();
  await visitor.keyboard.press('Enter');
  await expect(dialog.getByText('Check your phone: enter your M-Pesa PIN to pay.')).toBeVisible();
  await expect(dialog.locator('[data-status="requested"]')).toHaveText('Awaiting confirmation', { timeout: 15_000 });
  await expect(dialog.getByText(/Deposit paid: Ksh 500 \(M-Pesa [0-9A-F]{10}\)/)).toBeVisible();
  await expectAccessible(visitor);
  await visitor.keyboard.press('Escape');
  await expect(bookButton(visitor)).toBeFocused();
  // The provider hears what was booked: the option, how long it takes and its price.
  await page.goto('/dev/outbox');
  await expect(
    page.getByRole('link', {
      name: `to +254722333444: Mabinti: New booking request: ${braidsName} - Knotless, medium, mid-back, `,
    }),
  ).toContainText(/ 9:00 AM, 3 h, Ksh 4,500\. Booking #\d+\./);

  // A booking whose deposit was not paid in the dialog is paid from the bookings page, while held.
  const cornrows = braids.options.find((option) => option.name === 'Cornrows, simple')!;
  const unpaid = await visitor.request.post('/api/appointments', {
    data: { serviceId: braids._id, optionId: cornrows.id, date, time: '3:00 PM', name: 'Mumbua Kioko' },
    headers: { Origin: origin },
  });
  expect(unpaid.status()).toBe(400); // the form's fields are required, as in the dialog
  const held = await visitor.request.post('/api/appointments', {
    data: {
      serviceId: braids._id,
      optionId: cornrows.id,
      date,
      time: '3:00 PM',
      name: 'Mumbua Kioko',
      email: `mumbua${unique()}@example.com`,
      phoneNumber: '0733 111 222',
    },
    headers: { Origin: origin },
  });
  expect((await held.json()).status).toBe('awaiting_deposit');
  await visitor.goto('/account/bookings');
  await visitor.getByRole('link', { name: 'Pay the deposit' }).click();
  const payDialog = visitor.getByRole('dialog', { name: 'Pay the deposit' });
  // The buyer presses Cancel on the prompt (a number ending in 1032): the time stays theirs
  // through the hold, and they try again from their own number.
  await payDialog.getByLabel('M-Pesa number').fill('0733 111 032');
  await payDialog.getByRole('button', { name: 'Pay Ksh 500 with M-Pesa' }).click();
  await expect(payDialog.getByRole('alert')).toContainText('cancelled', { timeout: 15_000 });
  await expect(payDialog.getByText(/Your time is kept for you until \d{1,2}:\d{2} (AM|PM)/)).toBeVisible();
  await expectAccessible(visitor);
  await payDialog.getByRole('button', { name: 'Try again' }).click();
  await payDialog.getByLabel('M-Pesa number').fill('0733 111 222');
  await payDialog.getByRole('button', { name: 'Pay Ksh 500 with M-Pesa' }).click();
  await expect(payDialog.locator('[data-status="requested"]')).toHaveText('Awaiting confirmation', {
    timeout: 15_000,
  });
  await payDialog.getByRole('button', { name: 'Done' }).click();
  const afternoon = visitor.locator('#mine .booking', { hasText: '3:00 PM' });
  await expect(afternoon).toContainText('Deposit paid: Ksh 500');
  // Cancelling says what happens to the money before anything is sent: days ahead, it comes back.
  expect(await cancelBooking(afternoon)).toBe(
    'Your deposit of Ksh 500 comes back to 0733 111 222 by M-Pesa within a minute.',
  );
  await expect(visitor.getByRole('status').filter({ hasText: 'Booking cancelled' })).toBeVisible();
  await expect(visitor.getByRole('list', { name: /upcoming/ }).locator('.booking', { hasText: '3:00 PM' })).toHaveCount(
    0,
  );
  await visitor.context().close();

  // The next buyer finds 9:00 to 12:00 gone on both listings of the provider.
  const timesOf = async (id: string) =>
    ((await (await page.request.get(`/api/services/${id}/slots?date=${date}`)).json()) as { time: string }[]).map(
      (slot) => slot.time,
    );
  for (const id of [braids._id, nails._id]) {
    const times = await timesOf(id);
    for (const gone of ['9:00 AM', '10:00 AM', '11:30 AM']) expect(times).not.toContain(gone);
    expect(times).toContain('12:00 PM');
  }
  const next = await someoneElse();
  await next.goto(`/service/${nails._id}`);
  await bookButton(next).click();
  await pickDay(next, date);
  const nextDialog = next.getByRole('dialog');
  await expect(nextDialog.getByRole('button', { name: '12:00 PM', exact: true })).toBeVisible();
  await expect(nextDialog.getByRole('button', { name: '10:00 AM', exact: true })).toHaveCount(0);
  await next.context().close();

  // Someone new joins from the deposit listing's dialog and is back in it, signed in, to choose.
  const joiner = await someoneElse();
  await joiner.goto(`/service/${braids._id}`);
  await bookButton(joiner).click();
  await joiner.getByRole('dialog').getByRole('link', { name: 'Create an account' }).click();
  await joiner.getByLabel('First name').fill('Nduta');
  await joiner.getByLabel('Last name').fill('Wairimu');
  await joiner.getByLabel('Email').fill(`nduta${unique()}@example.com`);
  await joiner.getByLabel('Phone number').fill('0712 555 610');
  await joiner.getByLabel('Password', { exact: true }).fill('a strong password');
  await joiner.getByLabel('Confirm password').fill('a strong password');
  await joiner.getByRole('button', { name: 'Create account' }).click();
  await expect(joiner).toHaveURL(new RegExp(`/service/${braids._id}$`));
  await expect(joiner.getByRole('dialog').getByText('Which service would you like?')).toBeVisible();
  await joiner.context().close();
});
