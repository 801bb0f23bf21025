import { expect, request, test, type Page } from '@playwright/test';
import { and, eq, inArray } from 'drizzle-orm';
import { openDatabase } from '#functions/db/client';
import { users } from '#functions/db/schema/accounts';
import { jobs } from '#functions/db/schema/jobs';
import { outbox } from '#functions/db/schema/mail';
import { addDays, nairobiDateKey, nairobiWallClock } from '#shared/booking-time';
import { newPerson, signedIn, unique } from './people';
import { expectAccessible } from './support';

/**
 * Web Push in Chromium (decision 032). Chromium here cannot register with a real push service,
 * so the page's pushManager hands out a subscription minted by the push-service emulator (which
 * playwright.config.ts starts); the product then sends a real push, encrypted and signed, the
 * emulator checks and decrypts it, and the decrypted payload goes to the service worker through
 * the DevTools protocol (ServiceWorker.deliverPushMessage), as the browser would hand it over.
 */
const PORT = Number(process.env.E2E_PORT ?? 4399);
const PUSH_ORIGIN = `https://127.0.0.1:${PORT + 1000}`;
const DATABASE = `file:${process.env.TMPDIR ?? '/tmp'}/mabinti-e2e-${PORT}/e2e.db`;

/** The page's pushManager, answering with the emulator's subscription (kept for the tab's session). */
function stubPushManager() {
  const toKey = (key: ArrayBuffer | Uint8Array) =>
    btoa(String.fromCharCode(...new Uint8Array(key as ArrayBuffer)))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  const wrap = (json: { endpoint: string }) => ({
    endpoint: json.endpoint,
    expirationTime: null,
    toJSON: () => json,
    unsubscribe: async () => {
      sessionStorage.removeItem('push-subscription');
      return true;
    },
  });
  PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
    // The browser's push service out of reach, as a phone offline finds it.
    if (sessionStorage.getItem('push-service-down'))
      throw new DOMException('Registration failed - push service error', 'AbortError');
    const minted = await (
      window as unknown as { mintPushSubscription: (key: string) => Promise<{ endpoint: string }> }
    ).mintPushSubscription(toKey(options!.applicationServerKey as Uint8Array));
    sessionStorage.setItem('push-subscription', JSON.stringify(minted));
    return wrap(minted) as unknown as PushSubscription;
  };
  // The permission prompt closed without an answer, as a person who taps away from it leaves it.
  const ask = Notification.requestPermission.bind(Notification);
  Notification.requestPermission = async () => (sessionStorage.getItem('prompt-dismissed') ? 'default' : ask());
  PushManager.prototype.getSubscription = async function () {
    const kept = sessionStorage.getItem('push-subscription');
    return (kept ? wrap(JSON.parse(kept)) : null) as unknown as PushSubscription;
  };
}

/** The registration id of the page's service worker, as the DevTools protocol names it. */
async function registrationOf(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const found = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find(
        (item) => !item.isDeleted && item.scopeURL.startsWith(new URL(page.url()).origin),
      );
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  return { cdp, registrationId: await found };
}

/** In quiet hours (21:00–08:00 Nairobi) a push waits for the morning, as a text does: make it morning for it. */
async function morningFor(email: string) {
  const clock = nairobiWallClock(Date.now());
  if (clock.hour >= 8 && clock.hour < 21) return;
  const { db, client } = openDatabase(DATABASE);
  try {
    const buyer = (await db.query.users.findFirst({ where: eq(users.email, email) }))!;
    const rows = await db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.userId, buyer.id), eq(outbox.channel, 'push')));
    const keys = rows.map((row) => `outbox:${row.id}`);
    await db
      .update(jobs)
      .set({ runAt: Date.now() })
      .where(and(inArray(jobs.key, keys), eq(jobs.status, 'queued')));
  } finally {
    client.close();
  }
}

