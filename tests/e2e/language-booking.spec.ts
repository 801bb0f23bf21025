import { expect, test } from '@playwright/test';
import { expectAccessible, expectTextsFit, isPhone } from './support';
import { unique } from './people';
import { expectNoEnglish } from './swahili';
import { addDays, nairobiDateKey } from '../../src/shared/booking-time';
import { formatDay } from '../../src/shared/i18n/format';

test('booking an appointment in Kiswahili, from the service page to its summary', async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  const phone = testInfo.project.name === 'phone';
  await page.goto('/sw/all-services');
  const path = await page
    .locator('article.card a.card-link')
    .nth(phone ? 4 : 5)
    .getAttribute('href');
  await page.goto(path!);
  await expect(page.getByRole('heading', { name: 'Saa za kazi' })).toBeVisible();
  await expectNoEnglish(page);
  await expectAccessible(page);

  await page.locator('aside.facts [data-book-service]').click();
  const dialog = page.getByRole('dialog', { name: 'Weka Miadi' });
  await expect(dialog).toBeVisible();
  const options = dialog.getByRole('group', { name: 'Ungependa huduma ipi?' });
  // The listing's options load first: the step is there, or the calendar is.
  await expect(options.or(dialog.getByRole('tab', { name: 'Miadi' }))).toBeVisible();
  if (await options.isVisible()) {
    await options.getByRole('radio').first().check();
    await dialog.getByRole('button', { name: 'Chagua muda' }).click();
  }
  await expect(dialog.getByRole('tab', { name: 'Miadi' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByText('Chagua tarehe uone nyakati zilizopo.')).toBeVisible();
  // Seven column heads a reader can tell apart (not "Jum" five times).
  const heads = await dialog.locator('.rdp-weekday').allTextContents();
  expect(heads).toHaveLength(7);
  expect(new Set(heads).size).toBe(7);
  expect(heads).toContain('Jtt');
  // A day well ahead (each project its own), the first one the provider works from there.
  const from = addDays(nairobiDateKey(Date.now()), phone ? 10 : 12);
  await page.getByRole('button', { name: 'Nenda mwezi ujao' }).waitFor();
  // The provider's open days load after the calendar shows: a day taken before they came may be
  // closed, so a day counts once its times show.
  let day = from;
  const first = dialog.locator('.slot').first();
  for (let tries = 0; tries < 40; tries++, day = addDays(day, 1)) {
    const cell = dialog.locator(`[data-day="${day}"] button`);
    while (!(await cell.isVisible())) await dialog.getByRole('button', { name: 'Nenda mwezi ujao' }).click();
    if (!(await cell.isEnabled())) continue;
    await cell.click();
    if (
      await first.waitFor({ timeout: 3_000 }).then(
        () => true,
        () => false,
      )
    )
      break;
  }
  await expect(first).toHaveText(/^saa \d{1,2}:\d{2} (asubuhi|mchana|jioni|usiku)$/);
  // Each time shows whole, its part of the day included, at 375 px too.
  await expectTextsFit(dialog.locator('.slot'));
  const time = (await first.textContent())!;
  await expectNoEnglish(page);
  await expectAccessible(page);
  await first.click();

  await expect(dialog.getByRole('tab', { name: 'Ombi la jumla' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByText(`Miadi uliyochagua: ${formatDay('sw', day)}, ${time}`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Weka Miadi' }).click();
  await expect(dialog.getByText('Tafadhali jaza sehemu zote zinazohitajika').first()).toBeVisible();
  await expectNoEnglish(page);
  await expectAccessible(page);
  await dialog.getByLabel('Jina').fill('Achieng Otieno');
  const email = `mgeni${unique()}@example.com`;
  await dialog.getByLabel('Barua pepe').fill(email);
  await dialog.getByLabel('Nambari ya simu').fill('0712 345 678');
  await dialog.getByRole('button', { name: 'Weka Miadi' }).click();

  // A guest: sent, waiting for the e-mail to be confirmed (not yet "booked"), every word in Kiswahili.
  await expect(dialog.getByRole('status')).toHaveText('Hatua moja tu imebaki: thibitisha barua pepe yako');
  await expect(page.getByText('Miadi imewekwa!')).toHaveCount(0);
  await expect(dialog.locator('[data-status="unverified"]')).toHaveText('Inasubiri uthibitishe barua pepe yako');
  await expect(dialog.getByText(`${formatDay('sw', day)}, ${time}`)).toBeVisible();
  await expectNoEnglish(page);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Sawa' }).click();
  await expect(dialog).toBeHidden();

  // The e-mail is in Kiswahili, and its link opens the booking in Kiswahili: confirmed, then cancelled.
  await page.goto('/dev/outbox');
  await page.getByRole('link', { name: `to ${email}: Tafadhali thibitisha ombi lako la miadi` }).click();
  await page.getByRole('link', { name: /\/sw\/booking\/\d+\?key=/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Miadi yako');
  await expect(page.getByText('Asante: barua pepe yako imethibitishwa')).toBeVisible();
  await expect(page.locator('.booking .status[class*="status-"]')).toHaveText('Inasubiri kuthibitishwa');
  // What a guest needs for the day: the price, where, a map, and the calendar file; Cancel last.
  await expect(page.locator('.booking-what')).toHaveText(/Ksh [\d,]+$/);
  await expect(page.locator('.booking-place').getByRole('link', { name: 'Ramani' })).toHaveAttribute(
    'href',
    /^https:\/\/maps\.google\.com\/\?q=/,
  );
  const calendar = page.getByRole('link', { name: 'Weka kwenye kalenda' });
  const file = await page.request.get((await calendar.getAttribute('href'))!);
  expect(file.headers()['content-type']).toMatch(/^text\/calendar/);
  // Long lines are folded (RFC 5545): unfolded before reading.
  expect((await file.text()).replace(/\r?\n[ \t]/g, '')).toContain('/sw/booking/');
  await expect(page.locator('.booking-actions > *').last()).toHaveClass(/action-ask/);
  await expectNoEnglish(page);
  await expectAccessible(page);
  await page.locator('summary', { hasText: /^Ghairi/ }).click();
  await expect(page.getByText('Je, ungependa kughairi miadi hii?')).toBeVisible();
  await expectNoEnglish(page);
  await page.getByRole('button', { name: 'Ndiyo, ighairi' }).click();
  await expect(page.getByText('Miadi imeghairiwa').first()).toBeVisible();
  await expect(page.locator('.booking .status[class*="status-"]')).toHaveText('Imeghairiwa');
});

test('the Kiswahili header fits a 375 px phone: the Book button on one line, nothing overlapping', async ({ page }) => {
  test.skip(!isPhone(page), 'the narrow header');
  for (const path of ['/sw/', '/']) {
    await page.goto(path);
    const book = page.locator('.book-button');
    const box = (await book.boundingBox())!;
    const lineHeight = await book.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
    // One line of text plus the button's padding.
    expect(box.height, `${path}: the Book button wraps`).toBeLessThan(lineHeight * 2);
    const menu = (await page.locator('.menu-toggle').boundingBox())!;
    expect(box.x + box.width, `${path}: the Book button runs under the menu button`).toBeLessThanOrEqual(menu.x);
    expect(menu.x + menu.width).toBeLessThanOrEqual(375);
    for (const target of ['.location-picker > summary', '.account-menu > summary', '.menu-toggle']) {
      const size = (await page.locator(target).boundingBox())!;
      expect(Math.min(size.width, size.height), `${path}: ${target} is a 44 px target`).toBeGreaterThanOrEqual(44);
    }
  }
});

test('on a desktop the language switch can be read: light on the purple bar, at least 4.5:1', async ({ page }) => {
  test.skip(isPhone(page), 'the secondary bar is for wide screens');
  await page.goto('/about');
  const link = page.locator('.secondary-bar a.language-switch');
  await expect(link).toHaveText('Kiswahili');
  const [ink, paper] = await link.evaluate((element) => {
    const rgb = (value: string) =>
      value
        .match(/\d+(\.\d+)?/g)!
        .slice(0, 3)
        .map(Number);
    return [
      rgb(getComputedStyle(element).color),
      rgb(getComputedStyle(element.closest('.secondary-bar')!).backgroundColor),
    ];
  });
  const luminance = ([r, g, b]: number[]) => {
    const linear = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
    return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
  };
  const [light, dark] = [luminance(ink!), luminance(paper!)].sort((a, b) => b - a);
  expect((light! + 0.05) / (dark! + 0.05)).toBeGreaterThanOrEqual(4.5);
});
