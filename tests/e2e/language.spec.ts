import { expect, test, type Page } from '@playwright/test';
import { en } from '../../src/shared/i18n/en';
import { sw } from '../../src/shared/i18n/sw';
import { SAME_IN_EVERY_LANGUAGE } from '../../src/shared/i18n/locales';
import { expectAccessible, isPhone } from './support';
import { addDays, nairobiDateKey } from '../../src/shared/booking-time';
import { formatDay } from '../../src/shared/i18n/format';
import { TRANSLATED, messageInSwahili } from '../../src/shared/i18n/sw-messages';

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;

/**
 * The English texts that Kiswahili says otherwise, the catalogue's and the translated message
 * sets' (islands, toasts, checks): none may show on a Kiswahili page.
 */
const ENGLISH_ONLY = new Set<string>(
  [
    ...(Object.keys(en) as Array<keyof typeof en>).filter((key) => en[key] !== sw[key]).map((key) => en[key]),
    ...Object.values(TRANSLATED)
      .flatMap((set) => Object.values(set) as string[])
      .filter((text) => messageInSwahili(text) !== text),
  ].filter((text) => !/\{\w+\}/.test(text) && !SAME_IN_EVERY_LANGUAGE.includes(text)),
);

/** Every text a visitor reads or hears: text nodes and the labels, titles and placeholders. */
async function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const parent = walker.currentNode.parentElement;
      if (parent && !parent.closest('script, style, noscript')) texts.push(walker.currentNode.textContent ?? '');
    }
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder]'))
      for (const name of ['aria-label', 'title', 'placeholder']) texts.push(element.getAttribute(name) ?? '');
    return texts.map((text) => text.trim()).filter(Boolean);
  });
}

async function expectNoEnglish(page: Page) {
  const english = (await shownTexts(page)).filter((text) => ENGLISH_ONLY.has(text));
  expect(english).toEqual([]);
}

/** Visits each page and checks its heading, that no catalogue English shows, and axe. */
async function expectPagesInSwahili(page: Page, pages: Array<[string, string]>) {
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expectNoEnglish(page);
    await expectAccessible(page);
  }
}

