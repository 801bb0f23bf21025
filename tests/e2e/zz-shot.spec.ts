import { test } from '@playwright/test';
import { signedIn } from './people';
test('shot', async ({ browser }, info) => {
  const owner = await signedIn(browser, info, 'demo.salon@mabinti.test');
  await owner.setViewportSize({ width: 1280, height: 900 });
  await owner.goto('/account/day');
  await owner.screenshot({ path: '/tmp/cal-day.png', fullPage: true });
  await owner.goto('/account/day?view=week');
  await owner.screenshot({ path: '/tmp/cal-week.png', fullPage: true });
  const seller = await signedIn(browser, info, 'demo.seller@mabinti.test');
  await seller.setViewportSize({ width: 375, height: 812 });
  await seller.goto('/account/day?view=week');
  await seller.screenshot({ path: '/tmp/cal-seller-week.png', fullPage: true });
});
