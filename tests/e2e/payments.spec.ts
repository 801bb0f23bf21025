import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectAccessible, openEveryDay } from './support';

/**
 * Paying for a package with M-Pesa against the Daraja emulator (tests/e2e/server.sh starts it):
 * the paying number chooses the outcome, as the README tells a person trying the demo.
 */
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;

async function fillSignUp(page: Page, email: string) {
  await page.getByLabel('First name').fill('Wairimu');
  await page.getByLabel('Last name').fill('Kariuki');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone number').fill('0712 345 678');
  await page.getByLabel('Password', { exact: true }).fill('a strong password');
  await page.getByLabel('Confirm password').fill('a strong password');
}

/** On the pay page: the number, the button, and the paying screen's answer. */
async function payWith(page: Page, phone: string, amount: string) {
  await page.getByLabel('M-Pesa number').fill(phone);
  await page.getByRole('button', { name: `Pay Ksh ${amount}` }).click();
  await expect(page).toHaveURL(/\/account\/payment\/\d+$/);
}

test('a new seller picks Premium, signs up, pays at the prompt, sees the receipt and posts a public listing', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  await page.goto('/seller-packages');
  await expect(page.getByText('Mabinti Community Access')).toHaveCount(0);
  await page.getByText('Premium').click();
  await page.getByRole('button', { name: 'Continue to Registration' }).click();
  await fillSignUp(page, `premium${unique()}@example.com`);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/account\/pay\?purpose=package$/);
  await expect(page.getByText('Account created successfully!')).toBeVisible();
  await expect(page.getByLabel('M-Pesa number')).toHaveValue('0712 345 678');
  await expect(page.getByText('Ksh 2,500').first()).toBeVisible();
  await expectAccessible(page);
  await payWith(page, '0712 345 678', '2,500');
  await expect(page.getByText('Check your phone: enter your M-Pesa PIN to pay.')).toBeVisible();
  await expect(page.getByText('Payment received. Thank you!')).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.receipt dd').first()).toHaveText(/^[0-9A-F]{10}$/);
  await expectAccessible(page);

  await page.goto('/account/money');
  await expect(page.locator('.package-state')).toContainText('Premium · Active until');
  await expect(page.getByRole('region', { name: 'Payments' })).toContainText('Paid');

  // A listing, posted through the form's API, is public at once: a stranger opens it.
  const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#0ea5e9' } })
    .jpeg()
    .toBuffer();
  const name = `Bridal Glow by Wairimu ${unique()}`;
  await openEveryDay(page);
  const posted = await page.request.post('/api/services', {
    headers: { Origin: new URL(page.url()).origin },
    multipart: {
      name,
      minPrice: '3000',
      maxPrice: '9000',
      location: 'Kileleshwa',
      phoneNumber: '0712 345 678',
      category: 'bridal',
      subcategory: 'makeup',
      description: 'Bridal make-up and a trial session, at home or at the venue.',
      media: { name: 'glow.jpg', mimeType: 'image/jpeg', buffer: photo },
    },
  });
  expect(posted.status()).toBe(201);
  const { _id } = (await posted.json()) as { _id: string };
  const stranger = await browser.newPage();
  await stranger.goto(`/service/${_id}`);
  await expect(stranger.getByRole('heading', { name })).toBeVisible();
  await stranger.goto('/all-services?category=bridal');
  await expect(stranger.locator(`article.featured:has-text("${name}")`)).toBeVisible();
  await expect(stranger.locator('article.featured .featured-badge').first()).toHaveText('Featured');
  await stranger.close();
});

test('a seller who cancels at the prompt is told so, tries again and pays', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/signup?type=seller&package=basic');
  await fillSignUp(page, `cancel${unique()}@example.com`);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/account\/pay\?purpose=package$/);

  // A number ending in 1032: the emulator's payer presses Cancel.
  await payWith(page, '0712 341 032', '800');
  await expect(page.getByText('You cancelled the M-Pesa prompt. Nothing was charged.')).toBeVisible({
    timeout: 15_000,
  });
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/account\/pay\?purpose=package&package=basic$/);
  await payWith(page, '0712 345 678', '800');
  await expect(page.getByText('Payment received. Thank you!')).toBeVisible({ timeout: 15_000 });

  await page.goto('/account/money');
  const payments = page.getByRole('region', { name: 'Payments' });
  await expect(payments).toContainText('Cancelled');
  await expect(payments).toContainText('Paid');
});

test('the paying screen shows where a payment stands without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const origin = new URL(page.url() === 'about:blank' ? (test.info().project.use.baseURL ?? '') : page.url()).origin;
  const registered = await page.request.post('/api/register', {
    data: {
      userName: 'Nafula Wekesa',
      email: `nojs${unique()}@example.com`,
      phoneNumber: '0712 345 678',
      password: 'a strong password',
      accountType: 'seller',
      packageId: 'standard',
    },
    headers: { Origin: origin },
  });
  expect(registered.status()).toBe(201);
  await page.goto('/account/money');
  await page.getByRole('link', { name: 'Pay Ksh 1,500 with M-Pesa' }).click();
  await page.getByLabel('M-Pesa number').fill('0202');
  await page.getByRole('button', { name: 'Pay Ksh 1,500' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'M-Pesa' })).toHaveText(
    'Please enter a Safaricom M-Pesa number',
  );
  await payWith(page, '0712 345 678', '1,500');
  await expect(page.getByText('Check your phone: enter your M-Pesa PIN to pay.')).toBeVisible();
  await expect
    .poll(
      async () => {
        await page.getByRole('link', { name: 'Refresh status' }).click();
        return page.getByText('Payment received. Thank you!').isVisible();
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  await context.close();
});
