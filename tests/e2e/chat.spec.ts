import { expect, test } from '@playwright/test';
import { expectAccessible, isPhone } from './support';
import { newPerson } from './people';

/**
 * Booking in a WhatsApp chat (issue 44), played on the demo's /dev/chat page: each message and tap
 * goes to the product's own webhook as Meta would post it, and the page shows the answers.
 */
test('a client books in a WhatsApp chat, from Hi to the reference', async ({ browser }, info) => {
  test.setTimeout(60_000);
  const page = await newPerson(browser, info);
  await page.goto('/dev/chat');
  await expectAccessible(page);
  await page.getByLabel('Your WhatsApp number').fill(isPhone(page) ? '0722 700 901' : '0722 700 902');
  await page.getByLabel('Your message').fill('Hi');
  await page.getByRole('button', { name: 'Send' }).click();
  const latest = page.locator('.answer').last();
  await expect(latest).toHaveText(/^Karibu to Mabinti!/);
  const tap = async (title: string | RegExp) => {
    const before = await page.locator('.answer').count();
    await page.locator('.choices').getByRole('button', { name: title }).first().click();
    await expect(page.locator('.answer')).toHaveCount(before + 1);
  };
  await tap('Book');
  // The page shows what the person said and tapped, as a phone does.
  await expect(page.locator('.mine')).toHaveText(['You: Hi', 'You: Book']);
  await tap('Hair');
  await tap('Nairobi');
  await tap(/./);
  let time = 0;
  for (let step = 0; step < 8; step++) {
    const said = (await latest.textContent()) ?? '';
    if (/Booked!/.test(said)) break;
    if (said.startsWith('Your name')) {
      const before = await page.locator('.answer').count();
      await page.getByLabel('Your message').fill('Chebet');
      await page.getByRole('button', { name: 'Send' }).click();
      await expect(page.locator('.answer')).toHaveCount(before + 1);
    } else if (said.includes('Choose a time')) {
      if (said.includes('just taken')) time += 1;
      const before = await page.locator('.answer').count();
      await page.locator('.choices button').nth(time).click();
      await expect(page.locator('.answer')).toHaveCount(before + 1);
    } else {
      const choices = page.locator('.choices button');
      const titles = await choices.allTextContents();
      await tap(titles.map((t) => t.trim()).find((t) => t === 'Confirm' || t === 'This number') ?? titles[0]!.trim());
    }
  }
  await expect(latest).toHaveText(/^Booked! Ref #\d+/);
});
