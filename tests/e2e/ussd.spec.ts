import { expect, test } from '@playwright/test';
import { dialAndBook } from './phone';
import { expectAccessible, isPhone } from './support';
import { newPerson, registered, signedIn, unique } from './people';

/**
 * Booking from a feature phone (issue 43): a listing's page shows its own USSD code; a client
 * dials it on the demo's phone page, answers each screen and is booked; the provider sees the
 * booking marked "Booked by USSD" beside the client's number.
 */
test('a client books by dialling a listing’s code, and the provider sees it was booked by USSD', async ({
  browser,
}, info) => {
  test.setTimeout(60_000);
  const seller = await signedIn(browser, info, 'demo.seller@mabinti.test');
  const listings = (await (await seller.request.get('/api/me/services')).json()) as { _id: string; name: string }[];
  const listing = listings[0]!;

  const client = await newPerson(browser, info);
  await client.goto(`/service/${listing._id}`);
  const code = `*384*21*${listing._id}#`;
  await expect(client.getByText(code)).toBeVisible();

  await client.goto('/dev/phone');
  await expectAccessible(client);
  const id = await dialAndBook(client, code, isPhone(client) ? '0722 700 801' : '0722 700 802');
  await expect(client.getByText('The session has ended.')).toBeVisible();

  await seller.goto('/account/bookings');
  await expect(seller.locator(`[data-booking="${id}"]`)).toContainText('Booked by USSD');
  await expect(seller.locator(`[data-booking="${id}"]`)).toContainText('Chebet');
});

test('a client links the number they booked with to their account with a texted code', async ({ browser }, info) => {
  test.setTimeout(60_000);
  const seller = await signedIn(browser, info, 'demo.seller@mabinti.test');
  const [listing] = (await (await seller.request.get('/api/me/services')).json()) as { _id: string }[];
  const phone = isPhone(seller) ? '0722 700 811' : '0722 700 812';
  const client = await registered(browser, info, {
    userName: 'Chebet Kiprop',
    email: `phone.${unique()}@example.com`,
    accountType: 'buyer',
  });
  const id = await dialAndBook(client, `*384*21*${listing!._id}#`, phone);

  await client.goto('/account');
  await client.getByRole('link', { name: 'Phone bookings' }).click();
  await expect(client.getByRole('heading', { name: 'Your phone bookings' })).toBeVisible();
  await expectAccessible(client);
  await client.getByLabel('Phone number').fill(phone);
  await client.getByRole('button', { name: 'Text me a code' }).click();
  await expect(client.getByText('Code sent. Type it below.')).toBeVisible();

  const outbox = await newPerson(browser, info);
  await outbox.goto('/dev/outbox');
  // A text is listed by what it says.
  const to = `+254${phone.replace(/\D/g, '').slice(1)}`;
  const text = await outbox
    .getByRole('link', { name: `to ${to}: Mabinti code:` })
    .first()
    .textContent();
  const code = /code: (\d{6})/.exec(text!)![1]!;

  await client.getByLabel('Code from the text').fill(code);
  await client.getByRole('button', { name: 'Link this number' }).click();
  await expect(client.getByText('Number linked. Its bookings are in My Bookings.')).toBeVisible();
  await expect(client.getByRole('heading', { name: /^Linked: 0722 700 81\d/ })).toBeVisible();
  await client.goto('/account/bookings');
  await expect(client.locator(`[data-booking="${id}"]`)).toBeVisible();
});
