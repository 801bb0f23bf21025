import { expect, test } from '@playwright/test';
import { expectAccessible, openFilters } from './support';
import { addDays, nairobiDateKey, nextDays } from '../../src/shared/booking-time';
import { weekdayOf } from '../../functions/scheduling/clock';

test('braiding in Nairobi in one step, from the subcategory or from the town', async ({ page }) => {
  await page.goto('/services/hair/braiding');
  await page.getByRole('navigation', { name: 'Town' }).getByRole('link', { name: 'Nairobi' }).click();
  await expect(page).toHaveURL(/\/services\/hair\/braiding\?town=Nairobi$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Braiding Services in Nairobi');
  await expect(page.getByRole('navigation', { name: 'Town' }).getByRole('link', { name: 'Nairobi' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(page.locator('main .card').first()).toBeVisible();
  await expectAccessible(page);
  // Open tomorrow: only providers with a free slot then (checked against the slots in unit tests).
  // The sample braider in Nairobi rests on Sundays: when tomorrow is one, the day after.
  const tomorrow = addDays(nairobiDateKey(Date.now()), 1);
  const day = weekdayOf(tomorrow) === 0 ? nextDays(Date.now(), 3)[2]!.label : 'Tomorrow';
  await openFilters(page);
  await page.getByRole('navigation', { name: 'Open on' }).getByRole('link', { name: day, exact: true }).click();
  await expect(page).toHaveURL(/\?town=Nairobi&day=\d{4}-\d{2}-\d{2}$/);
  await expect(page.locator('main .card').first()).toBeVisible();

  await page.goto('/services/location/Nairobi');
  await page.getByRole('navigation', { name: 'Category' }).getByRole('link', { name: 'Hair Services' }).click();
  await expect(page).toHaveURL(/\/services\/location\/Nairobi\?category=hair$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hair Services in Nairobi');
  for (const location of await page.locator('main .card .location').allTextContents())
    expect(location.trim(), 'every card is in Nairobi').toMatch(/Nairobi|Westlands|Karen|Kilimani/);
});

test('near me: from a place picked, or from where the browser says, nearest first with distances', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: -0.3031, longitude: 36.08 });
  await page.goto('/services/location/Nairobi');
  await page.getByRole('link', { name: 'Nearest to Nairobi', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nearest to Nairobi');
  await page.getByRole('combobox', { name: 'From' }).selectOption('westlands');
  await page.getByRole('button', { name: 'Show nearest' }).click();
  await expect(page).toHaveURL(/\/near-me\?from=westlands&category=$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nearest to Westlands');
  const distances = (await page.locator('main .card .distance').allTextContents()).map((text) =>
    text.includes('Under') ? 0 : Number(text.replace(/[^\d.]/g, '')),
  );
  expect(distances.length).toBeGreaterThan(4);
  expect(distances).toEqual([...distances].sort((a, b) => a - b));
  // The place and its distance read as two things: "Westlands · Under 1 km", not "Westlands· Under…".
  expect(await page.locator('main .card .location').first().innerText()).toMatch(/\S · (Under )?\d/);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Use my location' }).click();
  await expect(page).toHaveURL(/\/near-me\?lat=-0\.303&lng=36\.080$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nearest to you');
  await expect(page.locator('main .card .location').first()).toContainText(/Nakuru/);
});
