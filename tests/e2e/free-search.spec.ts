import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support';
import { unique } from './people';
import { expectNoEnglish } from './swahili';
import { addDays, nairobiDateKey } from '../../src/shared/booking-time';
import { weekdayOf } from '../../functions/scheduling/clock';
import { formatDay } from '../../src/shared/i18n/format';

/** The coming Saturday (6) or Friday (5), from tomorrow on: within the form's two weeks. */
const coming = (weekday: number) => {
  let date = addDays(nairobiDateKey(Date.now()), 1);
  while (weekdayOf(date) !== weekday) date = addDays(date, 1);
  return date;
};

const WORDS = {
  en: {
    legend: 'Who is free, when and where',
    submit: 'Find free times',
    dialog: 'Book an Appointment',
    book: 'Book Appointment',
    name: 'Name',
    email: 'Email',
    phone: 'Phone number',
    sent: 'Almost done: confirm your e-mail',
    chosen: (day: string, time: string) => `Selected Appointment: ${day} at ${time}`,
  },
  sw: {
    legend: 'Nani ana nafasi, lini na wapi',
    submit: 'Tafuta nafasi',
    dialog: 'Weka Miadi',
    book: 'Weka Miadi',
    name: 'Jina',
    email: 'Barua pepe',
    phone: 'Nambari ya simu',
    sent: 'Hatua moja tu imebaki: thibitisha barua pepe yako',
    chosen: (day: string, time: string) => `Miadi uliyochagua: ${day}, ${time}`,
  },
} as const;

async function searchAndBook(page: Page, locale: 'en' | 'sw', date: string) {
  const words = WORDS[locale];
  await page.goto(`${locale === 'sw' ? '/sw' : ''}/search?q=braids`);
  const form = page.getByRole('group', { name: words.legend });
  await form.locator('select[name="date"]').selectOption(date);
  await form.locator('select[name="part"]').selectOption('morning');
  await form.locator('select[name="town"]').selectOption('Kilimani');
  await form.getByRole('button', { name: words.submit }).click();
  await expect(page).toHaveURL(/part=morning/);
  const times = page.locator('.free-times a');
  await expect(times.first()).toBeVisible();
  if (locale === 'sw') await expectNoEnglish(page);
  await expectAccessible(page);
  const chosen = times.first();
  const time = (await chosen.textContent())!.trim();
  await chosen.click();
  const dialog = page.getByRole('dialog', { name: words.dialog });
  await expect(dialog.getByText(words.chosen(formatDay(locale, date), time))).toBeVisible();
  await dialog.getByLabel(words.name).fill('Achieng Otieno');
  await dialog.getByLabel(words.email).fill(`free${unique()}@example.com`);
  await dialog.getByLabel(words.phone).fill('0712 345 678');
  await dialog.getByRole('button', { name: words.book }).click();
  await expect(dialog.getByRole('status')).toHaveText(words.sent);
  return time;
}

test('"braids, Saturday morning, Kilimani": a free time on a card books that time', async ({ page }) => {
  // A morning's time, as the card showed it.
  expect(await searchAndBook(page, 'en', coming(6))).toMatch(/AM$/);
});

test('the same search in Kiswahili, every word in Kiswahili', async ({ page }) => {
  // A Friday, so the two journeys never race for one time.
  expect(await searchAndBook(page, 'sw', coming(5))).toMatch(/asubuhi$/);
});

test('without JavaScript the form is a plain GET and a free time opens the booking page at that time', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/search?q=nails');
  const form = page.getByRole('group', { name: WORDS.en.legend });
  await form.locator('select[name="date"]').selectOption(coming(3));
  await form.locator('select[name="part"]').selectOption('afternoon');
  await form.getByRole('button', { name: WORDS.en.submit }).click();
  const first = page.locator('.free-times a').first();
  const time = (await first.textContent())!.trim();
  await first.click();
  await expect(page).toHaveURL(/\/service\/\d+\/book\?/);
  await expect(page.getByLabel('Time')).toHaveValue(time);
  await context.close();
});
