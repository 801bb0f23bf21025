import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { expectAccessible } from './support';
import { pastVisit } from './past-visit';

/**
 * Trust: a review from a real, completed visit, its rating on the card and the page, the seller's
 * reply and a report; favourites saved in place, by a visitor who then signs in, and without JavaScript.
 */
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;

async function person(browser: Browser, info: TestInfo, javaScriptEnabled = true) {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } = info.project.use;
  const context = await browser.newContext({
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    baseURL,
    javaScriptEnabled,
  });
  return context.newPage();
}
/** Signs a new buyer up (and in) on `page`; their e-mail. */
async function newBuyer(page: Page, firstName: string) {
  await page.goto('/about');
  const email = `${firstName.toLowerCase()}${unique()}@example.com`;
  const response = await page.request.post('/api/register', {
    data: { userName: `${firstName} Wafula`, email, phoneNumber: '0712 345 678', password: 'a strong password' },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(response.status()).toBe(201);
  return email;
}
async function signIn(page: Page, email: string, password = 'mabinti-demo') {
  await page.goto('/about');
  const response = await page.request.post('/api/login', {
    data: { email, password },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(response.ok()).toBe(true);
}

test('a visit is completed, reviewed, rated on the card and the page, replied to and reported', async ({
  browser,
}, info) => {
  test.setTimeout(90_000);
  const seller = await person(browser, info);
  await signIn(seller, 'demo.seller@mabinti.test');
  const listings = (await (await seller.request.get('/api/me/services')).json()) as { _id: string; name: string }[];
  const listing = listings[info.project.name === 'phone' ? 1 : 2]!;
  const buyer = await person(browser, info);
  const buyerEmail = await newBuyer(buyer, 'Kawira');
  const bookingId = await pastVisit(buyerEmail, Number(listing._id), info.project.name === 'phone' ? 3 : 5);

  // The seller marks it completed.
  await seller.goto('/account/bookings?list=seller-past');
  const visit = seller.locator(`#incoming [data-booking="${bookingId}"]`);
  await visit.getByRole('button', { name: /^Mark completed/ }).click();
  await expect(seller.getByText('Marked as completed')).toBeVisible();

  // The buyer reviews it from their bookings.
  await buyer.goto('/account/bookings?list=buyer-past');
  const mine = buyer.locator(`#mine [data-booking="${bookingId}"]`);
  await expect(mine.getByText('Review this visit')).toBeVisible();
  await expectAccessible(buyer);
  // The stars are tapped; the radio group underneath is what a keyboard and a screen reader use.
  await mine.locator('label[title="4 stars"]').click();
  await expect(mine.getByLabel('4 stars')).toBeChecked();
  await mine.getByLabel('Punctuality (optional)').selectOption('5');
  const words = `Neat work <b>and</b> a warm welcome ${unique()}`;
  await mine.getByLabel('What was it like? (optional)').fill(words);
  await mine.getByRole('button', { name: 'Post review' }).click();
  await expect(buyer.getByText('Thank you for your review!')).toBeVisible();
  await expect(buyer.locator(`#mine [data-booking="${bookingId}"]`)).toContainText('Your review');

  // The rating shows on the service page (the text as typed, not as HTML) and on its card.
  await buyer.goto(`/service/${listing._id}`);
  const review = buyer.locator('#reviews article', { hasText: words });
  await expect(review).toContainText('Kawira');
  await expect(review).toContainText('Verified booking');
  await expect(buyer.locator('#reviews b')).toHaveCount(0);
  await expect(buyer.locator('.rating-link .stars')).toBeVisible();
  await expectAccessible(buyer);
  await buyer.goto(`/search?q=${encodeURIComponent(listing.name)}`);
  await expect(buyer.locator('article', { hasText: listing.name }).first().locator('.stars')).toBeVisible();

  // The seller replies from their reviews.
  await seller.goto('/account/reviews');
  const received = seller.locator('article', { hasText: words });
  await received.getByLabel('Your public reply').fill('Thank you for coming, Kawira!');
  await received.getByRole('button', { name: 'Reply' }).click();
  await expect(seller.getByText('Your reply is posted')).toBeVisible();
  await expectAccessible(seller);

  // Someone else reports it; it stays up.
  const reporter = await person(browser, info);
  await newBuyer(reporter, 'Sanaipei');
  await reporter.goto(`/service/${listing._id}`);
  const reported = reporter.locator('#reviews article', { hasText: words });
  await expect(reported).toContainText('Thank you for coming, Kawira!');
  await reported.getByText('Report this review').click();
  await reported.getByLabel('Reason').selectOption('not-a-real-visit');
  await reported.getByRole('button', { name: 'Send report' }).click();
  await expect(reporter.getByText('Thank you. A moderator will look at this review.')).toBeVisible();
  await expect(reporter.locator('#reviews article', { hasText: words })).toBeVisible();
  await Promise.all([seller, buyer, reporter].map((page) => page.context().close()));
});

test('a visitor taps a heart, signs in, and finds the favourite saved', async ({ browser }, info) => {
  const visitor = await person(browser, info);
  const email = `saver${unique()}@example.com`;
  // An account made elsewhere (no cookie in this browser).
  const made = await fetch(`${info.project.use.baseURL}/api/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: info.project.use.baseURL! },
    body: JSON.stringify({
      userName: 'Imani Saver',
      email,
      phoneNumber: '0712 345 678',
      password: 'a strong password',
    }),
  });
  expect(made.status).toBe(201);
  await visitor.goto('/all-services?category=photography');
  const card = visitor.locator('main article').first();
  const name = (await card.locator('h3').textContent())!.trim();
  await card.getByRole('button', { name: `Save ${name} to favourites` }).click();
  await expect(visitor).toHaveURL(/\/signin\?/);
  await expect(visitor.getByText('Please sign in to save favourites')).toBeVisible();
  await visitor.getByLabel('Email').fill(email);
  await visitor.getByLabel('Password').fill('a strong password');
  await visitor.getByRole('button', { name: 'Sign in' }).click();
  await expect(visitor).toHaveURL(/\/all-services\?category=photography$/);
  await expect(visitor.getByRole('button', { name: `Save ${name} to favourites` }).first()).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await visitor.goto('/account/favourites');
  await expect(visitor.locator('main article h3')).toHaveText([name]);
  await expectAccessible(visitor);
  await visitor.context().close();
});

test('a signed-in buyer’s heart toggles in place, and every heart for that listing follows', async ({
  browser,
}, info) => {
  const page = await person(browser, info);
  await newBuyer(page, 'Achieng');
  await page.goto('/');
  const card = page.locator('main article').first();
  const name = (await card.locator('h3').textContent())!.trim();
  const hearts = page.getByRole('button', { name: `Save ${name} to favourites` });
  await card.getByRole('button', { name: `Save ${name} to favourites` }).click();
  await expect(page.getByText('Saved to your favourites')).toBeVisible();
  for (const heart of await hearts.all()) await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/\/$/);
  await card.getByRole('button', { name: `Save ${name} to favourites` }).click();
  await expect(page.getByText('Removed from your favourites')).toBeVisible();
  for (const heart of await hearts.all()) await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await page.goto('/account/favourites');
  await expect(page.getByText('Nothing saved yet.')).toBeVisible();
  await page.context().close();
});

test('favourites work without JavaScript: save from a card, remove from the list', async ({ browser }, info) => {
  const page = await person(browser, info, false);
  await newBuyer(page, 'Wanjala');
  await page.goto('/all-services?category=home');
  const card = page.locator('main article').first();
  const name = (await card.locator('h3').textContent())!.trim();
  const heart = card.getByRole('button', { name: `Save ${name} to favourites` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(page).toHaveURL(/\/all-services\?category=home$/);
  await expect(
    page
      .locator('main article')
      .first()
      .getByRole('button', { name: /^Save / }),
  ).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/account/favourites');
  await expect(page.locator('main article h3')).toHaveText([name]);
  await page.getByRole('button', { name: `Save ${name} to favourites` }).click();
  await expect(page.getByText('Nothing saved yet.')).toBeVisible();
  await page.context().close();
});
