import { expect, test } from '@playwright/test';
import { addDays, nairobiDateKey } from '#shared/booking-time';
import { expectAccessible, payPackage, postListing } from './support';
import { newPerson, post, registered, unique } from './people';
import { expectNoEnglish } from './swahili';

const WORDS = {
  en: {
    day: 'Day',
    choose: 'Choose a time',
    time: 'Time',
    name: 'Name',
    person: 'Name of person',
    submit: 'Book for everyone',
  },
  sw: {
    day: 'Siku',
    choose: 'Chagua muda',
    time: 'Saa',
    name: 'Jina',
    person: 'Jina la mtu',
    submit: 'Weka miadi ya wote',
  },
} as const;

for (const locale of ['en', 'sw'] as const) {
  test(`booking a bride and four maids with one deposit (${locale})`, async ({ browser }, info) => {
    test.setTimeout(90_000);
    const words = WORDS[locale];
    const seller = await newPerson(browser, info);
    await seller.goto('/about');
    await post(seller, '/api/register', {
      userName: 'Akinyi Odhiambo',
      email: `group${unique()}@example.com`,
      phoneNumber: '0722 333 444',
      password: 'seller password',
      accountType: 'seller',
      packageId: 'basic',
    });
    await payPackage(seller);
    const listing = await postListing(seller, `Bridal Makeup ${unique()}`, {
      depositType: 'fixed',
      depositValue: '500',
    });
    const date = addDays(nairobiDateKey(Date.now()), info.project.name === 'phone' ? 8 : 9);

    const bride = await registered(browser, info, {
      userName: 'Amani Wanjiru',
      email: `amani${unique()}@example.com`,
      accountType: 'buyer',
    });
    await bride.goto(`${locale === 'sw' ? '/sw' : ''}/service/${listing._id}/group?date=${date}`);
    await bride.getByLabel(words.time, { exact: true }).selectOption('8:00 AM');
    await bride.getByLabel(words.name, { exact: true }).fill('Amani');
    const maids = ['Achieng', 'Wambui', 'Nafula', 'Chebet'];
    for (const [i, maid] of maids.entries()) await bride.getByLabel(`${words.person} ${i + 2}`).fill(maid);
    if (locale === 'sw') await expectNoEnglish(bride);
    await expectAccessible(bride);
    await bride.getByRole('button', { name: words.submit }).click();
    await expect(bride).toHaveURL(/\/account\/bookings/);

    const mine = (await (await bride.request.get('/api/me/bookings')).json()) as Array<{
      id: number;
      status: string;
      deposit: { amount: number } | null;
      visit: Array<{ person: string | null; time: string }> | null;
    }>;
    const lead = mine.find((one) => one.deposit !== null)!;
    expect(lead).toMatchObject({ status: 'awaiting_deposit', deposit: { amount: 2500 } });
    expect(lead.visit!.map((part) => `${part.time} ${part.person}`)).toEqual([
      '8:00 AM Amani',
      '8:30 AM Achieng',
      '9:00 AM Wambui',
      '9:30 AM Nafula',
      '10:00 AM Chebet',
    ]);
    expect(mine.filter((one) => one.deposit !== null)).toHaveLength(1);
    await Promise.all([seller, bride].map((page) => page.context().close()));
  });
}
