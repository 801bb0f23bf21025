import { expect, test } from '@playwright/test';
import { expectAccessible } from './support';

test('a reader opens an article from the blog and moves to the next one', async ({ page }) => {
  await page.goto('/blogs');
  await expect(page.getByRole('heading', { level: 1, name: 'Mabinti Blog' })).toBeVisible();
  const cards = page.locator('[data-post-list] > li');
  await expect(cards).toHaveCount(6);
  await expect(page.getByText(/comments?/i)).toHaveCount(0);
  await expectAccessible(page);
  const title = (await cards.first().locator('h2').textContent())!.trim();
  await cards.first().locator('a').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText(/\d+ min read/)).toBeVisible();
  const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
  expect(JSON.parse(jsonLd!)[0]).toMatchObject({ '@type': 'Article', headline: title });
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', new RegExp(title));
  await expectAccessible(page);
  await page.getByRole('link', { name: /Next article/ }).click();
  await expect(page.getByRole('link', { name: /Previous article/ })).toContainText(title);
});

test('Load More Articles appends the next page, and is a plain link without JavaScript', async ({ page, browser }) => {
  await page.goto('/blogs');
  await page.getByRole('link', { name: 'Load More Articles' }).click();
  await expect(page.locator('[data-post-list] > li')).toHaveCount(8);
  await expect(page).toHaveURL(/\/blogs$/);
  await expect(page.getByRole('link', { name: 'Load More Articles' })).toHaveCount(0);

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto(page.url());
  await plain.getByRole('link', { name: 'Load More Articles' }).click();
  await expect(plain).toHaveURL(/\/blog\/page\/2$/);
  await expect(plain.locator('[data-post-list] > li')).toHaveCount(2);
  await noScript.close();
});

test('the contact form validates, sends and clears', async ({ page }) => {
  await page.goto('/contact');
  await expectAccessible(page);
  const send = page.getByRole('button', { name: 'Send Message' });
  await send.click();
  await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(page.getByText('Message must be at least 10 characters')).toBeVisible();
  await page.getByLabel('Name').fill('Grace Akinyi');
  await page.getByLabel('Email').fill('grace@example.com');
  await page.getByLabel('Phone').fill('0722 000 111');
  await page.getByLabel('Subject').fill('Premium package question');
  await page.getByLabel('Message', { exact: true }).fill('Can a Premium listing have more than one video?');
  await send.click();
  await expect(page.getByText("Message sent successfully! We'll get back to you soon.")).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('');
  await expect(page.getByRole('link', { name: 'Open in a map' })).toHaveAttribute('href', /openstreetmap\.org/);
});

test('the FAQ opens and closes by keyboard', async ({ page }) => {
  await page.goto('/contact');
  const question = page.getByText('How do I book an appointment?');
  const answer = page.getByText('Open a service and press Book Appointment');
  await expect(answer).toBeHidden();
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(answer).toBeVisible();
  await page.keyboard.press('Space');
  await expect(answer).toBeHidden();
});

test('content pages are titled and accessible', async ({ page }) => {
  for (const [path, heading] of [
    ['/about', 'About Us'],
    ['/terms', 'Terms of Service'],
    ['/privacy', 'Privacy Policy'],
  ]) {
    await page.goto(path!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
    await expectAccessible(page);
  }
});

test('every URL in the sitemap answers 200', async ({ request }) => {
  test.setTimeout(90_000);
  const index = await (await request.get('/sitemap.xml')).text();
  const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(sitemaps).toContain('/sitemap-pages.xml');
  const urls: string[] = [];
  for (const sitemap of sitemaps) {
    const response = await request.get(sitemap);
    expect(response.status()).toBe(200);
    urls.push(...[...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname));
  }
  expect(urls.filter((url) => url.startsWith('/service/')).length).toBeGreaterThanOrEqual(72);
  // Both languages of every page (some 300 addresses): a few at a time, as a crawler would ask.
  for (let start = 0; start < urls.length; start += 6) {
    const batch = urls.slice(start, start + 6);
    const statuses = await Promise.all(batch.map(async (url) => [url, (await request.get(url)).status()]));
    expect(statuses).toEqual(batch.map((url) => [url, 200]));
  }
  expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap: ');
  expect(await (await request.get('/rss.xml')).text()).toContain('<rss version="2.0">');
});
