import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectAccessible, openEveryDay, payPackage } from './support';
import { sampleMp4 } from '../support/sample-mp4';

/** A new seller with their package paid; their hours saved unless the test walks that step. */
async function signUpSeller(page: Page, packageId: string, hours = true) {
  const origin = new URL(page.url() === 'about:blank' ? 'http://127.0.0.1/' : page.url()).origin;
  const response = await page.request.post('/api/register', {
    data: {
      userName: 'Lucy Atieno',
      email: `seller${Date.now()}${Math.floor(Math.random() * 1e6)}@example.com`,
      phoneNumber: '+254722333444',
      password: 'seller password',
      accountType: 'seller',
      packageId,
    },
    headers: { Origin: origin },
  });
  expect(response.status()).toBe(201);
  await payPackage(page);
  if (hours) await openEveryDay(page);
}

async function photo(seed: number) {
  const noise = Buffer.alloc(800 * 600 * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = ((i + seed) * 2654435761) >>> 24;
  return sharp(noise, { raw: { width: 800, height: 600, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}
const video = sampleMp4(300_000, 3);

/** Fills the post form's fields (not its files) as a seller types them. */
async function fillListing(
  page: Page,
  listing: {
    name: string;
    min: string;
    max: string;
    location: string;
    category: string;
    subcategory: string;
    description: string;
  },
) {
  await page.getByLabel('Service name').fill(listing.name);
  await page.getByLabel('Minimum price (Ksh)').fill(listing.min);
  await page.getByLabel('Maximum price (Ksh)').fill(listing.max);
  await page.getByLabel('Location', { exact: true }).fill(listing.location);
  await page.getByLabel('Phone number', { exact: true }).fill('0722 333 444');
  await page.getByLabel('Category', { exact: true }).selectOption(listing.category);
  await page.getByLabel('Subcategory').selectOption(listing.subcategory);
  await page.getByLabel('Description', { exact: true }).fill(listing.description);
}

test('a premium seller posts, finds, edits and removes a listing', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/');
  await signUpSeller(page, 'premium', false);
  const name = `Sunset Locs Studio ${Date.now()}`;
  await page.goto('/post-service');
  // A new seller first confirms the hours clients will see (Monday to Saturday, 8:00 to 18:00).
  await expect(page.getByRole('heading', { name: 'First, your working hours' })).toBeVisible();
  await expect(page.getByText('Monday to Saturday, 8:00 AM to 6:00 PM')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'These are my hours' }).click();
  await expect(page.getByText('Your hours are saved. Now post your listing.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Post a Service' })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Service name').fill(name);
  await page.getByLabel('Minimum price (Ksh)').fill('2000');
  await page.getByLabel('Maximum price (Ksh)').fill('5000');
  await page.getByLabel('Location', { exact: true }).fill('Kilimani');
  await page.getByLabel('Phone number', { exact: true }).fill('0722 333 444');
  await expect(page.getByLabel('Subcategory')).toBeDisabled();
  await page.getByLabel('Category', { exact: true }).selectOption('hair');
  await page.getByLabel('Subcategory').selectOption('locs');
  await page
    .getByLabel('Description', { exact: true })
    .fill('Retwists, interlocking and loc styling for every length, in a calm studio.');
  await page.locator('#field-media').setInputFiles([
    { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await photo(1) },
    { name: 'side.jpg', mimeType: 'image/jpeg', buffer: await photo(2) },
    { name: 'tour.mp4', mimeType: 'video/mp4', buffer: video },
  ]);
  await expect(page.locator('.media-list li')).toHaveCount(3);

  // A slow upload, so the progress bars can be seen.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 40,
    downloadThroughput: 2_000_000,
    uploadThroughput: 400_000,
  });
  await page.getByRole('button', { name: 'Post Service' }).click();
  await expect(page.getByRole('status').filter({ has: page.getByLabel('Upload progress') })).toBeVisible();
  // The seller lands on the new listing.
  await expect(page).toHaveURL(/\/service\/\d+$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(page.getByText('Service posted successfully!')).toBeVisible();

  // Visitors find it too.
  await page.goto('/all-services');
  await page.getByLabel('Search by name, description, location or category').fill(name);
  await page.locator('main').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.locator('main article h3')).toHaveText([name]);
  await page.locator('main article a.card-link').click();
  // The video's poster is the first photo (its phone-sized rendition, from the srcset), which
  // iPhone Safari shows before it plays.
  const sources = await page.locator('.gallery img').first().getAttribute('srcset');
  await expect(page.locator('.gallery video')).toHaveAttribute('poster', sources!.split(' ')[0]!);

  await page.goto('/account/listings');
  const row = page.locator('.listing-row', { hasText: name });
  await expect(row).toContainText('Ksh 2,000 - 5,000');
  await row.getByRole('link', { name: /Edit/ }).click();
  const media = page.locator('.media-list li');
  await expect(media).toHaveCount(3);
  await page.getByRole('button', { name: 'Remove video' }).click();
  await expect(media).toHaveCount(2);
  // The same picker as a new listing's: its button, what the package allows, files checked first.
  await expect(page.locator('label[for="field-media"].button')).toHaveText('Add photos or a video');
  await expect(page.locator('#media-hint')).toContainText('a video can be up to 50 MB');
  await expect(page.locator('#media-count')).toHaveText('2 photos and 0 videos on this listing');
  await page
    .locator('#field-media')
    .setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') }]);
  await expect(page.getByText('File notes.txt is not a supported format')).toBeVisible();
  await page
    .locator('#field-media')
    .setInputFiles([{ name: 'extra.jpg', mimeType: 'image/jpeg', buffer: await photo(11) }]);
  await expect(page.locator('#media-count')).toHaveText('3 photos and 0 videos on this listing');
  await page.getByRole('button', { name: 'Remove Photo 3' }).click();
  await expect(media).toHaveCount(2);
  await expectAccessible(page);
  await page.getByLabel('Maximum price (Ksh)').fill('6500');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Service updated')).toBeVisible();
  await expect(page.locator('.listing-row', { hasText: name })).toContainText('Ksh 2,000 - 6,500');

  // Price options with durations and a deposit, from the edit form; the price range follows them.
  await page.locator('.listing-row', { hasText: name }).getByRole('link', { name: /Edit/ }).click();
  const id = new URL(page.url()).searchParams.get('edit');
  await page.getByRole('button', { name: 'Add price options' }).click();
  await page.getByLabel('Option 1 name').fill('Retwist, shoulder length');
  await page.getByLabel('Option 1 price (Ksh)').fill('3000');
  await page.getByLabel('Option 1 takes').selectOption('120');
  await page.getByRole('button', { name: 'Add a price option' }).click();
  await page.getByLabel('Option 2 name').fill('Starter locs');
  await page.getByLabel('Option 2 price (Ksh)').fill('7000');
  await page.getByLabel('Option 2 takes').selectOption('300');
  await page.getByRole('button', { name: 'Ask clients for a deposit' }).click();
  await page.getByLabel('Deposit', { exact: true }).selectOption('percent');
  await page.getByLabel('Deposit (% of the price)').fill('20');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.locator('.listing-row', { hasText: name })).toContainText('Ksh 3,000 - 7,000');
  await page.goto(`/service/${id}`);
  await expect(page.getByRole('list', { name: 'Options' })).toContainText('Starter locs');
  await expect(page.getByText(/asks for a deposit of 20% of the price/)).toBeVisible();

  // The listing's own booking rules, from a plain form on its edit page.
  await page.goto(`/post-service?edit=${id}`);
  const rules = page.getByRole('region', { name: 'Booking rules for this listing' });
  await expect(rules.getByLabel('Notice you need')).toHaveValue('');
  await rules.getByLabel('Time kept free before each booking').selectOption('15');
  await rules.getByRole('button', { name: 'Save booking rules' }).click();
  await expect(page.getByText('Booking rules saved.')).toBeVisible();
  await expect(rules.getByLabel('Time kept free before each booking')).toHaveValue('15');
  await page.goto('/account/listings');

  page.once('dialog', (dialog) => dialog.accept());
  await page
    .locator('.listing-row', { hasText: name })
    .getByRole('button', { name: /Remove/ })
    .click();
  await expect(page.getByText(`"${name}" was removed`)).toBeVisible();
  await expect(page.locator('.listing-row', { hasText: name })).toHaveCount(0);
  const search = await page.request.get(`/api/services/search?query=${encodeURIComponent(name)}`);
  expect(await search.json()).toEqual([]);
});

