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
