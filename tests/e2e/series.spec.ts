import { expect, test } from '@playwright/test';
import { addDays, nairobiDateKey } from '#shared/booking-time';
import { expectAccessible, payPackage, postListing } from './support';
import { newPerson, post, registered, unique } from './people';
import { expectNoEnglish } from './swahili';

const WORDS = {
  en: {
    first: 'First visit',
    time: 'Time',
    every: 'Repeat',
    visits: 'Visits',
    check: 'Check the dates',
    submit: 'Book these visits',
    free: 'Free',
  },
  sw: {
    first: 'Miadi ya kwanza',
    time: 'Muda',
    every: 'Rudia',
    visits: 'Idadi ya miadi',
    check: 'Angalia tarehe',
    submit: 'Weka miadi hii',
    free: 'Iko wazi',
  },
} as const;

for (const locale of ['en', 'sw'] as const) {
  test(`booking four weekly visits, one date clashing, its nearest free time chosen (${locale})`, async ({
    browser,
  }, info) => {
    test.setTimeout(90_000);
    const words = WORDS[locale];
    const seller = await newPerson(browser, info);
    await seller.goto('/about');
    await post(seller, '/api/register', {
      userName: 'Akinyi Odhiambo',
      email: `series${unique()}@example.com`,
      phoneNumber: '0722 333 444',
      password: 'seller password',
      accountType: 'seller',
      packageId: 'basic',
    });
    await payPackage(seller);
    const listing = await postListing(seller, `Braids by Akinyi ${unique()}`);
    const first = addDays(nairobiDateKey(Date.now()), info.project.name === 'phone' ? 3 : 4);
    const clash = addDays(first, 14);
    const other = await registered(browser, info, {
      userName: 'Wairimu Njeri',
      email: `wairimu${unique()}@example.com`,
      accountType: 'buyer',
    });
    await post(other, '/api/appointments', {
      serviceId: listing._id,
      date: clash,
      time: '10:00 AM',
      name: 'Wairimu Njeri',
      email: `wairimu${unique()}@example.com`,
      phoneNumber: '0712 345 678',
    });

    const client = await registered(browser, info, {
      userName: 'Wanjiku Kamau',
      email: `wanjiku${unique()}@example.com`,
      accountType: 'buyer',
    });
    await client.goto(`${locale === 'sw' ? '/sw' : ''}/service/${listing._id}/repeat`);
    await client.getByLabel(words.first).selectOption(first);
    await client.getByLabel(words.time, { exact: true }).selectOption('10:00 AM');
    await client.getByLabel(words.every).selectOption('1');
    await client.getByLabel(words.visits).selectOption('4');
    await client.getByRole('button', { name: words.check }).click();
    await expect(client.getByRole('checkbox', { name: new RegExp(words.free) })).toHaveCount(3);
    const instead = client.locator(`select[name="choice-${clash}"]`);
    await expect(instead).toBeVisible();
    if (locale === 'sw') await expectNoEnglish(client);
    await expectAccessible(client);
    await instead.selectOption('10:30 AM');
    await client.getByRole('button', { name: words.submit }).click();
    await expect(client).toHaveURL(/\/account\/bookings/);

    const mine = (await (await client.request.get('/api/me/bookings')).json()) as Array<{ date: string; time: string }>;
    const times = mine.filter((one) => one.date >= first).map((one) => `${one.date} ${one.time}`);
    expect(times.sort()).toEqual(
      [0, 7, 14, 21].map((days) => `${addDays(first, days)} ${days === 14 ? '10:30 AM' : '10:00 AM'}`).sort(),
    );
    await Promise.all([seller, other, client].map((page) => page.context().close()));
  });
}
