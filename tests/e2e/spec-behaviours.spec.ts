import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, isPhone, pickDay, withoutScripts } from './support';
import { addDays, formatDateKey, nairobiDateKey } from '#shared/booking-time';
import { CATEGORIES } from '#shared/categories';

/**
 * The specification's own behaviours (issue 40), each test quoting the words of ../shared/SPEC.md
 * it guards.
 */

/** The search box a visitor uses: the drawer's on a phone (opened first), the header's on a desktop. */
async function searchBox(page: Page) {
  if (!isPhone(page)) return page.locator('#header-search');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('heading', { name: 'Menu' })).toBeVisible();
  return page.locator('#drawer-search');
}

test('"Submitting search with a non-blank term goes to the search route, clears the box and closes the drawer"', async ({
  page,
  browser,
}, info) => {
  for (const visitor of [page, await withoutScripts(browser, info)]) {
    await visitor.goto('/about');
    // "Search: ignored when the term is empty or whitespace only" (with scripts; the browser's own
    // form would send it, and the results page then asks for a term).
    if (visitor === page) {
      const blank = await searchBox(visitor);
      await blank.fill('   ');
      await blank.press('Enter');
      await expect(visitor).toHaveURL(/\/about$/);
      await visitor.goto('/about');
    }
    const box = await searchBox(visitor);
    await box.fill('braids');
    await box.press('Enter');
    await expect(visitor).toHaveURL(/\/search\?q=braids$/);
    await expect(visitor.getByRole('heading', { name: 'Search Results for braids' })).toBeVisible();
    await expect(visitor.locator('#header-search')).toHaveValue('');
    await expect(visitor.locator('#drawer-search')).toHaveValue('');
    await expect(visitor.getByRole('heading', { name: 'Menu' })).toBeHidden();
  }
});

test("sign-up shows every message at once, 'Passwords don't match' on confirm password", async ({
  page,
  browser,
}, info) => {
  for (const visitor of [page, await withoutScripts(browser, info)]) {
    await visitor.goto('/signup');
    await visitor.getByLabel('First name').fill('A');
    await visitor.getByLabel('Last name').fill('B');
    await visitor.getByLabel('Email').fill('not-an-email');
    await visitor.getByLabel('Phone number').fill('0712');
    await visitor.getByLabel('Password', { exact: true }).fill('short');
    await visitor.getByLabel('Confirm password').fill('different');
    await visitor.getByRole('button', { name: 'Create account' }).click();
    const said = async (label: string | RegExp, message: string) =>
      expect(visitor.getByLabel(label, { exact: true })).toHaveAccessibleDescription(new RegExp(message));
    await said('First name', 'First name must be at least 2 characters');
    await said('Last name', 'Last name must be at least 2 characters');
    await said('Email', 'Please enter a valid email address');
    await said('Phone number', 'Please enter a valid phone number');
    await said('Password', 'Password must be at least 8 characters');
    await said('Confirm password', "Passwords don't match");
    if (visitor === page) await expectAccessible(visitor);
  }
});

test("seller packages show each price and its limits, and 'Continue to Registration' waits for a choice", async ({
  page,
  browser,
}, info) => {
  await page.goto('/seller-packages');
  // "Basic package | 800 Ksh, 1 photo, 0 videos"; "Standard … 1500 Ksh, 2 photos, 0 videos,
  // recommended"; "Premium … 2500 Ksh, 3 photos, 1 video, featured listing".
  const card = (name: string) => page.locator('.package-card').filter({ hasText: name });
  await expect(card('Basic')).toContainText('Ksh 800');
  await expect(card('Basic')).toContainText('1 photo per listing');
  await expect(card('Basic')).toContainText('No video');
  await expect(card('Standard')).toContainText('Ksh 1,500');
  await expect(card('Standard')).toContainText('2 photos per listing');
  await expect(card('Standard')).toContainText('No video');
  await expect(card('Standard')).toContainText('Recommended');
  await expect(card('Premium')).toContainText('Ksh 2,500');
  await expect(card('Premium')).toContainText('3 photos per listing');
  await expect(card('Premium')).toContainText('1 video per listing');
  await expect(card('Premium')).toContainText('Featured listing');
  const next = page.getByRole('button', { name: 'Continue to Registration' });
  await expect(next).toBeDisabled();
  await expect(page.getByText('Please select a package to continue')).toBeVisible();
  // The whole card chooses.
  await card('Standard').locator('.package-price').click();
  await expect(page.getByRole('radio', { name: 'Standard' })).toBeChecked();
  await expect(next).toBeEnabled();
  await expectAccessible(page);
  await next.click();
  await expect(page).toHaveURL(/\/signup\?type=seller&package=standard$/);
  // Without scripts the <noscript> button posts, and the browser keeps the choice required. (A
  // browser with scripts off also hides the disabled one through noscript.css; Chromium's
  // emulated no-script mode does not apply a <noscript> in the head, so the test names its button.)
  const plain = await withoutScripts(browser, info);
  await plain.goto('/seller-packages');
  const plainNext = plain
    .getByRole('button', { name: 'Continue to Registration' })
    .and(plain.locator(':not([data-continue])'));
  await plainNext.click();
  await expect(plain).toHaveURL(/\/seller-packages$/);
  await plain.getByRole('radio', { name: 'Basic' }).check();
  await plainNext.click();
  await expect(plain).toHaveURL(/\/signup\?type=seller&package=basic$/);
});

