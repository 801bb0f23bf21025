/** Checks that a page reads in Kiswahili: no English a visitor would see, days and hours in Kiswahili. */
import { expect, type Page } from '@playwright/test';
import { en } from '../../src/shared/i18n/en';
import { sw } from '../../src/shared/i18n/sw';
import { SAME_IN_EVERY_LANGUAGE } from '../../src/shared/i18n/locales';
import { expectAccessible, isPhone } from './support';
import { NOT_A_PAGE } from './page-kinds';

/**
 * A catalogue text as the forms a reader may meet: each branch of a plural ('{count} reviews',
 * '#' read as {count}); a text that chooses among words by a value (select) is left out.
 */
function forms(text: string): string[] {
  if (text.includes(', select,')) return [];
  const plural = /^\{(\w+), plural, (.*)\}$/.exec(text);
  if (!plural) return [text];
  return [...plural[2]!.matchAll(/\w+ \{((?:[^{}]|\{\w+\})*)\}/g)].map((branch) =>
    branch[1]!.replaceAll('#', `{${plural[1]}}`),
  );
}

/** Each English text that Kiswahili says otherwise, with its Kiswahili: none may show on a Kiswahili page. */
const PAIRS: Array<[english: string, swahili: string]> = (Object.keys(en) as Array<keyof typeof en>)
  .flatMap((key) => {
    const [english, swahili] = [forms(en[key]), forms(sw[key])];
    return english.map((text, index): [string, string] => [text, swahili[index] ?? swahili[0] ?? '']);
  })
  .filter(([english, swahili]) => english !== swahili && !SAME_IN_EVERY_LANGUAGE.includes(english));

const PLACEHOLDER = /\{(\w+)\}/g;
const hasPlaceholder = (text: string) => /\{\w+\}/.test(text);
const ENGLISH_ONLY = new Set(PAIRS.map(([english]) => english).filter((text) => !hasPlaceholder(text)));

/** A placeholder for a figure stands for digits; any other for some text. */
const FIGURES = new Set(['count', 'n', 'number', 'minutes', 'hours', 'days', 'amount', 'price', 'total', 'km']);
const words = (text: string): string[] =>
  text
    .replace(PLACEHOLDER, ' ')
    .toLowerCase()
    .match(/[a-z]{4,}/g) ?? [];

/**
 * Texts with placeholders, as patterns: "{count} reviews" matches "5 reviews". Only those with an
 * English word of their own (four letters or more) that their Kiswahili does not share are looked
 * for, so neither "{name}: {service}" nor "{count} video" (video in both) matches a Kiswahili line.
 */
const ENGLISH_PATTERNS = PAIRS.filter(([english]) => hasPlaceholder(english))
  .filter(([english, swahili]) => words(english).some((word) => !words(swahili).includes(word)))
  .map(([english]) => ({
    text: english,
    pattern: new RegExp(
      `^${english
        .split(/(\{\w+\})/)
        .map((part) => {
          const name = /^\{(\w+)\}$/.exec(part)?.[1];
          if (name) return FIGURES.has(name) ? '[\\d.,]+' : '.+?';
          return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        })
        .join('')}$`,
      's',
    ),
  }));

/**
 * Every text a visitor reads or hears: text nodes and the labels, titles and placeholders, except
 * what is marked as another language (`lang="en"`: the switch to English, English-only content).
 */
export async function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const pageLanguage = document.documentElement.lang;
    const inPageLanguage = (element: Element) =>
      (element.closest('[lang]')?.getAttribute('lang') ?? '') === pageLanguage;
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const parent = walker.currentNode.parentElement;
      if (parent && !parent.closest('script, style, noscript') && inPageLanguage(parent))
        texts.push(walker.currentNode.textContent ?? '');
    }
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder]')) {
      if (!inPageLanguage(element)) continue;
      for (const name of ['aria-label', 'title', 'placeholder']) texts.push(element.getAttribute(name) ?? '');
    }
    return texts.map((text) => text.trim()).filter(Boolean);
  });
}

/** The page links, forms and return paths of a Kiswahili page that lead out of Kiswahili. */
async function linksLeavingSwahili(page: Page): Promise<string[]> {
  return page.evaluate((notAPage) => {
    const addresses = [
      ...[...document.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')!),
      ...[...document.querySelectorAll('form[action]')].map((form) => form.getAttribute('action')!),
      ...[...document.querySelectorAll('input[name="return"], input[name="back"]')].map(
        (input) => (input as HTMLInputElement).value,
      ),
    ];
    const isPage = (address: string) =>
      address.startsWith('/') && !address.startsWith('//') && !new RegExp(notAPage, 'i').test(address);
    return addresses.filter((address) => isPage(address) && !/^\/sw(\/|$|\?|#)/.test(address));
  }, NOT_A_PAGE);
}

export async function expectNoEnglish(page: Page) {
  expect(await linksLeavingSwahili(page), `links out of Kiswahili on ${page.url()}`).toEqual([]);
  const shown = await shownTexts(page);
  const english = shown.filter((text) => ENGLISH_ONLY.has(text));
  const filled = shown.flatMap((text) =>
    ENGLISH_PATTERNS.filter(({ pattern }) => pattern.test(text)).map(({ text: english }) => `${text} (${english})`),
  );
  expect([...english, ...filled]).toEqual([]);
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
