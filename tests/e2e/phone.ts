import { expect, type Page } from '@playwright/test';

/**
 * Plays the demo's phone page from `phone`: dials `code` and answers until booked, on the `day`th
 * day listed; the booking's id.
 */
export async function dialAndBook(page: Page, code: string, phone: string, day = '1') {
  await page.goto('/dev/phone');
  await page.getByLabel('Phone number').fill(phone);
  await page.getByLabel('Code to dial').fill(code);
  await page.getByRole('button', { name: 'Dial' }).click();
  const screen = page.locator('.screen');
  let time = 1;
  for (let hop = 0; hop < 8; hop++) {
    const shown = (await screen.textContent()) ?? '';
    if (/Booked!/.test(shown)) break;
    const answer = shown.includes('Choose a day')
      ? day
      : /Choose a time|just taken/.test(shown)
        ? String(shown.includes('just taken') ? ++time : time)
        : shown.includes('Your name')
          ? 'Chebet'
          : '1';
    await page.getByLabel('Your answer').fill(answer);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(screen).not.toHaveText(shown);
  }
  await expect(screen).toContainText(/Booked! Ref #\d+/);
  return /#(\d+)/.exec((await screen.textContent())!)![1]!;
}