test("the dialog keeps its gating behind the option step: 'The Enquiry tab is disabled until a date and a time slot are both chosen'", async ({
  page,
}) => {
  // A sample braiding listing (the oldest: other journeys add braiding listings of one option): three options.
  const hair = (await (await page.request.get('/api/services/hair?limit=60')).json()) as Array<{
    _id: string;
    subcategory: string;
  }>;
  const braiding = hair.filter((listing) => listing.subcategory === 'braiding');
  braiding.sort((a, b) => Number(a._id) - Number(b._id));
  await page.goto(`/service/${braiding[0]!._id}`);
  await page.getByRole('complementary').locator('[data-book-service]').click();
  const dialog = page.getByRole('dialog', { name: 'Book an Appointment' });
  await dialog.getByRole('group', { name: 'Which service would you like?' }).getByRole('radio').first().check();
  await dialog.getByRole('button', { name: 'Choose a time' }).click();
  // "opens on Appointment tab"
  await expect(dialog.getByRole('tab', { name: 'Appointment' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('tab', { name: 'Enquiry' })).toBeDisabled();
  // A day the provider works, from the days the calendar itself is given (each project its own).
  const listing = braiding[0]!._id;
  const options = (await (await page.request.get(`/api/services/${listing}/options`)).json()) as Array<{ id: string }>;
  const { open } = (await (
    await page.request.get(`/api/services/${listing}/days?option=${options[0]!.id}`)
  ).json()) as {
    open: string[];
  };
  const from = addDays(nairobiDateKey(Date.now()), isPhone(page) ? 20 : 19);
  const day = open.find((date) => date >= from)!;
  await pickDay(page, day);
  // "date reveals slots"; the Enquiry tab still waits for a time.
  await expect(dialog.locator('.slot').first()).toBeVisible();
  await expect(dialog.getByRole('tab', { name: 'Enquiry' })).toBeDisabled();
  const time = (await dialog.locator('.slot').first().textContent())!;
  await dialog.locator('.slot').first().click();
  // "Choosing a slot moves to the Enquiry tab, which shows 'Selected Appointment: {date} at {time}'."
  await expect(dialog.getByRole('tab', { name: 'Enquiry' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByText(`Selected Appointment: ${formatDateKey(day)} at ${time}`)).toBeVisible();
});

test('every picture the API and the pages give for a sample listing is served, whole and in ranges', async ({
  page,
}) => {
  type Listed = { _id: string; media: Array<{ url: string; thumbnailUrl?: string; mediumUrl?: string }> };
  const listings: Listed[] = [];
  for (const category of CATEGORIES)
    listings.push(...((await (await page.request.get(`/api/services/${category.id}?limit=60`)).json()) as Listed[]));
  const addresses = new Set<string>();
  for (const listing of listings)
    for (const item of listing.media)
      for (const url of [item.url, item.thumbnailUrl, item.mediumUrl]) if (url) addresses.add(url);
  await page.goto('/');
  for (const src of await page
    .locator('main img')
    .evaluateAll((images) => images.map((img) => img.getAttribute('src'))))
    if (src?.includes('/media/')) addresses.add(src);
  expect(addresses.size).toBeGreaterThan(50);
  for (const address of addresses) {
    expect((await page.request.get(address)).status(), address).toBe(200);
    const part = await page.request.get(address, { headers: { Range: 'bytes=0-99' } });
    expect(part.status(), `${address} in a range`).toBe(206);
  }
});
