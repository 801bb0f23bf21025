import { expect, test } from '@playwright/test';
import { unique } from './people';

/**
 * A form sent before the page's script took it (a slow phone: the tap comes before the script
 * arrives) still says what happened: the redirect carries its toast to the next page.
 */
test('a sign-up posted before its script arrived still shows "Account created successfully!" next', async ({
  page,
}) => {
  // The sign-up page's scripts never arrive, so the form posts as plain HTML.
  await page.route('**/_astro/**/*.js', (route) => route.abort());
  await page.goto('/signup?type=buyer');
  await page.getByLabel('First name').fill('Nyokabi');
  await page.getByLabel('Last name').fill('Mwangi');
  await page.getByLabel('Email').fill(`nyokabi${unique()}@example.com`);
  await page.getByLabel('Phone number').fill('0712 345 678');
  await page.getByLabel('Password', { exact: true }).fill('a strong password');
  await page.getByLabel('Confirm password').fill('a strong password');
  // The next page's scripts arrive as usual.
  await page.unroute('**/_astro/**/*.js');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Account created successfully!')).toBeVisible();
  // Shown once: the next page says nothing more.
  await page.goto('/about');
  await expect(page.getByText('Account created successfully!')).toHaveCount(0);
});
