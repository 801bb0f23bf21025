import { expect, test } from '@playwright/test';
import { addDays, nairobiDateKey } from '#shared/booking-time';
import { expectAccessible, payPackage, postListing } from './support';
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
    ]) {
      await seller.goto(path);
      const height = await seller.evaluate(() => document.documentElement.scrollHeight);
      expect(height, `${email} ${path}`).toBeLessThanOrEqual(3000);
    }
    await seller.context().close();
  }
});
