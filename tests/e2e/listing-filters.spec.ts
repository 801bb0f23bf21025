import { expect, test } from '@playwright/test';
import { expectAccessible, isPhone } from './support';

test('filters fold behind one control on a phone, with the first result on the first screen and a chip for each in use', async ({
  page,
}) => {
  await page.goto('/search?q=makeup');
  const first = page.locator('article.card').first();
  await expect(first).toBeVisible();
  if (isPhone(page)) {
    await expect(page.locator('.list-filters')).not.toHaveAttribute('open');
    expect((await first.boundingBox())!.y).toBeLessThan(page.viewportSize()!.height);
  } else {
    await expect(page.getByRole('navigation', { name: 'Sort and filter' })).toBeVisible();
  }
  await page.goto('/search?q=makeup&sort=newest&minRating=4');
  const chips = page.getByRole('list', { name: 'Filters in use' });
  await expect(chips.getByRole('link')).toHaveText(['Newest ×', '★ 4 stars & up ×']);
  await expectAccessible(page);
  await chips.getByRole('link', { name: 'Remove: ★ 4 stars & up' }).click();
  await expect(page).toHaveURL(/\/search\?q=makeup&sort=newest$/);
  if (isPhone(page)) {
    await page.locator('.list-filters > summary').click();
    await page.getByRole('navigation', { name: 'Sort and filter' }).getByRole('link', { name: 'Recommended' }).click();
    await expect(page).toHaveURL(/\/search\?q=makeup$/);
  }
});

test('on a phone a listing’s pictures swipe in a strip with a counter, and its options follow on the first screen', async ({
  page,
}) => {
  test.skip(!isPhone(page), 'the strip is the phone’s');
  const hair = (await (await page.request.get('/api/services/hair?limit=60')).json()) as Array<{
    _id: string;
    media: Array<{ type: string }>;
  }>;
  const pictured = hair.find((listing) => listing.media.filter((item) => item.type === 'image').length > 1)!;
  const pictures = pictured.media.filter((item) => item.type === 'image').length;
  await page.goto(`/service/${pictured._id}`);
  const strip = page.locator('.gallery');
  await expect(strip.locator('.count').first()).toHaveText(`1 / ${pictures}`);
  expect(await strip.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  const options = page.getByRole('list', { name: 'Options' });
  if ((await options.count()) > 0)
    expect((await options.first().boundingBox())!.y).toBeLessThan(page.viewportSize()!.height * 1.5);
  await expectAccessible(page);
});
