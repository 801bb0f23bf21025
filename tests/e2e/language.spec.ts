import { expect, test } from '@playwright/test';
import { expectAccessible } from './support';
import { unique } from './people';
import { expectNoEnglish, expectPagesInSwahili, expectWorkingHoursInSwahili, switchLanguage } from './swahili';

test('switching language on a service page stays on it, and the choice is remembered', async ({ page }) => {
  await page.goto('/all-services');
  const first = page.locator('article.card a.card-link').first();
  const path = await first.getAttribute('href');
  await page.goto(path!);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await switchLanguage(page, 'Kiswahili');
  await expect(page).toHaveURL(new RegExp(`/sw${path}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(page.locator('link[hreflang="en"]')).toHaveAttribute('href', new RegExp(`${path}$`));
  await expect(page.locator('link[hreflang="sw"]')).toHaveAttribute('href', new RegExp(`/sw${path}$`));
  await expectAccessible(page);

  // A new visit to the English address comes back in Kiswahili; switching back sticks too.
  await page.goto('/');
  await expect(page).toHaveURL(/\/sw$/);
  await expectNoEnglish(page);
  await page.goto('/all-services?category=hair');
  await expect(page).toHaveURL(/\/sw\/all-services\?category=hair$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Huduma za Nywele');
  await expectNoEnglish(page);
  await expectAccessible(page);
  await switchLanguage(page, 'English');
  await expect(page).toHaveURL(/\/all-services\?category=hair$/);
  await page.goto('/about');
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test.describe('a first visit from a Kiswahili browser', () => {
  test.use({ locale: 'sw-KE' });

  test('follows Accept-Language once, and never for a crawler', async ({ page, request }) => {
    await page.goto('/search?q=braids');
    await expect(page).toHaveURL(/\/sw\/search\?q=braids$/);
    await expect(page.locator('input[name="q"]').first()).toHaveAttribute('placeholder', 'Tafuta huduma...');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Matokeo ya utafutaji wa braids');
    await expect(page.getByRole('status').filter({ hasText: /^Huduma \d+ zimepatikana$/ })).toBeVisible();
    await expectNoEnglish(page);
    await switchLanguage(page, 'English');
    await expect(page).toHaveURL(/\/search\?q=braids$/);
    // Chosen now: the browser's preference no longer moves them.
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);

    const crawler = await request.get('/', {
      headers: { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)', 'Accept-Language': 'sw', Cookie: '' },
      maxRedirects: 0,
    });
    expect(crawler.status()).toBe(200);
  });
});

test('the catalogue in Kiswahili: a subcategory, a town and the places near a neighbourhood', async ({ page }) => {
  const pages: Array<[string, string]> = [
    ['/sw/services/hair/braiding?town=Nairobi', 'Huduma za Kusuka katika Nairobi'],
    ['/sw/services/location/Nairobi?category=beauty', 'Huduma za Urembo katika Nairobi'],
    ['/sw/near-me?from=kasarani', 'Zilizo karibu zaidi na Kasarani'],
  ];
  await expectPagesInSwahili(page, pages);
});

test('joining, help and a seller’s own pages in Kiswahili', async ({ page }) => {
  test.setTimeout(60_000);
  const open: Array<[string, string]> = [
    ['/sw/signup-options', 'Jiunge na Mabinti'],
    ['/sw/seller-packages', 'Chagua kifurushi chako'],
    ['/sw/contact', 'Wasiliana Nasi'],
    ['/sw/reset-password', 'Badilisha nenosiri'],
  ];
  await expectPagesInSwahili(page, open);
  await page.request.post('/api/login', {
    data: { email: 'demo.seller@mabinti.test', password: 'mabinti-demo' },
    headers: { Origin: new URL(page.url()).origin },
  });
  const mine: Array<[string, string]> = [
    ['/sw/account', 'Akaunti Yangu'],
    ['/sw/account/bookings', 'Miadi Yangu'],
    ['/sw/account/favourites', 'Vipendwa vyangu'],
    ['/sw/account/reviews', 'Maoni yangu'],
    ['/sw/post-service', 'Weka Huduma'],
  ];
  await expectPagesInSwahili(page, mine);
  await expectWorkingHoursInSwahili(page);
  await page.goto('/sw/post-service');
  // The listing form's own checks speak Kiswahili too.
  await page.getByRole('button', { name: 'Weka Huduma' }).click();
  await expect(page.getByText('Jina la huduma liwe na herufi 5 au zaidi')).toBeVisible();
  await expect(page.getByLabel('Aina', { exact: true })).toContainText('Huduma za Nywele');
});

test('a salon’s team, its day and its insights in Kiswahili, and a stylist’s own day', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/sw/about');
  const origin = new URL(page.url()).origin;
  await page.request.post('/api/login', {
    data: { email: 'demo.salon@mabinti.test', password: 'mabinti-demo' },
    headers: { Origin: origin },
  });
  await expectPagesInSwahili(page, [
    ['/sw/account', 'Akaunti Yangu'],
    ['/sw/account/team', 'Wafanyakazi wako'],
    ['/sw/account/day', 'Kalenda'],
    ['/sw/account/privacy', 'Data zako'],
    ['/sw/account/phone', 'Miadi yako kwa simu'],
  ]);
  await page.request.post('/api/login', {
    data: { email: 'demo.stylist@mabinti.test', password: 'mabinti-demo' },
    headers: { Origin: origin },
  });
  await expectPagesInSwahili(page, [['/sw/account/day', 'Ratiba yangu']]);
});

test('the admin area in Kiswahili', async ({ page }) => {
  await page.goto('/sw/admin');
  await expect(page.getByText('Tafadhali ingia kwa akaunti ya wafanyakazi wa Mabinti.')).toBeVisible();
  await page.request.post('/api/login', {
    data: { email: 'demo.admin@mabinti.test', password: 'mabinti-demo' },
    headers: { Origin: new URL(page.url()).origin },
  });
  await expectPagesInSwahili(page, [
    ['/sw/admin', 'Muhtasari'],
    ['/sw/admin/reports', 'Malalamiko'],
    ['/sw/admin/messages', 'Jumbe'],
    ['/sw/admin/people', 'Watu'],
    ['/sw/admin/payments', 'Malipo'],
    ['/sw/admin/audit', 'Kumbukumbu ya vitendo'],
  ]);
  await expect(page.getByRole('navigation', { name: 'Usimamizi' }).getByRole('link', { name: 'Watu' })).toHaveAttribute(
    'href',
    '/sw/admin/people',
  );
});

test('signing up in Kiswahili: its messages, then the account keeps the language', async ({ page, browser }) => {
  await page.goto('/sw/signup?type=buyer');
  await expectNoEnglish(page);
  await page.getByRole('button', { name: 'Fungua akaunti' }).click();
  await expect(page.getByText('Jina la kwanza liwe na herufi 2 au zaidi')).toBeVisible();
  await expect(page.getByText('Tafadhali weka anwani sahihi ya barua pepe')).toBeVisible();
  await expect(page.getByText('Nenosiri liwe na herufi 8 au zaidi').first()).toBeVisible();
  await expectAccessible(page);

  const email = `mteja${unique()}@example.com`;
  await page.getByLabel('Jina la kwanza').fill('Wanjiru');
  await page.getByLabel('Jina la mwisho').fill('Kamau');
  await page.getByLabel('Barua pepe').fill(email);
  await page.getByLabel('Nambari ya simu').fill('0712 345 678');
  await page.getByLabel('Nenosiri', { exact: true }).fill('nenosiri imara sana');
  await page.getByLabel('Thibitisha nenosiri').fill('nenosiri imara sana');
  await page.getByRole('button', { name: 'Fungua akaunti' }).click();
  await expect(page.getByText('Akaunti imefunguliwa!')).toBeVisible();
  await expect(page).toHaveURL(/\/sw$/);

  // Another browser, in English: signing in brings the account's language with it.
  const other = await browser.newContext({ locale: 'en-GB' });
  const elsewhere = await other.newPage();
  await elsewhere.goto('/signin');
  await elsewhere.getByLabel('Email').fill(email);
  await elsewhere.getByLabel('Password').fill('nenosiri imara sana');
  await elsewhere.getByRole('button', { name: 'Sign in' }).click();
  await expect(elsewhere).toHaveURL(/\/sw$/);
  await expect(elsewhere.locator('html')).toHaveAttribute('lang', 'sw');
  await other.close();
});

test('content in Kiswahili where an editor wrote it, and a note where not', async ({ page }) => {
  await page.goto('/sw/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kuhusu Sisi');
  await expect(page.getByRole('heading', { name: 'Hadithi yetu' })).toBeVisible();
  // The older articles, on the list's second page, are the ones in Kiswahili.
  await page.goto('/sw/blog/page/2');
  await expect(page.getByText(/Misuko ya kulinda nywele/).first()).toBeVisible();
  await page.goto('/sw/blog/bridal-countdown');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Urembo wa bibi harusi');
  await page.goto('/sw/terms');
  await expect(page.getByRole('note')).toHaveText(
    'Ukurasa huu bado haujaandikwa kwa Kiswahili, kwa hiyo unausoma kwa Kiingereza.',
  );
  await expect(page.locator('article [lang="en"]')).toHaveCount(1);
  await expectAccessible(page);
});

test('pictures keep their address once Kiswahili is chosen: blog covers and author photos load', async ({ page }) => {
  await page.goto('/blogs');
  await switchLanguage(page, 'Kiswahili');
  await expect(page).toHaveURL(/\/sw\/blogs$/);
  const article = await page.locator('main a[href*="/sw/blog/"]').first().getAttribute('href');
  for (const path of ['/sw/blogs', article!]) {
    await page.goto(path);
    const sources = await page
      .locator('main img')
      .evaluateAll((images) =>
        images.map((image) => (image as HTMLImageElement).currentSrc || image.getAttribute('src')!),
      );
    expect(sources.length).toBeGreaterThan(0);
    // Fetched with the reader's language cookie, never redirected to a /sw/ address.
    for (const source of new Set(sources)) {
      const answer = await page.request.get(source, { maxRedirects: 0 });
      expect(answer.status(), source).toBe(200);
    }
  }
});
