/** People in browser journeys: another device, a signed-in session, a keyboard user, API calls as the page. */
import { expect, type Browser, type BrowserContextOptions, type Page, type TestInfo } from '@playwright/test';

export const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;

export async function post(page: Page, path: string, data: unknown) {
  const response = await page.request.post(path, { data, headers: { Origin: new URL(page.url()).origin } });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return response.json();
}

/** Another person on another device of the same kind (their own cookies). */
export async function newPerson(browser: Browser, info: TestInfo, options: BrowserContextOptions = {}) {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } = info.project.use;
  const device = { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL };
  const context = await browser.newContext({ ...device, ...options });
  return context.newPage();
}

/** A new person on their own device who has just made an account (a buyer unless `fields` say). */
export async function registered(browser: Browser, info: TestInfo, fields: Record<string, string>) {
  const page = await newPerson(browser, info);
  await page.goto('/about');
  await post(page, '/api/register', { phoneNumber: '0712 345 678', password: 'a good password', ...fields });
  return page;
}

export async function signedIn(browser: Browser, info: TestInfo, email: string) {
  const page = await newPerson(browser, info);
  await page.goto('/about');
  await post(page, '/api/login', { email, password: 'mabinti-demo' });
  return page;
}

/** Presses Tab until the focused element satisfies `test`, as a keyboard user would. */
export async function tabTo(page: Page, test: string, max = 80) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(test)) return;
  }
  throw new Error(`Tab never reached ${test}`);
}
