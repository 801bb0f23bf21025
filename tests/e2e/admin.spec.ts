import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { expectAccessible, openEveryDay, payPackage } from './support';

/**
 * The admin area (issue 18): who may open each page, and a moderation journey at 375 px and on a
 * desktop: a visitor reports a listing, a moderator hides it with a reason, its seller sees why,
 * an admin restores it and answers a contact message, and the audit log shows all of it.
 */
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;

async function person(browser: Browser, info: TestInfo) {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } = info.project.use;
  const context = await browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL });
  const page = await context.newPage();
  await page.goto('/about');
  return page;
}

const origin = (page: Page) => ({ Origin: new URL(page.url()).origin });

async function signIn(page: Page, email: string, password = 'mabinti-demo') {
  const response = await page.request.post('/api/login', { data: { email, password }, headers: origin(page) });
  expect(response.ok(), await response.text()).toBe(true);
}

async function register(page: Page, accountType: 'buyer' | 'seller') {
  const email = `${accountType}${unique()}@example.com`;
  const response = await page.request.post('/api/register', {
    data: {
      userName: accountType === 'seller' ? 'Baraka Otieno' : 'Wambui Njeri',
      email,
      phoneNumber: '0722 444 555',
      password: 'a strong password',
      accountType,
      ...(accountType === 'seller' ? { packageId: 'basic' } : {}),
    },
    headers: origin(page),
  });
  expect(response.ok(), await response.text()).toBe(true);
  return { email, id: ((await response.json()) as { user: { id: string } }).user.id };
}

/** Every page under src/pages/admin, as the address it serves. */
function adminPages(): string[] {
  const root = join(process.cwd(), 'src/pages/admin');
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) =>
      statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : [join(dir, name)],
    );
  return walk(root).map((file) =>
    `/admin/${relative(root, file).replace(/\.astro$/, '')}`.replace(/\/index$/, '').replace('[id]', '1'),
  );
}

type Who = 'visitor' | 'buyer' | 'seller' | 'moderator' | 'admin' | 'suspended admin';
const STAFF: Who[] = ['moderator', 'admin'];
const PAGES: Record<string, Who[]> = {
  '/admin': STAFF,
  '/admin/reports': STAFF,
  '/admin/listings': STAFF,
  '/admin/listings/1': STAFF,
  '/admin/messages': STAFF,
  '/admin/audit': STAFF,
  '/admin/people': ['admin'],
  '/admin/people/1': ['admin'],
  '/admin/payments': ['admin'],
  '/admin/payouts': ['admin'],
};

