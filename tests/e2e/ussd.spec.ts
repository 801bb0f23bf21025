import { expect, test } from '@playwright/test';
import { expectAccessible, isPhone } from './support';
import { newPerson, signedIn } from './people';

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
  await client.getByLabel('Phone number').fill(isPhone(client) ? '0722 700 801' : '0722 700 802');
  await client.getByLabel('Code to dial').fill(code);
  await client.getByRole('button', { name: 'Dial' }).click();
  const screen = client.locator('.screen');
  let time = 1;
  for (let hop = 0; hop < 8; hop++) {
    const shown = (await screen.textContent()) ?? '';
    if (/Booked!/.test(shown)) break;
    const answer = shown.includes('Choose a time')
      ? String(shown.includes('just taken') ? ++time : time)
      : shown.includes('Your name')
        ? 'Chebet'
        : '1';
    await client.getByLabel('Your answer').fill(answer);
    await client.getByRole('button', { name: 'Send' }).click();
    await expect(screen).not.toHaveText(shown);
  }
  await expect(screen).toContainText(/Booked! Ref #\d+/);
  const id = /#(\d+)/.exec((await screen.textContent())!)![1];
  await expect(client.getByText('The session has ended.')).toBeVisible();

  await seller.goto('/account/bookings');
  await expect(seller.locator(`[data-booking="${id}"]`)).toContainText('Booked by USSD');
  await expect(seller.locator(`[data-booking="${id}"]`)).toContainText('Chebet');
});
