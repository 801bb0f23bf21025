import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/support/chromium';

const PORT = Number(process.env.E2E_PORT ?? 4399);
/** The push-service emulator's port (tests/e2e/push.spec.ts reads it the same way). */
export const PUSH_PORT = PORT + 1000;

const PHONE_JOURNEYS = [
  'sweep',
  'bookings',
  'calendar',
  'workspace',
  'booking-times',
  'language-booking',
  'landing',
  'listing-filters',
  'listings',
  'first-picture',
  'app',
  'no-script',
  'slow-script',
  'admin',
  'going-live',
];

/**
 * Browser journeys in Debian's Chromium against the built Node server and a fresh database
 * (tests/e2e/server.sh creates, migrates and seeds it). Run `npm run build` first.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // CI prints a summary, with each failure whole; a developer's terminal lists every test.
  reporter: process.env.CI ? [['dot']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined, viewport: { width: 1280, height: 900 } },
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 5'], channel: undefined, viewport: { width: 375, height: 740 } },
      // Every page at 375 px, in both languages, with axe (sweep.spec.ts), and the journeys whose
      // controls change on a phone: the booking sheet and its times, the menu drawer, the filters,
      // the post form and its photos, the installed app, pages without scripts, records as cards.
      // The rest act on the same server-made pages as on the desktop and run there once.
      testMatch: PHONE_JOURNEYS.map((name) => `${name}.spec.ts`),
    },
  ],
  webServer: [
    {
      command: `npx tsx emulators/web-push.ts --port ${PUSH_PORT}`,
      port: PUSH_PORT,
      timeout: 60_000,
      reuseExistingServer: false,
    },
    {
      command: `bash tests/e2e/server.sh ${PORT} ${PUSH_PORT}`,
      url: `http://127.0.0.1:${PORT}/`,
      timeout: 120_000,
      reuseExistingServer: false,
      // Its start-up banner is for a person at the terminal; its warnings and errors still show.
      stdout: process.env.CI ? 'ignore' : 'pipe',
    },
  ],
});
