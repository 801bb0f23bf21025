import { expect, test } from '@playwright/test';
import { expectAccessible, isPhone } from './support';

test.describe('header', () => {
  test('what a visitor types in a search box can be read: dark ink on a light box', async ({ page }) => {
    await page.goto('/');
    const boxes = isPhone(page) ? ['#hero-search'] : ['#header-search'];
    for (const id of boxes) {
      await page.locator(id).fill('braids');
      const { color, background } = await page.locator(id).evaluate((input) => ({
        color: getComputedStyle(input).color,
        background: getComputedStyle(input.closest('form')!).backgroundColor,
      }));
      expect(color, id).not.toBe(background);
      expect(color, id).toBe('rgb(31, 41, 55)');
    }
  });

  test('searches from the header and ignores a blank search', async ({ page }) => {
    await page.goto('/about-nothing');
    let box;
    if (isPhone(page)) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('heading', { name: 'Menu' })).toBeVisible();
      box = page.locator('#drawer-search');
    } else {
      box = page.locator('#header-search');
    }
    await box.fill('   ');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/about-nothing$/);
    await box.fill('braids');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=braids$/);
    await expect(page.getByRole('heading', { name: 'Search Results for braids' })).toBeVisible();
    await expect(page.locator('main article').first()).toBeVisible();
  });

  test('picks a location', async ({ page }) => {
    await page.goto('/');
    if (isPhone(page)) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByText('Select Location').click();
      await page.locator('#menu-drawer').getByRole('link', { name: 'Kisumu' }).click();
    } else {
      await page.getByLabel('Choose a location').click();
      await page.getByRole('link', { name: 'Kisumu' }).click();
    }
    await expect(page).toHaveURL(/\/services\/location\/Kisumu$/);
    await expect(page.getByRole('heading', { name: 'Services in Kisumu' })).toBeVisible();
    await expectAccessible(page);
  });

  test('finds services through the category menu', async ({ page }) => {
    await page.goto('/');
    if (isPhone(page)) {
      await expect(page.getByRole('link', { name: 'Book', exact: true })).toBeVisible();
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.locator('#menu-drawer');
      await drawer.getByText('Find Services').click();
      await drawer.getByText('Hair Services').click();
      await expectAccessible(page);
      await drawer.getByRole('link', { name: 'Braiding' }).click();
    } else {
      await expect(page.getByRole('link', { name: 'Book Appointment' })).toBeVisible();
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByText('Find Services').click();
      await expect(nav.getByText('Flowers & Gifts')).toBeVisible();
      await expectAccessible(page);
      await nav.getByRole('link', { name: 'Braiding' }).click();
    }
    await expect(page).toHaveURL(/\/services\/hair\/braiding$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Braiding Services');
  });

  test('gains a shadow after scrolling 10px and offers sign in and sign up', async ({ page }) => {
    await page.goto('/all-services');
    const header = page.locator('[data-site-header]');
    await expect(header).not.toHaveClass(/scrolled/);
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveClass(/scrolled/);
    await page.getByLabel('Account').click();
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
    await expect(page.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup-options');
  });
});