test("a provider's confirmation shows as a notification in the buyer's language and opens the booking", async ({
  browser,
}, info) => {
  test.slow();
  const pushService = await request.newContext({ baseURL: PUSH_ORIGIN, ignoreHTTPSErrors: true });
  const page = await newPerson(browser, info, { locale: 'sw-KE' });
  await page.context().grantPermissions(['notifications']);
  await page.exposeFunction('mintPushSubscription', async (applicationServerKey: string) =>
    (await pushService.post('/subscriptions', { data: { applicationServerKey } })).json(),
  );
  await page.addInitScript(stubPushManager);
  await page.goto('/sw/about');
  const email = `push${unique()}@example.com`;
  const origin = { Origin: new URL(page.url()).origin, 'Accept-Language': 'sw' };
  const registered = await page.request.post('/api/register', {
    data: {
      userName: 'Wanjiku Push',
      email,
      phoneNumber: '0711 222 555',
      password: 'a strong password',
      accountType: 'buyer',
    },
    headers: origin,
  });
  expect(registered.status()).toBe(201);

  // The switch in My Account: off until turned on, then on for this browser.
  await page.goto('/sw/account/notifications#push');
  const toggle = page.getByRole('switch', { name: 'Nitumie arifa kwenye kifaa hiki' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(toggle).toBeEnabled();
  await expectAccessible(page);
  // The prompt closed without an answer: said under the switch, which stays off to ask again.
  await page.evaluate(() => sessionStorage.setItem('prompt-dismissed', '1'));
  await toggle.click();
  await expect(page.locator('.push-note[role="alert"]')).toHaveText(
    'Arifa hazikuruhusiwa. Washa tena ili uulizwe mara nyingine.',
  );
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await page.evaluate(() => sessionStorage.removeItem('prompt-dismissed'));
  // The push service out of reach: said under the switch, which stays off and ready to try again.
  await page.evaluate(() => sessionStorage.setItem('push-service-down', '1'));
  await toggle.click();
  await expect(page.locator('.push-note[role="alert"]')).toHaveText(
    'Kivinjari hiki hakikuweza kufikia huduma yake ya arifa. Hakikisha uko mtandaoni, kisha uwashe tena.',
  );
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await page.evaluate(() => sessionStorage.removeItem('push-service-down'));
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(page.locator('.push-note[role="alert"]')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Nitumie arifa kwenye kifaa hiki' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  const { endpoint } = JSON.parse((await page.evaluate(() => sessionStorage.getItem('push-subscription')))!) as {
    endpoint: string;
  };
  const subscription = endpoint.split('/').pop()!;

  // A booking with the demo seller, who confirms it.
  const seller = await signedIn(browser, info, 'demo.seller@mabinti.test');
  const [listing] = (await (await seller.request.get('/api/me/services')).json()) as { _id: string }[];
  const date = addDays(nairobiDateKey(Date.now()), 30 + Math.floor(Math.random() * 60));
  const slots = (await (await page.request.get(`/api/services/${listing!._id}/slots?date=${date}`)).json()) as {
    time: string;
  }[];
  let id: number | undefined;
  for (const slot of slots) {
    const answer = await page.request.post('/api/appointments', {
      data: {
        serviceId: listing!._id,
        date,
        time: slot.time,
        name: 'Wanjiku Push',
        email,
        phoneNumber: '0711 222 555',
      },
      headers: origin,
    });
    if (answer.status() === 201) {
      id = ((await answer.json()) as { id: number }).id;
      break;
    }
  }
  expect(id).toBeDefined();
  const received = async () =>
    (
      (await (await pushService.get('/received')).json()) as {
        received: Array<{ subscription: string; payload: string }>;
      }
    ).received
      .filter((item) => item.subscription === subscription)
      .map((item) => item.payload);
  // The request's own notice ("received") comes first.
  await morningFor(email);
  await expect.poll(async () => (await received()).length, { timeout: 45_000 }).toBeGreaterThan(0);
  const before = (await received()).length;
  const started = Date.now();
  const confirmed = await seller.request.post(`/api/bookings/${id}/confirm`, {
    headers: { Origin: new URL(seller.url()).origin },
  });
  expect(confirmed.status()).toBe(200);
  await morningFor(email);
  await expect.poll(async () => (await received()).length, { timeout: 45_000 }).toBeGreaterThan(before);
  const payload = (await received())[before]!;
  expect(JSON.parse(payload)).toMatchObject({ title: 'Miadi imethibitishwa', url: `/sw/account/ticket/${id}` });

  // The browser hands the decrypted message to the service worker, which shows it.
  const { cdp, registrationId } = await registrationOf(page);
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(page.url()).origin,
    registrationId,
    data: payload,
  });
  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        data: n.data,
      })),
    );
  await expect.poll(async () => (await shown()).length).toBeGreaterThan(0);
  const [notification] = await shown();
  expect(notification!.title).toBe('Miadi imethibitishwa');
  expect(notification!.body).toMatch(/saa \d+:\d\d (asubuhi|mchana|jioni|usiku)/);
  const nearby = nairobiWallClock(Date.now());
  if (nearby.hour >= 8 && nearby.hour < 21) expect(Date.now() - started).toBeLessThan(5_000);

  // A tap opens the booking: the service worker's own handler, run on the notification's data.
  const [worker] = page.context().serviceWorkers();
  await worker!.evaluate(
    (data) => (self as unknown as { openNotice: (data: unknown) => Promise<unknown> }).openNotice(data),
    notification!.data,
  );
  await expect(page).toHaveURL(new RegExp(`/sw/account/ticket/${id}$`));
  await expect(page.getByRole('heading', { name: new RegExp(`#${id}`) })).toBeVisible();
  await pushService.dispose();
});