test('a basic seller is told the photo limit', async ({ page }) => {
  await page.goto('/');
  await signUpSeller(page, 'basic');
  await page.goto('/post-service');
  await expect(page.locator('#field-media')).toBeEnabled();
  // No video in this package: nothing said about a video's size.
  await expect(page.locator('#media-hint')).toHaveText(
    'Your Basic package allows 1 photo and 0 videos. Photos over 5 MB are made smaller before they are sent.',
  );
  await page.locator('#field-media').setInputFiles([
    { name: 'one.jpg', mimeType: 'image/jpeg', buffer: await photo(3) },
    { name: 'two.jpg', mimeType: 'image/jpeg', buffer: await photo(4) },
  ]);
  // The allowed number is kept, and the rest is named as left out.
  await expect(
    page.getByText('Your Basic package allows 1 photo and 0 videos, so these were left out: two.jpg'),
  ).toBeVisible();
  await expect(page.getByText('1 photo and 0 videos chosen')).toBeVisible();
  await expect(page.locator('.media-list li')).toHaveCount(1);
  await page
    .locator('#field-media')
    .setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') }]);
  await expect(page.getByText('File notes.txt is not a supported format')).toBeVisible();
  await page.getByRole('button', { name: 'Post Service' }).click();
  await expect(page.getByText('Service name must be at least 5 characters')).toBeVisible();
  await expectAccessible(page);
});

