import { expect, test, type Page } from '@playwright/test';
import { addDays, nairobiDateKey } from '#shared/booking-time';
import { expectAccessible, payPackage, postListing } from './support';
import { newPerson, post, registered, unique } from './people';
import { expectNoEnglish } from './swahili';

const WORDS = {
  en: {
    join: 'Join the waitlist',
    from: 'From',
    to: 'Until',
    earliest: 'Earliest start',
    latest: 'Latest start',
    name: 'Name',
    email: 'Email',
    phone: 'Phone number',
    joined: 'You are on the waitlist.',
    subject: 'A time is free',
    take: 'Take this time',
    yours: 'The time is yours',
    taken: /You took this time: booking #\d+/,
  },
  sw: {
    join: 'Jiunge na orodha ya kusubiri',
    from: 'Kuanzia',
    to: 'Hadi',
    earliest: 'Muda wa mapema zaidi',
    latest: 'Muda wa mwisho',
    name: 'Jina',
    email: 'Barua pepe',
    phone: 'Nambari ya simu',
    joined: 'Uko kwenye orodha ya kusubiri.',
    subject: 'Nafasi imepatikana',
    take: 'Chukua nafasi hii',
    yours: 'Nafasi ni yako',
    taken: /Umechukua nafasi hii: miadi #\d+/,
  },
} as const;

/** The link in the newest message to `email` whose subject starts `subject`. */
async function offerLink(page: Page, email: string, subject: string) {
  const mail = page.getByRole('link', { name: new RegExp(`to ${email}: ${subject}`) }).first();
  await expect
    .poll(
      async () => {
        await page.goto('/dev/outbox');
        return mail.count();
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0);
  await mail.click();
  return page.locator('a[href*="/waitlist/offer/"]').first().getAttribute('href');
}

for (const locale of ['en', 'sw'] as const) {
  test(`joining a waitlist, a cancellation frees the time, the offer is taken (${locale})`, async ({
    browser,
  }, info) => {
    test.setTimeout(90_000);
    const words = WORDS[locale];
    const at = (path: string) => (locale === 'sw' ? `/sw${path}` : path);
    const seller = await newPerson(browser, info);
    await seller.goto('/about');
    await post(seller, '/api/register', {
      userName: 'Akinyi Odhiambo',
      email: `waitlist${unique()}@example.com`,
      phoneNumber: '0722 333 444',
      password: 'seller password',
      accountType: 'seller',
      packageId: 'basic',
    });
    await payPackage(seller);
    const listing = await postListing(seller, `Braids by Akinyi ${unique()}`);
    const date = addDays(nairobiDateKey(Date.now()), info.project.name === 'phone' ? 5 : 6);
    const first = await registered(browser, info, {
      userName: 'Wairimu Njeri',
      email: `wairimu${unique()}@example.com`,
      accountType: 'buyer',
    });
    const booking = (await post(first, '/api/appointments', {
      serviceId: listing._id,
      date,
      time: '10:00 AM',
      name: 'Wairimu Njeri',
      email: `wairimu${unique()}@example.com`,
      phoneNumber: '0712 345 678',
    })) as { id: number };

    // A guest waits for 10:00 that day, the only time that suits her.
    const guest = await newPerson(browser, info);
    await guest.goto(at(`/service/${listing._id}/book`));
    await guest.getByRole('link', { name: /waitlist|orodha ya kusubiri/ }).click();
    await expect(guest.getByRole('heading', { name: words.join, level: 1 })).toBeVisible();
    await guest.getByLabel(words.from).selectOption(date);
    await guest.getByLabel(words.to).selectOption(date);
    await guest.getByLabel(words.earliest).selectOption('10:00 AM');
    await guest.getByLabel(words.latest).selectOption('10:00 AM');
    await guest.getByLabel(words.name).fill('Njeri Wambui');
    const email = `njeri${unique()}@example.com`;
    await guest.getByLabel(words.email).fill(email);
    await guest.getByLabel(words.phone).fill('0722 000 555');
    if (locale === 'sw') await expectNoEnglish(guest);
    await expectAccessible(guest);
    await guest.getByRole('button', { name: words.join }).click();
    await expect(guest.getByText(words.joined)).toBeVisible();

    // The first client cancels: the time is offered to the guest, by e-mail among her channels.
    await post(first, `/api/bookings/${booking.id}/cancel`, {});
    const link = await offerLink(guest, email, words.subject);
    expect(link).toContain(locale === 'sw' ? '/sw/waitlist/offer/' : '/waitlist/offer/');
    await guest.goto(link!);
    await expectAccessible(guest);
    if (locale === 'sw') await expectNoEnglish(guest);
    await guest.getByRole('button', { name: words.take }).click();
    await expect(guest.locator('p.notice[role=status]')).toContainText(words.yours);
    await expect(guest.getByText(words.taken)).toBeVisible();

    // The provider sees the booking, made for the guest at 10:00.
    const theirs = (await (await seller.request.get('/api/me/bookings?side=seller')).json()) as Array<{
      name: string;
      time: string;
      status: string;
    }>;
    expect(theirs.find((one) => one.name === 'Njeri Wambui')).toMatchObject({ time: '10:00 AM', status: 'requested' });
    await Promise.all([seller, first, guest].map((page) => page.context().close()));
  });
}