test.describe('listing pages', () => {
  test('all services filters by category and text, then clears', async ({ page }) => {
    await page.goto('/all-services');
    await expect(page.getByRole('link', { name: 'All Categories' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Photography' }).click();
    await expect(page).toHaveURL(/category=photography/);
    await page.getByLabel('Search by name, description, location or category').fill('portrait');
    await page.locator('main').getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/q=portrait/);
    await expect(page.locator('main article')).not.toHaveCount(0);
    await page.getByLabel('Search by name, description, location or category').fill('zzzzqqq');
    await page.locator('main').getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('No services found')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL(/\/all-services$/);
    await expect(page.locator('main article')).toHaveCount(24);
    const firstPage = await page
      .locator('main article a.card-link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    await page.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/cursor=/);
    await expect(page.getByText('Page 2')).toBeVisible();
    await expect(page.locator('main article')).not.toHaveCount(0);
    const secondPage = await page
      .locator('main article a.card-link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(secondPage.some((name) => firstPage.includes(name))).toBe(false);
    await page.getByRole('link', { name: 'Previous' }).click();
    await expect(page).toHaveURL(/\/all-services$/);
  });

  test('search results and the empty query message', async ({ page }) => {
    await page.goto('/search?q=nails');
    await expect(page.getByRole('heading', { name: 'Search Results for nails' })).toBeVisible();
    await expectAccessible(page);
    await page.goto('/search?q=');
    await expect(page.getByText('No search query provided.')).toBeVisible();
  });

  test('searches as people type them: a place, everyday words, a town, and something when nothing matches', async ({
    page,
  }) => {
    await page.goto('/search?q=makeup+westlands');
    await expect(page.locator('.result-count')).toContainText('Nearest to Westlands first.');
    const results = page.getByRole('list', { name: 'Search results' });
    // Each card says how far it is, nearest first.
    const km = (text: string) => (text.includes('Under 1 km') ? 0 : parseFloat(text.replace(/[^\d.]/g, '')));
    const distances = (await results.locator('.distance').allTextContents()).map(km);
    expect(distances.length).toBeGreaterThan(1);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    await page.goto('/search?q=dreadlocks');
    await expect(results.getByRole('listitem').first()).toContainText(/loc/i);
    await page.goto('/search?q=barber');
    await expect(results.getByRole('listitem')).not.toHaveCount(0);
    // Results narrow to a town, from plain links.
    await page.goto('/search?q=hair');
    await page.getByRole('navigation', { name: 'Town' }).getByRole('link', { name: 'Nakuru' }).click();
    await expect(page).toHaveURL(/town=Nakuru/);
    await expect(results.getByRole('listitem').first()).toContainText('Nakuru');
    // Nothing matches: the nearest services to the place named.
    await page.goto('/search?q=qqxzzq+karen');
    await expect(page.getByText('No services found for “qqxzzq karen”')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Services nearest to Karen' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Services nearest to Karen' }).getByRole('listitem')).not.toHaveCount(
      0,
    );
    await expectAccessible(page);
  });

  test('location pages decode the name', async ({ page }) => {
    await page.goto('/services/location/Nairobi%20CBD');
    await expect(page.getByRole('heading', { name: 'Services in Nairobi CBD' })).toBeVisible();
    await expect(page.locator('main article')).not.toHaveCount(0);
  });

  test('subcategory pages use the spec title', async ({ page }) => {
    await page.goto('/services/beauty/eyebrows-lashes');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Eyebrows Lashes Services');
    await expect(page.locator('main article')).not.toHaveCount(0);
    await expectAccessible(page);
  });
});

test.describe('service detail', () => {
  test('shows a real listing with tabs, links and the provider', async ({ page }) => {
    await page.goto('/services/hair/braiding');
    const name = (await page.locator('main article h3').first().textContent())!.trim();
    await page.locator('main article a').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Hair Services');
    await expect(page.getByRole('tab', { name: 'Gallery' })).toHaveAttribute('aria-selected', 'true');
    // The arrow keys work once the page's tab script has run; a fast test can press before that.
    await expect(async () => {
      await page.getByRole('tab', { name: 'Gallery' }).press('ArrowRight');
      await expect(page.getByRole('tab', { name: 'Description' })).toBeFocused({ timeout: 500 });
    }).toPass();
    // The sample braiding listings are described for their kind.
    await expect(page.getByRole('tabpanel')).toContainText('braids');
    await expect(page.getByRole('link', { name: 'Contact via WhatsApp' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/254\d+$/,
    );
    await expect(page.getByRole('link', { name: 'Book Appointment' }).last()).toBeVisible();
    await expect(page.getByRole('complementary').getByRole('link', { name: 'Braiding' })).toHaveAttribute(
      'href',
      '/services/hair/braiding',
    );
    await expect(page.getByRole('heading', { name: 'About the provider' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Similar services' })).toBeVisible();
    await expectAccessible(page);
  });

  test('on a phone a bar keeps this listing’s Book button in reach; on a desktop the panel does', async ({ page }) => {
    await page.goto('/services/hair/braiding');
    const name = (await page.locator('main article h3').first().textContent())!.trim();
    await page.locator('main article a').first().click();
    const bar = page.getByRole('link', { name: `Book Appointment: ${name}` });
    if (!isPhone(page)) {
      await expect(bar).toBeHidden();
      return;
    }
    // Scrolled to the reviews, far below the booking panel, the bar is still on screen.
    await page.getByRole('heading', { name: 'Similar services' }).scrollIntoViewIfNeeded();
    await expect(bar).toBeInViewport();
    await expect(page.locator('.book-bar')).toContainText(/Ksh [\d,]+( - [\d,]+)?/);
    await expectAccessible(page);
    await bar.click();
    // It books this listing: the dialog names it, and does not ask which service.
    const dialog = page.getByRole('dialog', { name: 'Book an Appointment' });
    await expect(dialog.getByText(name, { exact: true })).toBeVisible();
    await expect(dialog.getByText('Which service would you like to book?')).toHaveCount(0);
  });

  test('an unknown id answers 404 with a way home', async ({ page }) => {
    const response = await page.goto('/service/987654');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Service Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Homepage' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test('not-found page', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(
    page.getByText(
      "Sorry, we couldn't find the page you're looking for. The page might have been removed, had its name changed, or is temporarily unavailable.",
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
  expect(logged.some((line) => line.includes('/no/such/page'))).toBe(true);
  await expectAccessible(page);
});
