import { expect, test } from '@playwright/test';
import { addDays, nairobiDateKey } from '#shared/booking-time';
import { expectAccessible, isPhone, payPackage, postListing } from './support';
import { post, registered, unique } from './people';

/**
 * A salon's owner builds the team on the team page (plain forms), gives a stylist her own price
 * and invites her to sign in; the stylist joins from the e-mail, sees her own day and confirms the
 * booking given to her; the owner sees everyone's day, on a phone as on a desktop (issue 39).
 */
test("an owner builds the team, a stylist joins from the invitation and runs her own day, and the owner sees everyone's", async ({
  browser,
}, info) => {
  test.setTimeout(90_000);
  const owner = await registered(browser, info, {
    userName: 'Glow Bridal Studio',
    email: `salon${unique()}@example.com`,
    accountType: 'seller',
    packageId: 'basic',
  });
  await payPackage(owner);
  const listing = await postListing(owner, 'Bridal Makeup in Roysambu');

  await owner.goto('/account');
  await owner.getByRole('link', { name: 'Your team' }).click();
  await expect(owner.getByText('You work alone for now')).toBeVisible();
  const add = owner.locator('#add');
  for (const name of ['Wanjiku', 'Akoth']) {
    await add.getByLabel('Name').fill(name);
    await add.getByRole('button', { name: 'Add a team member' }).click();
    await expect(owner.getByText('Team saved')).toBeVisible();
  }
  const akoth = owner.getByRole('listitem').filter({ has: owner.getByRole('heading', { name: 'Akoth' }) });
  // A card: what she does, her hours this week (the business's) and her next booking.
  await expect(akoth).toContainText('Bridal Makeup in Roysambu');
  await expect(akoth.locator('.member-week')).toContainText(/Mon(–Sun)? /);
  await expect(akoth).toContainText('No booking to come.');
  await akoth.getByText('Change Akoth').click();
  await akoth.getByText('Their options and prices').click();
  await akoth.getByRole('spinbutton', { name: /Bridal Makeup in Roysambu/ }).fill('2500');
  await akoth.getByRole('button', { name: 'Save changes' }).click();
  await expect(owner.getByText('Team saved')).toBeVisible();
  await expectAccessible(owner);

  const stylistEmail = `akoth${unique()}@example.com`;
  await akoth.getByText('Their own sign-in').click();
  await akoth.getByLabel('Their e-mail').fill(stylistEmail);
  await akoth.getByRole('button', { name: 'Send invitation' }).click();
  await expect(owner.getByText(`Invitation sent to ${stylistEmail}`)).toBeAttached();

  // The stylist makes her account with the invited e-mail, and opens the invitation.
  const stylist = await registered(browser, info, { userName: 'Akoth Atieno', email: stylistEmail });
  await stylist.goto('/dev/outbox');
  await stylist.getByRole('link', { name: new RegExp(`to ${stylistEmail}: Glow Bridal Studio invites you`) }).click();
  await stylist.getByRole('link', { name: /team\/join\?key=/ }).click();
  await expect(stylist.getByText('Glow Bridal Studio invites you to sign in as Akoth')).toBeVisible();
  await stylist.getByRole('button', { name: 'Join as Akoth' }).click();
  await expect(stylist.getByRole('heading', { name: 'My day' })).toBeVisible();
  await expect(stylist.getByText('You have joined Glow Bridal Studio')).toBeVisible();

  // A client books Akoth.
  const client = await registered(browser, info, { userName: 'Imani Kariuki', email: `imani${unique()}@example.com` });
  const members = (await (await client.request.get(`/api/services/${listing._id}/members`)).json()) as {
    id: string;
    name: string;
  }[];
  const date = addDays(nairobiDateKey(Date.now()), isPhone(client) ? 6 : 5);
  const booking = await post(client, '/api/appointments', {
    serviceId: listing._id,
    date,
    time: '10:00 AM',
    memberId: members.find((member) => member.name === 'Akoth')!.id,
    name: 'Imani Kariuki',
    email: `imani${unique()}@example.com`,
    phoneNumber: '0712 345 678',
  });
  expect(booking.memberName).toBe('Akoth');

  // The stylist's calendar has her own column; the booking opens there and is confirmed.
  await stylist.goto(`/account/day?date=${date}`);
  const visit = stylist.getByRole('table').getByRole('link', { name: /Imani Kariuki/ });
  await expect(visit).toContainText('Awaiting confirmation');
  await visit.click();
  await stylist
    .getByRole('region', { name: `Booking #${booking.id}` })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(stylist.getByRole('table').getByRole('link', { name: /Imani Kariuki/ })).toContainText('Confirmed');
  await expectAccessible(stylist);

  // The owner's day: a column per member, the booking in Akoth's.
  await owner.goto(`/account/day?date=${date}`);
  const grid = owner.getByRole('table');
  await expect(grid.getByRole('columnheader', { name: /Wanjiku/ })).toBeVisible();
  await expect(grid.getByRole('columnheader', { name: /Akoth/ })).toBeVisible();
  await expect(grid.getByRole('link', { name: /Imani Kariuki/ })).toContainText('Confirmed');
  const overflow = await owner.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(owner);

  // The owner's insights: twelve weeks of figures (the booking counts in the week it takes place),
  // each chart also a table.
  await owner.goto('/account/insights');
  const insights = owner.getByRole('region', { name: 'Your insights' });
  await expect(insights.getByRole('figure', { name: 'Listing views' })).toBeVisible();
  const booked = insights.getByRole('figure', { name: 'Bookings', exact: true });
  await expect(booked.locator('figcaption')).toHaveText(/In 12 weeks: [01]$/);
  await booked.getByText('Show as a table').click();
  await expect(booked.getByRole('table')).toBeVisible();
  await expectAccessible(owner);
});