test('every admin page lets only the right roles in, and is never cached or indexed', async ({ browser }, info) => {
  test.skip(info.project.name === 'phone', 'who may enter does not depend on the screen');
  test.setTimeout(60_000);
  expect(adminPages().sort()).toEqual(Object.keys(PAGES).sort());
  const people: Record<Who, Page> = {
    visitor: await person(browser, info),
    buyer: await person(browser, info),
    seller: await person(browser, info),
    moderator: await person(browser, info),
    admin: await person(browser, info),
    'suspended admin': await person(browser, info),
  };
  await register(people.buyer, 'buyer');
  await register(people.seller, 'seller');
  await signIn(people.moderator, 'demo.moderator@mabinti.test');
  await signIn(people.admin, 'demo.admin@mabinti.test');
  const other = await register(people['suspended admin'], 'buyer');
  const grant = await people.admin.request.post(`/api/admin/people/${other.id}/role`, {
    data: { role: 'admin' },
    headers: origin(people.admin),
  });
  expect(grant.ok()).toBe(true);
  expect((await people['suspended admin'].request.get('/api/admin/audit')).status()).toBe(200);
  const suspend = await people.admin.request.post(`/api/admin/people/${other.id}/suspend`, {
    data: { reason: 'Left the team' },
    headers: origin(people.admin),
  });
  expect(suspend.ok()).toBe(true);

  const got: string[] = [];
  const wanted: string[] = [];
  for (const [path, allowed] of Object.entries(PAGES)) {
    for (const [who, page] of Object.entries(people) as Array<[Who, Page]>) {
      const response = await page.request.get(path, { maxRedirects: 0 });
      const status = response.status();
      got.push(`${path} as ${who}: ${status === 404 ? 200 : status}`);
      wanted.push(
        `${path} as ${who}: ${allowed.includes(who) ? 200 : who === 'visitor' || who === 'suspended admin' ? 401 : 403}`,
      );
      expect(response.headers()['cache-control']).toContain('no-store');
      expect(response.headers()['x-robots-tag']).toContain('noindex');
    }
  }
  expect(got).toEqual(wanted);
  // People are a page of rows, filtered; each person's actions are on their own page.
  await people.admin.goto(`/admin/people?q=${encodeURIComponent(other.email)}&state=suspended`);
  const rows = people.admin.getByRole('main').getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('Suspended');
  await people.admin.goto(`/admin/people?q=${encodeURIComponent(other.email)}&state=active`);
  await expect(people.admin.getByRole('main').getByRole('table')).toHaveCount(0);
  await people.admin.goto(`/admin/people?q=${encodeURIComponent(other.email)}`);
  await people.admin.getByRole('main').getByRole('link', { name: 'Wambui Njeri' }).click();
  await expect(people.admin).toHaveURL(new RegExp(`/admin/people/${other.id}$`));
  await people.admin.getByRole('button', { name: /^Reinstate/ }).click();
  await expect(people.admin).toHaveURL(new RegExp(`/admin/people/${other.id}`));
  await expect(people.admin.getByRole('button', { name: /^Suspend/ })).toBeVisible();
  await expectAccessible(people.admin);
  // A moderator on an admin-only page is signed in already: offered the pages theirs, not "Sign in".
  await people.moderator.goto('/admin/people');
  await expect(people.moderator.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  await expect(people.moderator.getByRole('main').getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await Promise.all(Object.values(people).map((page) => page.context().close()));
});

test('a report is hidden by a moderator, explained to the seller, restored by an admin, and audited', async ({
  browser,
}, info) => {
  test.skip(info.project.name === 'phone', 'the same pages as on the desktop; their phone layout is the test below');
  test.setTimeout(90_000);
  // A seller with a live listing.
  const seller = await person(browser, info);
  await register(seller, 'seller');
  await payPackage(seller);
  const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#0ea5e9' } })
    .jpeg()
    .toBuffer();
  const name = `Braids by Baraka ${unique()}`;
  await openEveryDay(seller);
  const posted = await seller.request.post('/api/services', {
    headers: origin(seller),
    multipart: {
      name,
      minPrice: '1000',
      maxPrice: '3000',
      location: 'Kilimani',
      phoneNumber: '0722 444 555',
      category: 'hair',
      subcategory: 'braiding',
      description: 'Box braids and cornrows at my studio in Kilimani, weekdays and Saturdays.',
      media: { name: 'braids.jpg', mimeType: 'image/jpeg', buffer: photo },
    },
  });
  expect(posted.ok(), await posted.text()).toBe(true);
  const listingId = ((await posted.json()) as { _id: string })._id;

  // A visitor reports it, without an account.
  const visitor = await person(browser, info);
  await visitor.goto(`/service/${listingId}`);
  await visitor.getByText('Report this listing').click();
  await visitor.getByLabel('Stolen photos').check();
  await visitor.getByLabel('Anything we should know (optional)').fill('These pictures are from my salon page.');
  await expectAccessible(visitor);
  await visitor.getByRole('button', { name: 'Send report' }).click();
  await expect(visitor.getByText('Thank you. We will look at this listing.')).toBeInViewport();
  // A contact message waiting for an answer.
  const subject = `Question ${unique()}`;
  const contact = await visitor.request.post('/api/contact', {
    data: {
      name: 'Achieng Otieno',
      email: 'achieng@example.com',
      phone: '0722 111 222',
      subject,
      message: 'How do I become a seller on Mabinti?',
    },
    headers: origin(visitor),
  });
  expect(contact.ok()).toBe(true);

  // A moderator hides it with a reason.
  const moderator = await person(browser, info);
  await signIn(moderator, 'demo.moderator@mabinti.test');
  await moderator.goto('/admin/reports');
  await expectAccessible(moderator);
  const item = moderator.getByRole('listitem').filter({ hasText: name });
  await expect(item).toContainText('Stolen photos');
  await item.getByLabel('Reason the seller will read').fill('The photos belong to another salon.');
  await item.getByRole('button', { name: 'Hide listing' }).click();
  await expect(moderator.getByText('The listing is hidden, and its seller has been told why.')).toBeVisible();
  expect((await visitor.request.get(`/service/${listingId}`)).status()).toBe(404);

  // The seller sees why.
  await seller.goto('/account/listings');
  await expect(seller.getByText('Hidden by Mabinti: The photos belong to another salon.')).toBeVisible();
  await expectAccessible(seller);

  // An admin restores it and answers the message.
  const admin = await person(browser, info);
  await signIn(admin, 'demo.admin@mabinti.test');
  // The hidden listing is among the staff's listings, filtered; its actions are on its own page.
  await admin.goto(`/admin/listings?state=hidden&category=hair&q=${encodeURIComponent(name)}`);
  await admin.getByRole('main').getByRole('link', { name }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/listings/${listingId}$`));
  await expect(admin.getByText('The photos belong to another salon.')).toBeVisible();
  await admin.getByLabel('Note to the seller (optional)').fill('Thank you for sending your own photos.');
  await admin.getByRole('button', { name: 'Restore listing' }).click();
  await expect(admin.getByText('The listing is shown again')).toBeVisible();
  expect((await visitor.request.get(`/service/${listingId}`)).status()).toBe(200);
  await admin.goto('/admin/messages');
  const message = admin.getByRole('listitem').filter({ hasText: subject });
  await message.getByLabel('Answer to Achieng Otieno').fill('Sign up as a seller and choose a package.');
  await expectAccessible(admin);
  await message.getByRole('button', { name: 'Send answer' }).click();
  await expect(admin.getByText('Your answer is on its way.')).toBeVisible();
  const width = admin.viewportSize()!.width;
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

  // The audit log shows all of it.
  await admin.goto('/admin/audit');
  const rows = admin.locator('tbody tr');
  await expect(rows.filter({ hasText: 'listing.hide' }).filter({ hasText: listingId }).first()).toContainText(
    'The photos belong to another salon.',
  );
  await expect(rows.filter({ hasText: 'listing.restore' }).filter({ hasText: listingId }).first()).toContainText(
    'Amani Admin',
  );
  await expect(rows.filter({ hasText: 'message.answer' }).first()).toBeVisible();
  await expectAccessible(admin);
  await Promise.all([seller, visitor, moderator, admin].map((page) => page.context().close()));
});

test('records on a phone are cards, each value under its column’s name, no words broken apart', async ({
  browser,
}, info) => {
  test.skip(info.project.name !== 'phone', 'a phone’s layout');
  // One payment at least: a new seller's package.
  const seller = await person(browser, info);
  await register(seller, 'seller');
  await payPackage(seller);
  // The seller's own payments, in My Account, are cards too.
  await seller.goto('/account/money');
  expect(
    await seller
      .locator('table.card-table tbody tr')
      .first()
      .evaluate((tr) => getComputedStyle(tr).display),
  ).toBe('block');
  await seller.context().close();
  const page = await person(browser, info);
  await signIn(page, 'demo.admin@mabinti.test');
  // One audit entry at least: a contact message, answered.
  const subject = `Cards ${unique()}`;
  const contact = await page.request.post('/api/contact', {
    data: {
      name: 'Achieng Otieno',
      email: 'achieng@example.com',
      phone: '0722 111 222',
      subject,
      message: 'How do I pay for a package?',
    },
    headers: origin(page),
  });
  expect(contact.ok()).toBe(true);
  const inbox = (await (await page.request.get('/api/admin/messages')).json()) as { id: number; subject: string }[];
  const message = inbox.find((entry) => entry.subject === subject)!;
  const answered = await page.request.post(`/api/admin/messages/${message.id}/answer`, {
    data: { answer: 'From My Account, under Package: Pay with M-Pesa.' },
    headers: origin(page),
  });
  expect(answered.ok(), await answered.text()).toBe(true);
  for (const path of ['/admin/audit', '/admin/payments']) {
    await page.goto(path);
    const row = page.locator('table.card-table tbody tr').first();
    await expect(row).toBeVisible();
    const layout = await row.evaluate((tr) => ({
      display: getComputedStyle(tr).display,
      cellWidths: [...tr.querySelectorAll('td')].map((td) => td.getBoundingClientRect().width),
      label: getComputedStyle(tr.querySelector('td')!, '::before').content,
    }));
    expect(layout.display, path).toBe('block');
    expect(Math.min(...layout.cellWidths), path).toBeGreaterThan(250);
    expect(layout.label, path).not.toBe('none');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), path).toBe(true);
    await expectAccessible(page);
  }
  await page.context().close();
});
