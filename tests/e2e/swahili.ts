/** Checks that a page reads in Kiswahili: no English a visitor would see, days and hours in Kiswahili. */
import { expect, type Page } from '@playwright/test';
import { en } from '../../src/shared/i18n/en';
import { sw } from '../../src/shared/i18n/sw';
import { SAME_IN_EVERY_LANGUAGE } from '../../src/shared/i18n/locales';
import { expectAccessible, isPhone } from './support';
import { TRANSLATED, messageInSwahili } from '../../src/shared/i18n/sw-messages';

/**
 * The English texts that Kiswahili says otherwise, the catalogue's and the translated message
 * sets' (islands, toasts, checks): none may show on a Kiswahili page.
 */
const ENGLISH_ONLY = new Set<string>(
  [
    ...(Object.keys(en) as Array<keyof typeof en>).filter((key) => en[key] !== sw[key]).map((key) => en[key]),
    ...Object.values(TRANSLATED)
      .flatMap((set) => Object.values(set) as string[])
      .filter((text) => messageInSwahili(text) !== text),
  ].filter((text) => !/\{\w+\}/.test(text) && !SAME_IN_EVERY_LANGUAGE.includes(text)),
);

/** Every text a visitor reads or hears: text nodes and the labels, titles and placeholders. */
export async function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const parent = walker.currentNode.parentElement;
      if (parent && !parent.closest('script, style, noscript')) texts.push(walker.currentNode.textContent ?? '');
    }
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder]'))
      for (const name of ['aria-label', 'title', 'placeholder']) texts.push(element.getAttribute(name) ?? '');
    return texts.map((text) => text.trim()).filter(Boolean);
  });
}

export async function expectNoEnglish(page: Page) {
  const english = (await shownTexts(page)).filter((text) => ENGLISH_ONLY.has(text));
  expect(english).toEqual([]);
}

/** Visits each page and checks its heading, that no catalogue English shows, and axe. */
export async function expectPagesInSwahili(page: Page, pages: Array<[string, string]>) {
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expectNoEnglish(page);
    await expectAccessible(page);
  }
}

/** The seller's hours: labels, Swahili times, the island's own check, and the settings form's way back. */
export async function expectWorkingHoursInSwahili(page: Page) {
  await page.goto('/sw/account/bookings#availability');
  await expect(page.getByRole('group', { name: 'Saa za kazi' })).toBeVisible();
  const opens = page.getByLabel(/: saa ya kufungua$/).first();
  await expect(opens.locator('option').first()).toHaveText('saa 1:00 asubuhi');
  await opens.selectOption('1350');
  await page
    .getByLabel(/: saa ya kufunga$/)
    .first()
    .selectOption('480');
  await page.getByRole('button', { name: 'Hifadhi saa za kazi' }).click();
  await expect(page.getByText('Saa ya kufunga iwe baada ya saa ya kufungua')).toBeVisible();
  await page.getByRole('button', { name: 'Hifadhi mipangilio ya miadi' }).click();
  // Back on the same page in Kiswahili, with its toast (the script then tidies the address).
  await expect(page.getByText('Mipangilio ya miadi imehifadhiwa')).toBeVisible();
  await expect(page).toHaveURL(/\/sw\/account\/bookings#availability$/);
  await expectNoEnglish(page);
}

export async function switchLanguage(page: Page, to: 'English' | 'Kiswahili') {
  if (isPhone(page)) {
    await page.locator('.menu-toggle').click();
    await page.locator('#menu-drawer').getByRole('link', { name: to }).click();
  } else {
    await page.locator('.secondary-bar').getByRole('link', { name: to }).click();
  }
}
