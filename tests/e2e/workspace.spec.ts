import { expect, test } from '@playwright/test';
import { addDays, nairobiDateKey } from '#shared/booking-time';
import { expectAccessible, openEveryDay, payPackage, postListing } from './support';
import { newPerson, post, registered, signedIn, unique } from './people';

/**
 * The provider's workspace (issue 61): a new seller lands on My Account's Today, which says what
 * waits for them and shows the next bookings, a request confirmed right there.
 */
test('a seller lands on Today, sees the request waiting for them and confirms it there', async ({ browser }, info) => {
  test.setTimeout(90_000);
  const seller = await newPerson(browser, info);
  await seller.goto('/about');
  const email = `today${unique()}@example.com`;
  await post(seller, '/api/register', {
    userName: 'Akinyi Odhiambo',
    email,
    phoneNumber: '0722 333 444',
    password: 'seller password',
    accountType: 'seller',
    packageId: 'basic',
  });
  await payPackage(seller);
  const listing = await postListing(seller, `Braids by Akinyi ${unique()}`);

  const client = await registered(browser, info, {
    userName: 'Wairimu Njeri',
    email: `wairimu${unique()}@example.com`,
    accountType: 'buyer',
  });
  const date = addDays(nairobiDateKey(Date.now()), 2);
  const [slot] = (await (await client.request.get(`/api/services/${listing._id}/slots?date=${date}`)).json()) as Array<{
    time: string;
  }>;
  const booking = await post(client, '/api/appointments', {
    serviceId: listing._id,
    date,
    time: slot!.time,
    name: 'Wairimu Njeri',
    email: `wairimu${unique()}@example.com`,
    phoneNumber: '0712 345 678',
  });

  // Signing in with nowhere else to go lands on My Account, Today first.
  await seller.context().clearCookies();
  await seller.goto('/signin');
  await seller.getByLabel('Email').fill(email);
  await seller.getByLabel('Password').fill('seller password');
  await seller.getByRole('button', { name: 'Sign in' }).click();
  await expect(seller).toHaveURL(/\/account$/);
  const today = seller.getByRole('region', { name: 'Today' });
  await expect(today.getByRole('link', { name: '1 request waits for you to confirm or decline.' })).toHaveAttribute(
    'href',
    '/account/bookings#incoming',
  );
  await expect(today.getByText(/^\d+ days? left on your package\./)).toBeVisible();
  await expect(today.getByText('Deposits in today: Ksh 0. Owed to you, for your next payout: Ksh 0.')).toBeVisible();
  const card = today.locator(`[data-booking="${booking.id}"]`);
  await expect(card).toContainText('Wairimu Njeri');
  await expectAccessible(seller);
  await card.getByRole('button', { name: /^Confirm/ }).click();
  await expect(seller.getByText('Booking confirmed')).toBeVisible();
  await seller.reload();
  await expect(today.getByRole('link', { name: /wait for you/ })).toHaveCount(0);
  await expect(today.locator(`[data-booking="${booking.id}"]`)).toContainText('Confirmed');
});

test('no page of My Account is over 3,000 px tall at 375 px, for a seller or a salon with the sample data', async ({
  browser,
}, info) => {
  for (const email of ['demo.seller@mabinti.test', 'demo.salon@mabinti.test']) {
    const seller = await signedIn(browser, info, email);
    await seller.setViewportSize({ width: 375, height: 812 });
    for (const path of [
      '/account',
      '/account/listings',
      '/account/money',
      '/account/profile',
      '/account/notifications',
      '/account/insights',
      '/account/day',
      '/account/day?view=week',
      '/account/clients',
      '/account/waitlist',
    ]) {
      await seller.goto(path);
      const height = await seller.evaluate(() => document.documentElement.scrollHeight);
      expect(height, `${email} ${path}`).toBeLessThanOrEqual(3000);
    }
    await seller.context().close();
  }
});

test('a new business finds "List your business" and works through the checklist on its dashboard, in Kiswahili', async ({
  browser,
}, info) => {
  test.setTimeout(90_000);
  const seller = await newPerson(browser, info);
  await seller.goto('/sw');
  await seller.getByRole('link', { name: /Orodhesha biashara yako kwenye Mabinti/i }).click();
  await seller.getByRole('link', { name: 'Chagua kifurushi' }).click();
  await expect(seller).toHaveURL(/\/sw\/seller-packages$/);
  await post(seller, '/api/register', {
    userName: 'Zawadi Chebet',
    email: `setup${unique()}@example.com`,
    phoneNumber: '0722 333 555',
    password: 'seller password',
    accountType: 'seller',
    packageId: 'basic',
  });
  await payPackage(seller, '0722 333 555');

  // Paid, with nothing else done: the number payouts go to is there already.
  await seller.goto('/sw/account');
  const setup = seller.getByRole('region', { name: 'Leo' });
  await expect(setup.getByRole('heading', { name: 'Jiandae kwa miadi yako ya kwanza' })).toBeVisible();
  await expect(setup.getByText('1 kati ya 4 vimekamilika')).toBeVisible();
  await expect(setup.getByText('Malipo yako yanatumwa kwa 0722 333 555 kupitia M-Pesa')).toBeVisible();
  await expect(setup.getByRole('link', { name: 'Thibitisha saa zako za kazi' })).toHaveAttribute(
    'href',
    '/sw/account/bookings#availability',
  );
  await expectAccessible(seller);

  // Hours and rules saved, then a first listing with a photo: the checklist is done and gone.
  await openEveryDay(seller);
  await seller.reload();
  await expect(setup.getByText('3 kati ya 4 vimekamilika')).toBeVisible();
  await postListing(seller, `Kusuka kwa Zawadi ${unique()}`);
  await seller.goto('/sw/account');
  await expect(setup).toBeVisible();
  await expect(setup.getByRole('heading', { name: 'Jiandae kwa miadi yako ya kwanza' })).toHaveCount(0);
});
