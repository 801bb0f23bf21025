import { expect, test } from '@playwright/test';
import { expectAccessible, isPhone } from './support';

test.describe('landing page', () => {
  test('shows the hero and up to four services per category', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Mabinti' })).toBeVisible();
    await expect(page.getByText('Find the perfect services near you')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Book an Appointment' })).toBeVisible();
    const sections = page.locator('main section[aria-labelledby^="category-"]');
    await expect(sections).toHaveCount(9);
    for (const section of await sections.all()) {
      const cards = await section.locator('article').count();
      expect(cards).toBeGreaterThan(0);
      expect(cards).toBeLessThanOrEqual(4);
    }
    const firstCard = sections.first().locator('article').first();
    await expect(firstCard.getByText(/^Ksh [\d,]+( - [\d,]+)?$/)).toBeVisible();
    // Each section opens on a reviewed listing where it shows one.
    for (const section of await sections.all()) {
      const reviewed = await section.locator('article').filter({ hasNotText: 'No reviews yet' }).count();
      if (reviewed > 0) await expect(section.locator('article').first()).not.toContainText('No reviews yet');
    }
    const chat = firstCard.getByRole('link', { name: /on WhatsApp/ });
    await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/254\d+$/);
    await expect(chat).toHaveAttribute('target', '_blank');
    await page.getByRole('link', { name: 'View all Hair Services' }).click();
    await expect(page).toHaveURL(/\/all-services\?category=hair$/);
    await expectAccessible(page);
  });

  test('offers every category a tap away and says how booking works', async ({ page }) => {
    await page.goto('/');
    const shortcuts = page.getByRole('navigation', { name: 'Browse by category' });
    await expect(shortcuts.getByRole('link')).toHaveCount(9);
    const how = page.getByRole('region', { name: 'How it works' });
    await expect(how.getByRole('listitem')).toHaveText([/^Find/, /^Book.*deposit by M-Pesa/, /^Go/]);
    await shortcuts.getByRole('link', { name: 'Bridal' }).click();
    await expect(page).toHaveURL(/\/all-services\?category=bridal$/);
  });

  test('a later category stands in at its real height, so the scroll bar does not jump', async ({ page }) => {
    for (const path of ['/', '/sw']) {
      await page.goto(path);
      const later = page.locator('main section.later');
      const standIn = await later.last().evaluate((section) => section.getBoundingClientRect().height);
      for (const section of await later.all()) {
        await section.scrollIntoViewIfNeeded();
        const real = await section.evaluate((element) => element.getBoundingClientRect().height);
        expect(Math.abs(real - standIn) / real, `${path}: ${real} px drawn, ${standIn} px stood in`).toBeLessThan(0.1);
      }
    }
  });

  test('a card whose picture fails shows the placeholder', async ({ page }) => {
    await page.route('**/api/media/**', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/');
    const image = page.locator('main article img').first();
    await expect(image).toHaveAttribute('src', '/placeholder.svg');
  });

  test('a provider finds "List your business" from the home page and the header or menu, in both languages', async ({
    page,
  }) => {
    for (const [home, link, heading, choose] of [
      ['/', 'List your business', 'List your business on Mabinti', 'Choose a package'],
      ['/sw', 'Orodhesha biashara yako', 'Orodhesha biashara yako kwenye Mabinti', 'Chagua kifurushi'],
    ] as const) {
      await page.goto(home);
      if (isPhone(page)) await page.getByRole('button', { name: /^(Open menu|Fungua menyu)$/ }).click();
      const nav = isPhone(page) ? page.locator('#menu-drawer') : page.locator('header');
      await expect(nav.getByRole('link', { name: link })).toBeVisible();
      await page.goto(home);
      await page.getByRole('link', { name: new RegExp(`${link} kwenye Mabinti|${link} on Mabinti`, 'i') }).click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // What it costs is the packages' own prices.
      await expect(page.getByText(/Ksh [\d,]+/).first()).toBeVisible();
      await page.getByRole('link', { name: choose }).click();
      await expect(page).toHaveURL(/\/seller-packages$/);
    }
  });
});
