import AxeBuilder from '@axe-core/playwright';
import { expect, type Browser, type Locator, type Page, type TestInfo } from '@playwright/test';
import sharp from 'sharp';

/** axe on the page as it stands: no serious or critical violations allowed. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** Each element's whole text shows inside its box: nothing cut, hidden or spilling (time labels above all). */
export async function expectTextsFit(elements: Locator) {
  const cut = await elements.evaluateAll((found) =>
    found
      .filter((element) => {
        const box = element.getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(element);
        const text = range.getBoundingClientRect();
        return (
          element.scrollWidth > element.clientWidth + 1 ||
          element.scrollHeight > element.clientHeight + 1 ||
          text.left < box.left - 1 ||
          text.right > box.right + 1 ||
          text.bottom > box.bottom + 1
        );
      })
      .map((element) => element.textContent),
  );
  expect(cut).toEqual([]);
}

/** A client's Cancel opens on what happens to the money; "Yes, cancel it" cancels. Returns that line. */
export async function cancelBooking(booking: Locator | Page) {
  await booking.locator('summary', { hasText: /^Cancel/ }).click();
  const money = booking.locator('[data-cancel-money]');
  const said = (await money.count()) > 0 ? await money.textContent() : null;
  await booking.getByRole('button', { name: 'Yes, cancel it' }).click();
  return said;
}

/** A listing page's sort and filter controls: folded on a phone, open on a desktop. */
export async function openFilters(page: Page) {
  const fold = page.locator('.list-filters > summary');
  if (await fold.isVisible()) await fold.click();
}

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/**
 * Pays the signed-in seller's package as the paying screen does: the prompt through the API, the
 * Daraja emulator's callback, then the payment read until it is paid. For journeys about other things.
 */
export async function payPackage(page: Page, phone = '0722 333 444') {
  const started = await page.request.post('/api/payments', {
    data: { purpose: 'package', phone },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(started.status()).toBe(201);
  const { id } = (await started.json()) as { id: number };
  await expect
    .poll(async () => ((await (await page.request.get(`/api/payments/${id}`)).json()) as { status: string }).status, {
      timeout: 15_000,
    })
    .toBe('paid');
}

/**
 * Keeps the signed-in seller's hours as the whole grid every day, with no notice and 90 days ahead
 * (what sellers had before decision 042), so a test's times do not hang on the day it runs. Saving
 * hours is also what lets a seller's first listing go live.
 */
export async function openEveryDay(page: Page) {
  const headers = { Origin: new URL(page.url()).origin };
  const days = Array.from({ length: 7 }, () => ({ opens: 7 * 60, closes: 23 * 60 }));
  const settings = { bufferMinutes: 0, capacity: 1, noticeMinutes: 0, horizonDays: 90 };
  expect((await page.request.put('/api/me/availability/week', { headers, data: { days } })).status()).toBe(200);
  expect((await page.request.put('/api/me/availability/settings', { headers, data: settings })).status()).toBe(200);
}

/**
 * Posts a hair listing for the signed-in seller (a photo, Roysambu, Ksh 1,500 to 4,500) with any
 * further fields (options, a deposit) as the listing form sends them; the listing as answered.
 */
export async function postListing(page: Page, name: string, fields: Record<string, string> = {}) {
  const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#7c3aed' } })
    .jpeg()
    .toBuffer();
  await openEveryDay(page);
  const response = await page.request.post('/api/services', {
    headers: { Origin: new URL(page.url()).origin },
    multipart: {
      name,
      minPrice: '1500',
      maxPrice: '4500',
      location: 'Roysambu',
      phoneNumber: '0722 333 444',
      category: 'hair',
      subcategory: 'braiding',
      description: 'Neat braids and nails at my studio in Roysambu, by appointment.',
      media: { name: 'work.jpg', mimeType: 'image/jpeg', buffer: photo },
      ...fields,
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { _id: string; name: string; options: { id: string; name: string }[] };
}

/** The service page's own Book Appointment button (cards of other listings have Book buttons too). */
export const bookButton = (page: Page) =>
  page.getByRole('complementary', { name: 'Booking details' }).locator('[data-book-service]');

/** From the header's or the hero's Book button: past the service search, to a general enquiry. */
export async function chooseGeneralEnquiry(page: Page) {
  await page.getByRole('dialog').getByRole('button', { name: 'Send us a general enquiry' }).click();
}

/** Picks a day in the open dialog's calendar with the mouse, turning months as needed (in either language). */
export async function pickDay(page: Page, date: string) {
  const day = page.locator(`[data-day="${date}"] button`);
  await expect(page.getByRole('dialog').getByRole('grid')).toBeVisible();
  for (let turn = 0; turn < 4 && !(await day.isVisible()); turn++) {
    await page.getByRole('button', { name: /next month|mwezi ujao/i }).click();
  }
  await day.click();
}

/** A page in a browser with JavaScript off, otherwise as the project's (its width, its phone). */
export async function withoutScripts(browser: Browser, info: TestInfo): Promise<Page> {
  const { viewport, userAgent, isMobile, hasTouch, baseURL } = info.project.use;
  const context = await browser.newContext({
    viewport,
    userAgent,
    isMobile,
    hasTouch,
    baseURL,
    javaScriptEnabled: false,
  });
  return context.newPage();
}