test('a photo over 5 MB from a phone camera is made smaller in the browser and posted', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/');
  await signUpSeller(page, 'basic');
  // A 4000 × 3000 photo of fine detail, as a phone saves it: over 5 MB.
  const noise = Buffer.alloc(4000 * 3000 * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  const big = await sharp(noise, { raw: { width: 4000, height: 3000, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
  expect(big.length).toBeGreaterThan(5 * 1024 * 1024);
  await page.goto('/post-service');
  await fillListing(page, {
    name: `Camera Roll Braids ${Date.now()}`,
    min: '1500',
    max: '3000',
    location: 'Westlands',
    category: 'hair',
    subcategory: 'braiding',
    description: 'Braids done neatly at my studio in Westlands.',
  });
  await expect(page.locator('#field-media')).toBeEnabled();
  await page.locator('#field-media').setInputFiles([{ name: 'IMG_2041.jpeg', mimeType: 'image/jpeg', buffer: big }]);
  // Not refused: chosen, smaller, as a JPEG.
  await expect(page.locator('.media-list li')).toHaveCount(1);
  await expect(page.locator('.media-name')).toHaveText('IMG_2041.jpg');
  await expect(page.getByText(/too large/)).toHaveCount(0);
  const [upload] = await Promise.all([
    page.waitForRequest((request) => request.method() === 'POST' && /\/api\/(services|uploads)/.test(request.url())),
    page.getByRole('button', { name: 'Post Service' }).click(),
  ]);
  expect(upload).toBeTruthy();
  await expect(page).toHaveURL(/\/service\/\d+$/, { timeout: 20_000 });
  await expect(page.locator('main img').first()).toBeVisible();
});

test('visitors and buyers are sent to sign in with the spec toast', async ({ page }) => {
  await page.goto('/post-service');
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByText('Please sign in to post a service')).toBeVisible();
  await page.request.post('/api/login', {
    data: { email: 'demo.buyer@mabinti.test', password: 'mabinti-demo' },
    headers: { Origin: new URL(page.url()).origin },
  });
  await page.goto('/post-service');
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByText('Only sellers can post services')).toBeVisible();
});

test('a failed upload can be retried without filling the form again', async ({ page }) => {
  await page.goto('/');
  await signUpSeller(page, 'standard');
  await page.goto('/post-service');
  const name = `Home Laundry Express ${Date.now()}`;
  await fillListing(page, {
    name,
    min: '500',
    max: '1500',
    location: 'Ruaka',
    category: 'home',
    subcategory: 'laundry',
    description: 'Wash, dry and fold with pick-up and delivery around Ruaka.',
  });
  await page
    .locator('#field-media')
    .setInputFiles([{ name: 'basket.jpg', mimeType: 'image/jpeg', buffer: await photo(9) }]);
  await expect(page.locator('.media-list li')).toHaveCount(1);

  await page.route('**/api/services', (route) => route.abort('connectionreset'), { times: 1 });
  await page.getByRole('button', { name: 'Post Service' }).click();
  await expect(page.getByText('The upload was interrupted. Check your connection and press Retry.')).toBeVisible();
  await expect(page.getByLabel('Service name')).toHaveValue(name);
  await expect(page.locator('.media-list li')).toHaveCount(1);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page).toHaveURL(/\/service\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByText('Service posted successfully!')).toBeVisible();
});
