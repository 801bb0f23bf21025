import { expect, test } from '@playwright/test';

/**
 * A page's scripts start after its first picture (decision 019): the page names them in a list
 * rather than fetching them with the document, its first picture asks for a high priority and the
 * others for a low one, the icon needs no request, and a tap on something a script takes over
 * before they are in is held and played once they are.
 */
test.describe.configure({ mode: 'parallel' });

function expectFirstPictureFirst(html: string) {
  const priorities = [...html.matchAll(/<img [^>]*fetchpriority="(\w+)"/g)].map((match) => match[1]);
  expect(priorities[0]).toBe('high');
  expect(priorities.length).toBeGreaterThan(1);
  expect(priorities.length).toBe(html.match(/<img /g)!.length);
  expect(priorities.slice(1).every((priority) => priority === 'low')).toBe(true);
}

test('the first picture comes first, and the scripts follow it', async ({ page, request }) => {
  const html = await (await request.get('/all-services')).text();
  expect(html).not.toMatch(/<script type="module" src=/);
  const listed = JSON.parse(/<script type="application\/json" id="later-scripts">([^<]+)<\/script>/.exec(html)![1]!);
  expect(listed.length).toBeGreaterThan(0);
  expectFirstPictureFirst(html);
  // So does a service page's gallery: its second picture, half on a phone's screen, waits its turn.
  // (A sample listing with two pictures: other tests add listings with one.)
  type Listing = { _id: string; media: Array<{ type: string }> };
  const hair = (await (await request.get('/api/services/hair?limit=48')).json()) as Listing[];
  const service = hair.find((each) => each.media.filter((item) => item.type === 'image').length > 1);
  const gallery = await (await request.get(`/service/${service!._id}`)).text();
  expect(gallery.match(/<img [^>]*alt="[^"]*, picture 2 of/)).not.toBeNull();
  expectFirstPictureFirst(gallery);
  // The icon rides in the page: no request of its own beside the first picture's.
  expect(html).toMatch(/<link rel="icon" href="data:image\/svg\+xml,%3Csvg%20/);

  await page.goto('/all-services');
  await expect(page.locator('html')).toHaveAttribute('data-scripts', 'ready');
  // The first picture was in before the first script was asked for.
  const [pictureIn, scriptAsked] = await page.evaluate((script) => {
    const first = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')!;
    const timing = (url: string) =>
      performance.getEntriesByName(new URL(url, location.href).href)[0] as PerformanceResourceTiming;
    return [timing(first.currentSrc).responseEnd, timing(script).startTime];
  }, listed[0] as string);
  expect(scriptAsked).toBeGreaterThanOrEqual(pictureIn);
});

test('a tap on Book before the scripts are in opens the booking dialog once they are', async ({ page }) => {
  let release!: () => void;
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/SiteHeader[^/]*\.js$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  // Not waiting for the load event: the held script keeps the page loading.
  await page.goto('/all-services', { waitUntil: 'domcontentloaded' });
  const book = page.locator('[data-book-service]').first();
  const address = page.url();
  await book.click();
  await expect(book).toBeVisible(); // still this page: the tap did not fall back to a link
  expect(page.url()).toBe(address);
  release();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(page.url()).toBe(address);
});

/**
 * Cards side by side are as tall as each other whatever their text, so a card the browser reads
 * after the first paint cannot stretch its row and move the buttons already on screen.
 */
test('every card in a row is as tall as the others, with its buttons level', async ({ page }) => {
  await page.goto('/');
  const row = page.locator('main ul.grid').first().locator('.card');
  const boxes = await row.evaluateAll((cards) =>
    cards.map((card) => ({
      height: Math.round(card.getBoundingClientRect().height),
      natural: Math.round([...card.children].reduce((sum, child) => sum + child.getBoundingClientRect().height, 0)),
      buttons: Math.round(card.querySelector('.card-actions')!.getBoundingClientRect().top),
    })),
  );
  expect(boxes.length).toBeGreaterThan(1);
  expect(new Set(boxes.map((box) => box.natural)).size).toBe(1);
  expect(new Set(boxes.map((box) => box.buttons)).size).toBe(1);
});
