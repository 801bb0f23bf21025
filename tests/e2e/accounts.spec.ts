import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, isPhone } from './support';

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;

async function openAccountMenu(page: Page) {
  await page.locator('[data-account-menu] summary').click();
}

async function fillSignUp(page: Page, email: string, password = 'a strong password') {
  await page.getByLabel('First name').fill('Zawadi');
  await page.getByLabel('Last name').fill('Mwende');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone number').fill('0712 345 678');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
}

test('a buyer signs up, signs out and signs in again', async ({ page }) => {
  const email = `buyer${unique()}@example.com`;
  await page.goto('/signup-options');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Sign up as a buyer' }).click();
  await expect(page).toHaveURL(/\/signup\?type=buyer$/);
  await expect(page.getByText('By signing up you agree to our Terms of Service and Privacy Policy.')).toBeVisible();

  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('First name must be at least 2 characters')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters').first()).toBeVisible();
  await expectAccessible(page);

  await fillSignUp(page, email);
  // The browser checks the number with the same rules as the server: a landline is not a mobile.
  await page.getByLabel('Phone number').fill('020 123 4567');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Invalid phone number format after cleaning')).toBeVisible();
  await page.getByLabel('Phone number').fill('+0712 345 678');
  await page.getByLabel('Confirm password').fill('something else');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await page.getByLabel('Confirm password').fill('a strong password');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Account created successfully!')).toBeVisible();
  await expect(page.locator('[data-user-name]')).toHaveText('Zawadi');
  await openAccountMenu(page);
  await expect(page.getByRole('link', { name: 'My Account' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Post a Service' })).toBeHidden();
  await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/api/logout')),
    page.getByRole('button', { name: 'Logout' }).click(),
  ]);
  await page.waitForLoadState();
  await expect(page.locator('[data-user-name]')).toHaveText('');
  await openAccountMenu(page);
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expectAccessible(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a strong password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Successfully signed in!')).toBeVisible();
  await expect(page.locator('[data-user-name]')).toHaveText('Zawadi');
});

test('a provider lands on their workspace after signing in, and anyone on their way somewhere goes there', async ({
  page,
}) => {
  for (const [email, from, lands] of [
    ['demo.seller@mabinti.test', '/signin', /\/account$/],
    ['demo.buyer@mabinti.test', '/signin', /\/$/],
    ['demo.seller@mabinti.test', '/signin?next=%2Fblogs', /\/blogs$/],
  ] as const) {
    await page.context().clearCookies();
    await page.goto(from);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('mabinti-demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(lands);
  }
});

test('a wrong password shows the spec message once, above the button, not in a toast', async ({ page }) => {
  await page.goto('/signin');
  await page.getByLabel('Email').fill('demo.buyer@mabinti.test');
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Failed to sign in. Please check your credentials.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.locator('#toasts-alert .toast')).toHaveCount(0);
});

test('leaving a field checks it in the browser with the server’s schema, and typing clears the error', async ({
  page,
}) => {
  await page.goto('/signup?type=buyer');
  await page.locator('html[data-scripts="ready"]').waitFor({ state: 'attached' });
  // The password's rule is said before anything is typed.
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(/^At least 8 characters/);
  // Nothing (the password least of all) is sent before the form is.
  const posts: string[] = [];
  page.on('request', (request) => void (request.method() === 'POST' && posts.push(request.url())));
  await page.getByLabel('Email').fill('zawadi@');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Phone number').focus();
  await expect(page.locator('#field-email-error')).toHaveText('Please enter a valid email address');
  await expect(page.locator('#field-password-error')).toHaveText('Password must be at least 8 characters');
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  // Only the fields left are judged: the empty ones wait for the visitor.
  await expect(page.locator('#field-firstName-error')).toBeHidden();
  await page.getByLabel('Email').fill('zawadi@example.com');
  await expect(page.locator('#field-email-error')).toBeHidden();
  expect(posts).toEqual([]);
});

test('sign-up and sign-in work without JavaScript, with the errors under their fields', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const email = `nojs${unique()}@example.com`;
  await page.goto('/signup?type=buyer');
  await page.getByLabel('Email').fill('not an email');
  const failed = page.waitForResponse((response) => response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Create account' }).click();
  expect((await failed).status()).toBe(400);
  // The typed address comes back; the error is tied to its field and read with it.
  await expect(page.getByLabel('Email')).toHaveValue('not an email');
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#field-email-error')).toHaveText('Please enter a valid email address');
  await expect(page.locator('#field-firstName-error')).toHaveText('First name must be at least 2 characters');
  await expect(page.getByLabel('First name')).toBeFocused();
  await fillSignUp(page, email);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('[data-user-name]')).toHaveText('Zawadi');

  await context.clearCookies();
  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a wrong password');
  const refused = page.waitForResponse((response) => response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Sign in' }).click();
  expect((await refused).status()).toBe(401);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Failed to sign in. Please check your credentials.' }),
  ).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Password').fill('a strong password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.locator('[data-user-name]')).toHaveText('Zawadi');
  await context.close();
});

test('a forgotten password is reset from the emailed link', async ({ page }) => {
  const email = `reset${unique()}@example.com`;
  await page.goto('/signup?type=buyer');
  await fillSignUp(page, email, 'the old password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Account created successfully!')).toBeVisible();
  await openAccountMenu(page);
  await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/api/logout')),
    page.getByRole('button', { name: 'Logout' }).click(),
  ]);

  await page.goto('/signin');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expectAccessible(page);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('If an account exists for that email')).toBeVisible();

  await page.goto('/dev/outbox');
  await page.getByRole('link', { name: new RegExp(`to ${email}: Reset your Mabinti password`) }).click();
  await page.getByRole('link', { name: /reset-password\?token=/ }).click();
  await page.getByLabel('New password', { exact: true }).fill('the new password');
  await page.getByLabel('Confirm new password').fill('the new password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByText('Your password has been changed')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('the new password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Successfully signed in!')).toBeVisible();
  if (isPhone(page)) await expect(page.getByRole('link', { name: 'Book', exact: true })).toBeVisible();
});

test('the account page needs a session', async ({ page }) => {
  await page.goto('/account');
  await expect(page).toHaveURL(/\/signin$/);
});

test('a refused password change is shown once, above its button, not in a toast', async ({ page }) => {
  await page.goto('/signup?type=buyer');
  await fillSignUp(page, `changer${unique()}@example.com`);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Account created successfully!')).toBeVisible();
  await page.goto('/account/profile');
  // The panel is an island: its buttons are enabled once it runs.
  await expect(page.getByRole('button', { name: 'Save profile' })).toBeEnabled();
  await page.getByRole('tab', { name: 'Password' }).click();
  await page.getByLabel('Current password').fill('not my password');
  await page.getByLabel('New password', { exact: true }).fill('another strong one');
  await page.getByLabel('Confirm new password').fill('another strong one');
  await page.getByRole('button', { name: 'Change password' }).click();
  const problem = page.getByRole('alert').filter({ hasText: 'Your current password is not correct' });
  await expect(problem).toHaveCount(1);
  await expect(page.locator('#toasts-alert .toast')).toHaveCount(0);
  await expectAccessible(page);
});
