import { expect, test } from '@playwright/test';
import { expectAccessible } from './support';
import { signedIn } from './people';

/**
 * The admin's lists (issue 61): one row per item, paged, narrowed by words, state, kind and days,
 * each item's actions on its own page; with the sample data.
 */
test('listings, payouts, reports and the audit log are lists to narrow and page through', async ({ browser }, info) => {
  test.skip(info.project.name === 'phone', 'the phone layout of records is admin.spec’s');
  const admin = await signedIn(browser, info, 'demo.admin@mabinti.test');
  const rows = admin.getByRole('main').getByRole('table').getByRole('row');

  await admin.goto('/admin/listings?state=live&category=hair');
  await expect(rows.nth(1)).toContainText('Live');
  expect(await rows.count()).toBeLessThanOrEqual(51);
  await expectAccessible(admin);
  await admin.goto('/admin/listings?q=no+such+listing+anywhere');
  await expect(admin.getByText('No listing matches.')).toBeVisible();
  await admin.goto('/admin/listings?category=hair');
  const first = rows.nth(1).getByRole('link');
  const name = (await first.textContent())!.trim();
  await first.click();
  await expect(admin.getByRole('heading', { level: 1, name })).toBeVisible();

  await admin.goto('/admin/payouts');
  await admin.getByRole('navigation', { name: 'State' }).getByRole('link', { name: /^Sent/ }).click();
  await expect(admin).toHaveURL(/\/admin\/payouts\?status=sent$/);
  await expectAccessible(admin);

  await admin.goto('/admin/reports?kind=listings');
  await expect(admin.getByRole('heading', { name: 'Reviews' })).toBeHidden();
  await expectAccessible(admin);

  await admin.goto('/admin/audit?target=user&from=2020-01-01');
  for (const row of (await rows.all()).slice(1)) await expect(row).toContainText('user');
  await expectAccessible(admin);
  await admin.context().close();
});
