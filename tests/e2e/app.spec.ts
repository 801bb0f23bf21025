import { chromium, expect, test, type Page } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, nairobiDateKey } from '#shared/booking-time';
import { chromiumLaunchOptions } from '../support/chromium';
import { newPerson, post, unique } from './people';
import { expectAccessible } from './support';

/**
 * The installable app (issue 44): Chromium finds nothing missing to install it, in both
 * languages, signed in or not; My Bookings and each upcoming booking's ticket, seen once signed
 * in, read offline with when they were saved; once that session ends (its cookie gone, signed out
 * here or elsewhere, the account deleted), offline shows no booking.
 */
/** How many pages the app keeps for offline use, across its per-person caches. */
const savedPages = (page: Page) =>
  page.evaluate(async () => {
    let pages = 0;
    for (const key of await caches.keys())
      if (key.startsWith('mabinti-user-')) pages += (await (await caches.open(key)).keys()).length;
    return pages;
  });

const signIn = async (page: Page, email: string, password = 'mabinti-demo') => {
  await page.goto('/about');
  await post(page, '/api/login', { email, password });
};

test('Chromium finds the app installable on home and My Bookings, in English and Kiswahili', async ({
  browser: _browser,
}, info) => {
  test.skip(info.project.name !== 'desktop', 'one browser profile is enough');
  // Installability is not judged in an incognito profile: a persistent one, as a person's browser.
  const context = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'mabinti-app-')), {
    ...chromiumLaunchOptions,
    baseURL: info.project.use.baseURL,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await signIn(page, 'demo.buyer@mabinti.test');
  const cdp = await context.newCDPSession(page);
  for (const path of ['/', '/sw/', '/account/bookings', '/sw/account/bookings']) {
    await page.goto(path);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors, path).toEqual([]);
  }
  const manifest = await (await page.request.get('/sw/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ lang: 'sw', start_url: '/sw/start', display: 'standalone' });
  await page.goto('/start');
  await expect(page).toHaveURL(/\/account\/bookings$/);
  await context.close();
});

test('My Bookings reads offline once seen signed in, and not once that session has ended', async ({
  browser,
}, info) => {
  const page = await newPerson(browser, info);
  await page.goto('/about');
  const email = `offline${unique()}@example.com`;
  await post(page, '/api/register', {
    userName: 'Njeri Offline',
    email,
    phoneNumber: '0711 222 444',
    password: 'a strong password',
    accountType: 'buyer',
  });
  const [listing] = (await (await page.request.get('/api/services?limit=1')).json()) as { _id: string }[];
  const date = addDays(nairobiDateKey(Date.now()), 6);
  const slots = (await (await page.request.get(`/api/services/${listing!._id}/slots?date=${date}`)).json()) as {
    time: string;
  }[];
  let id: number | undefined;
  for (const slot of slots.slice(info.project.name === 'phone' ? 3 : 0)) {
    const answer = await page.request.post('/api/appointments', {
      data: {
        serviceId: listing!._id,
        date,
        time: slot.time,
        name: 'Njeri Offline',
        email,
        phoneNumber: '0711 222 444',
      },
      headers: { Origin: new URL(page.url()).origin },
    });
    if (answer.status() === 201) {
      id = ((await answer.json()) as { id: number }).id;
      break;
    }
  }
  expect(id).toBeDefined();

  await page.goto(`/account/ticket/${id}`);
  await expect(page.getByRole('heading', { name: `Booking #${id}` })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/account/bookings');
  await expect(page.locator(`[data-booking="${id}"]`).first()).toBeVisible();
  // The page and its one upcoming booking's ticket.
  await expect.poll(() => savedPages(page)).toBe(2);

  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByText(/^You are offline\. Saved at /)).toBeVisible();
  await expect(page.locator(`[data-booking="${id}"]`).first()).toBeVisible();
  // Its reference shows; what needs a connection (cancel, move) is hidden, the ticket is not.
  await expect(page.locator(`[data-booking="${id}"]`).first()).toContainText(`Ref #${id}`);
  await expect(page.locator(`[data-booking="${id}"] .booking-actions summary`).first()).toBeHidden();
  await page.locator(`[data-booking="${id}"] a[data-ticket]`).first().click();
  await expect(page.getByRole('heading', { name: `Booking #${id}` })).toBeVisible();
  await expect(page.getByText(/^You are offline\. Saved at /)).toBeVisible();
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();

  await page.context().setOffline(false);
  const nothingOffline = async () => {
    await page.context().setOffline(true);
    // The worker's offline page, or (site storage cleared, the worker with it) the browser's own.
    await page.goto('/account/bookings').catch(() => undefined);
    await expect(page.locator('[data-booking]')).toHaveCount(0);
    await page.context().setOffline(false);
  };
  const saveAgain = async (password: string) => {
    await signIn(page, email, password);
    await page.goto('/account/bookings');
    await expect.poll(() => savedPages(page)).toBe(2);
  };
  // The cookie ended (it expired, or the browser closed a session without "remember me").
  await page.context().clearCookies();
  await nothingOffline();
  // The session ended elsewhere: a password changed on another phone. Any page seen online after
  // that ends the cookie here, and with it the saved copy.
  await saveAgain('a strong password');
  const elsewhere = await newPerson(browser, info);
  await signIn(elsewhere, email, 'a strong password');
  await post(elsewhere, '/api/me/password', {
    currentPassword: 'a strong password',
    newPassword: 'another strong password',
    confirmPassword: 'another strong password',
  });
  await elsewhere.context().close();
  await page.goto('/about');
  await nothingOffline();

  await saveAgain('another strong password');
  // The header's Log out form (inside the account menu), as it posts.
  await page.evaluate(() => document.querySelector<HTMLFormElement>('form[action="/api/logout"]')!.submit());
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => savedPages(page)).toBe(0);
  await nothingOffline();

  // Deleting the account in this very browser clears what it saved, as signing out does.
  await saveAgain('another strong password');
  await page.goto('/account/privacy');
  // The page says what happens to the upcoming booking before the person confirms.
  await expect(page.getByText(/cancelled, and the provider is told/)).toBeVisible();
  await page.getByLabel('Your password').fill('another strong password');
  await page.getByLabel('I understand that this cannot be undone').check();
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/account\/deleted$/);
  await expect.poll(() => savedPages(page)).toBe(0);
  await nothingOffline();
});