/** The seller's hours: labels, Swahili times, the island's own check, and the settings form's way back. */
async function expectWorkingHoursInSwahili(page: Page) {
  await page.goto('/sw/account/bookings#availability');
  await expect(page.getByRole('group', { name: 'Saa za kazi' })).toBeVisible();
  const opens = page.getByLabel(/: saa ya kufungua$/).first();
  await expect(opens.locator('option').first()).toHaveText('saa 1:00 asubuhi');
  await opens.selectOption('1350');
  await page
    .getByLabel(/: saa ya kufunga$/)
    .first()
    .selectOption('480');
  await page.getByRole('button', { name: 'Hifadhi saa za kazi' }).click();
  await expect(page.getByText('Saa ya kufunga iwe baada ya saa ya kufungua')).toBeVisible();
  await page.getByRole('button', { name: 'Hifadhi mipangilio ya miadi' }).click();
  // Back on the same page in Kiswahili, with its toast (the script then tidies the address).
  await expect(page.getByText('Mipangilio ya miadi imehifadhiwa')).toBeVisible();
  await expect(page).toHaveURL(/\/sw\/account\/bookings#availability$/);
  await expectNoEnglish(page);
}

async function switchLanguage(page: Page, to: 'English' | 'Kiswahili') {
  if (isPhone(page)) {
    await page.locator('.menu-toggle').click();
    await page.locator('#menu-drawer').getByRole('link', { name: to }).click();
  } else {
    await page.locator('.secondary-bar').getByRole('link', { name: to }).click();
  }
}

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
    ['/sw/account/reviews', 'Tathmini zangu'],
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

test('the admin area in Kiswahili', async ({ page }) => {
  await page.goto('/sw/admin');
  await expect(page.getByText('Tafadhali ingia kwa akaunti ya wafanyakazi.')).toBeVisible();
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
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Maandalizi ya urembo wa bibi harusi');
  await page.goto('/sw/terms');
  await expect(page.getByRole('note')).toHaveText(
    'Ukurasa huu bado haujaandikwa kwa Kiswahili, kwa hiyo unausoma kwa Kiingereza.',
  );
  await expect(page.locator('article [lang="en"]')).toHaveCount(1);
  await expectAccessible(page);
});

test('booking an appointment in Kiswahili, from the service page to its summary', async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  const phone = testInfo.project.name === 'phone';
  await page.goto('/sw/all-services');
  const path = await page
    .locator('article.card a.card-link')
    .nth(phone ? 4 : 5)
    .getAttribute('href');
  await page.goto(path!);
  await expect(page.getByRole('heading', { name: 'Saa za kazi' })).toBeVisible();
  await expectNoEnglish(page);
  await expectAccessible(page);

  await page.locator('aside.facts [data-book-service]').click();
  const dialog = page.getByRole('dialog', { name: 'Weka Miadi' });
  await expect(dialog).toBeVisible();
  const options = dialog.getByRole('group', { name: 'Ungependa huduma ipi?' });
  // The listing's options load first: the step is there, or the calendar is.
  await expect(options.or(dialog.getByRole('tab', { name: 'Miadi' }))).toBeVisible();
  if (await options.isVisible()) {
    await options.getByRole('radio').first().check();
    await dialog.getByRole('button', { name: 'Chagua muda' }).click();
  }
  await expect(dialog.getByRole('tab', { name: 'Miadi' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByText('Chagua tarehe uone nyakati zilizopo.')).toBeVisible();
  // Seven column heads a reader can tell apart (not "Jum" five times).
  const heads = await dialog.locator('.rdp-weekday').allTextContents();
  expect(heads).toHaveLength(7);
  expect(new Set(heads).size).toBe(7);
  expect(heads).toContain('Jtt');
  // A day well ahead (each project its own), the first one the provider works from there.
  const from = addDays(nairobiDateKey(Date.now()), phone ? 10 : 12);
  await page.getByRole('button', { name: 'Nenda mwezi ujao' }).waitFor();
  // The provider's open days load after the calendar shows: a day taken before they came may be
  // closed, so a day counts once its times show.
  let day = from;
  const first = dialog.locator('.slot').first();
  for (let tries = 0; tries < 40; tries++, day = addDays(day, 1)) {
    const cell = dialog.locator(`[data-day="${day}"] button`);
    while (!(await cell.isVisible())) await dialog.getByRole('button', { name: 'Nenda mwezi ujao' }).click();
    if (!(await cell.isEnabled())) continue;
    await cell.click();
    if (
      await first.waitFor({ timeout: 3_000 }).then(
        () => true,
        () => false,
      )
    )
      break;
  }
  await expect(first).toHaveText(/^saa \d{1,2}:\d{2} (asubuhi|mchana|jioni|usiku)$/);
  const time = (await first.textContent())!;
  await expectNoEnglish(page);
  await expectAccessible(page);
  await first.click();

  await expect(dialog.getByRole('tab', { name: 'Maelezo yako' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByText(`Miadi uliyochagua: ${formatDay('sw', day)}, ${time}`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Weka Miadi' }).click();
  await expect(dialog.getByText('Tafadhali jaza sehemu zote zinazohitajika').first()).toBeVisible();
  await expectNoEnglish(page);
  await expectAccessible(page);
  await dialog.getByLabel('Jina').fill('Achieng Otieno');
  const email = `mgeni${unique()}@example.com`;
  await dialog.getByLabel('Barua pepe').fill(email);
  await dialog.getByLabel('Nambari ya simu').fill('0712 345 678');
  await dialog.getByRole('button', { name: 'Weka Miadi' }).click();

  // A guest: sent, waiting for the e-mail to be confirmed (not yet "booked"), every word in Kiswahili.
  await expect(dialog.getByRole('status')).toHaveText('Karibu kumaliza: thibitisha barua pepe yako');
  await expect(page.getByText('Miadi imewekwa!')).toHaveCount(0);
  await expect(dialog.locator('[data-status="unverified"]')).toHaveText('Inasubiri uthibitishe barua pepe yako');
  await expect(dialog.getByText(`${formatDay('sw', day)}, ${time}`)).toBeVisible();
  await expectNoEnglish(page);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Sawa' }).click();
  await expect(dialog).toBeHidden();

  // The e-mail is in Kiswahili, and its link opens the booking in Kiswahili: confirmed, then cancelled.
  await page.goto('/dev/outbox');
  await page.getByRole('link', { name: `to ${email}: Tafadhali thibitisha ombi lako la miadi` }).click();
  await page.getByRole('link', { name: /\/sw\/booking\/\d+\?key=/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Miadi yako');
  await expect(page.getByText('Asante: barua pepe yako imethibitishwa')).toBeVisible();
  await expect(page.locator('.booking .status')).toHaveText('Inasubiri kuthibitishwa');
  await expectNoEnglish(page);
  await expectAccessible(page);
  page.once('dialog', async (confirm) => {
    expect(confirm.message()).toBe('Ughairi miadi hii?');
    await confirm.accept();
  });
  await page.getByRole('button', { name: /^Ghairi/ }).click();
  await expect(page.getByText('Miadi imeghairiwa').first()).toBeVisible();
  await expect(page.locator('.booking .status')).toHaveText('Imeghairiwa');
});

test('the Kiswahili header fits a 375 px phone: the Book button on one line, nothing overlapping', async ({ page }) => {
  test.skip(!isPhone(page), 'the narrow header');
  for (const path of ['/sw/', '/']) {
    await page.goto(path);
    const book = page.locator('.book-button');
    const box = (await book.boundingBox())!;
    const lineHeight = await book.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
    // One line of text plus the button's padding.
    expect(box.height, `${path}: the Book button wraps`).toBeLessThan(lineHeight * 2);
    const menu = (await page.locator('.menu-toggle').boundingBox())!;
    expect(box.x + box.width, `${path}: the Book button runs under the menu button`).toBeLessThanOrEqual(menu.x);
    expect(menu.x + menu.width).toBeLessThanOrEqual(375);
    for (const target of ['.location-picker > summary', '.account-menu > summary', '.menu-toggle']) {
      const size = (await page.locator(target).boundingBox())!;
      expect(Math.min(size.width, size.height), `${path}: ${target} is a 44 px target`).toBeGreaterThanOrEqual(44);
    }
  }
});

test('on a desktop the language switch can be read: light on the purple bar, at least 4.5:1', async ({ page }) => {
  test.skip(isPhone(page), 'the secondary bar is for wide screens');
  await page.goto('/about');
  const link = page.locator('.secondary-bar a.language-switch');
  await expect(link).toHaveText('Kiswahili');
  const [ink, paper] = await link.evaluate((element) => {
    const rgb = (value: string) =>
      value
        .match(/\d+(\.\d+)?/g)!
        .slice(0, 3)
        .map(Number);
    return [
      rgb(getComputedStyle(element).color),
      rgb(getComputedStyle(element.closest('.secondary-bar')!).backgroundColor),
    ];
  });
  const luminance = ([r, g, b]: number[]) => {
    const linear = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
    return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
  };
  const [light, dark] = [luminance(ink!), luminance(paper!)].sort((a, b) => b - a);
  expect((light! + 0.05) / (dark! + 0.05)).toBeGreaterThanOrEqual(4.5);
});
