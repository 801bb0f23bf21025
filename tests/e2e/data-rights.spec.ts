import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import { addDays, nairobiDateKey } from '#shared/booking-time';
import { expectAccessible, isPhone, payPackage, postListing } from './support';
import { post, registered, signedIn, unique } from './people';
import { pastVisit } from './past-visit';

/**
 * People own their data (issue 45): a buyer downloads everything held about them and finds their
 * visit, their review and our messages in it; a seller with an upcoming booking deletes the
 * account, the client is told, and the old sign-in no longer works.
 */
test('a buyer downloads their data and finds their bookings, reviews and messages in it', async ({ browser }, info) => {
  test.setTimeout(60_000);
  const email = `nafula${unique()}@example.com`;
  const buyer = await registered(browser, info, { userName: 'Nafula Wekesa', email });
  const seller = await signedIn(browser, info, 'demo.seller@mabinti.test');
  const listings = (await (await seller.request.get('/api/me/services')).json()) as { _id: string }[];
  const bookingId = await pastVisit(email, Number(listings[3]!._id), isPhone(buyer) ? 8 : 9);
  await post(seller, `/api/bookings/${bookingId}/complete`, {});
  const words = `Careful work and on time ${unique()}`;
  await post(buyer, `/api/bookings/${bookingId}/review`, { rating: 5, text: words });

  await buyer.goto('/account');
  await buyer.getByRole('link', { name: 'Your data: download or delete' }).click();
  await expect(buyer.getByRole('heading', { name: 'Download your data' })).toBeVisible();
  await expectAccessible(buyer);
  const [download] = await Promise.all([
    buyer.waitForEvent('download'),
    buyer.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^mabinti-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
  const data = JSON.parse(new TextDecoder().decode(files['mabinti-data.json']));
  expect(data.account.email).toBe(email);
  expect(data.bookingsAsClient.map((booking: { id: number }) => booking.id)).toContain(bookingId);
  expect(data.reviewsWritten.map((review: { text: string }) => review.text)).toContain(words);
  expect(data.messagesSentToYou.length).toBeGreaterThan(0);
});

test('a seller with an upcoming booking deletes the account, and the client is told', async ({ browser }, info) => {
  test.setTimeout(90_000);
  const sellerEmail = `duka${unique()}@example.com`;
  const seller = await registered(browser, info, {
    userName: 'Neema Beauty',
    email: sellerEmail,
    accountType: 'seller',
    packageId: 'basic',
  });
  await payPackage(seller);
  const listing = await postListing(seller, 'Gel Nails in Roysambu');
  const clientEmail = `wanjiru${unique()}@example.com`;
  const client = await registered(browser, info, { userName: 'Wanjiru Kamau', email: clientEmail });
  const booking = await post(client, '/api/appointments', {
    serviceId: listing._id,
    date: addDays(nairobiDateKey(Date.now()), 4),
    time: '11:00 AM',
    name: 'Wanjiru Kamau',
    email: clientEmail,
    phoneNumber: '0712 345 678',
  });

  await seller.goto('/account/privacy');
  await expect(
    seller.getByText('Your listings are removed, and clients with upcoming bookings are told.'),
  ).toBeVisible();
  await seller.getByLabel('Your password').fill('a good password');
  await seller.getByRole('button', { name: 'Delete my account' }).click();
  // The box is required: the browser keeps the form until it is ticked.
  await expect(seller).toHaveURL(/\/account\/privacy$/);
  await seller.getByLabel('I understand that this cannot be undone').check();
  await seller.getByRole('button', { name: 'Delete my account' }).click();
  await expect(seller.getByRole('heading', { name: 'Your account is deleted' })).toBeVisible();
  await expectAccessible(seller);

  await client.goto('/account/bookings');
  await expect(client.locator(`[data-booking="${booking.id}"]`)).toContainText('Cancelled');
  await client.goto('/dev/outbox');
  await expect(client.getByRole('link', { name: `to ${clientEmail}: Booking cancelled` })).toBeVisible();
  const signIn = await client.request.post('/api/login', {
    data: { email: sellerEmail, password: 'a good password' },
    headers: { Origin: new URL(client.url()).origin },
  });
  expect(signIn.status()).toBe(401);
  expect((await client.request.get(`/service/${listing._id}`)).status()).toBe(404);
});
