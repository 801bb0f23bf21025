import { expect, test } from '@playwright/test';
import { expectAccessible } from './support';
import { registered, signedIn, unique } from './people';
import { expectNoEnglish } from './swahili';

/** Classes with seats (decision 049), on the sample studio: book three seats, and its roster shows them. */
const WORDS = {
  en: { times: 'Class times', book: 'Book seats in a class', seats: 'Seats', submit: 'Book seats', three: '3 seats' },
  sw: {
    times: 'Nyakati za darasa',
    book: 'Weka nafasi darasani',
    seats: 'Nafasi',
    submit: 'Weka nafasi',
    three: 'nafasi 3',
  },
} as const;

for (const locale of ['en', 'sw'] as const) {
  test(`booking 3 seats in a class, and the studio's roster (${locale})`, async ({ browser }, info) => {
    const words = WORDS[locale];
    const prefix = locale === 'sw' ? '/sw' : '';
    const name = `Zawadi ${unique()}`;
    const client = await registered(browser, info, { userName: name, email: `seats${unique()}@example.com` });
    const gyms = (await (await client.request.get('/api/services?category=fitness&subcategory=gym')).json()) as Array<{
      _id: string;
      name: string;
    }>;
    const studio = gyms.find((listing) => listing.name === 'Sunrise HIIT and Spin Studio')!;
    await client.goto(`${prefix}/service/${studio._id}`);
    await expect(client.getByRole('heading', { name: words.times })).toBeVisible();
    await client.getByRole('link', { name: words.book }).click();
    // Each language takes a session of its own, so the two journeys never share one.
    await client
      .locator('input[name="session"]:not([disabled])')
      .nth(locale === 'en' ? 0 : 1)
      .check();
    await client.getByLabel(words.seats, { exact: true }).selectOption('3');
    if (locale === 'sw') await expectNoEnglish(client);
    await expectAccessible(client);
    await client.getByRole('button', { name: words.submit }).click();
    await expect(client).toHaveURL(/\/account\/bookings/);
    await expect(client.getByText(words.three).first()).toBeVisible();
    const [booked] = (await (await client.request.get('/api/me/bookings')).json()) as Array<{
      date: string;
      time: string;
      seats: number;
    }>;
    expect(booked!.seats).toBe(3);

    // The studio sees the three seats on the session's roster, and may call the session off there.
    const owner = await signedIn(browser, info, 'demo.studio@mabinti.test');
    await owner.goto(`${prefix}/account/classes`);
    await expectAccessible(owner);
    const query = new URLSearchParams({ service: studio._id, date: booked!.date, time: booked!.time });
    await owner.goto(`${prefix}/account/classes/roster?${query}`);
    await expect(owner.getByText(name).first()).toBeVisible();
    await expect(owner.getByText(words.three).first()).toBeVisible();
    if (locale === 'sw') await expectNoEnglish(owner);
    await expectAccessible(owner);
  });
}
