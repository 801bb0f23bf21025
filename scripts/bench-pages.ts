/**
 * JavaScript each page makes a phone download before any interaction, gzipped.
 *   npm run bench:pages            (builds first)
 *   npm run bench:pages -- --no-build
 * Loads every route in Debian's Chromium against the built Node server and a fresh sample database.
 */
import { execSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { startBuiltServer } from './lib/serve';
import { DEMO_PASSWORD, DEMO_SELLER_EMAIL } from './lib/seed-catalogue';
import { chromiumLaunchOptions } from '../tests/support/chromium';

/** Budgets in gzipped KB, from the issues. `{service}` is replaced by a real listing id. */
const ROUTES: Array<{ path: string; budgetKb: number; signedIn?: boolean }> = [
  { path: '/', budgetKb: 20 },
  { path: '/all-services', budgetKb: 20 },
  { path: '/search?q=hair', budgetKb: 20 },
  { path: '/services/location/Nairobi', budgetKb: 20 },
  { path: '/services/hair/braiding', budgetKb: 20 },
  { path: '/service/{service}', budgetKb: 20 },
  { path: '/signin', budgetKb: 90 },
  { path: '/signup?type=buyer', budgetKb: 90 },
  { path: '/account', budgetKb: 90, signedIn: true },
  // Content pages: no framework at all, only the small header script (issue 4).
  { path: '/blogs', budgetKb: 5 },
  { path: '/blog/protective-styles', budgetKb: 5 },
  { path: '/about', budgetKb: 5 },
  { path: '/terms', budgetKb: 5 },
  { path: '/privacy', budgetKb: 5 },
  { path: '/contact', budgetKb: 90 },
];

const { values } = parseArgs({ options: { 'no-build': { type: 'boolean', default: false } } });
if (!values['no-build']) execSync('npx astro build', { stdio: 'inherit' });

const server = await startBuiltServer(4397);
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const [first] = (await (await fetch(`${server.url}/api/services/hair?limit=1`)).json()) as Array<{ _id: string }>;
  const rows: string[] = [];
  let missed = 0;
  for (const route of ROUTES) {
    const path = route.path.replace('{service}', first!._id);
    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    if (route.signedIn) {
      const login = await context.request.post(`${server.url}/api/login`, {
        data: { email: DEMO_SELLER_EMAIL, password: DEMO_PASSWORD },
        headers: { Origin: server.url },
      });
      if (!login.ok()) throw new Error(`demo sign-in failed: ${login.status()}`);
    }
    const page = await context.newPage();
    const scripts: Promise<number>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.push(response.body().then((body) => gzipSync(body).byteLength));
      }
    });
    await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
    const inline = await page.$$eval('script:not([src]):not([type="application/ld+json"])', (nodes) =>
      nodes.map((n) => n.textContent ?? '').join('\n'),
    );
    const external = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0);
    const inlineGz = inline.trim() ? gzipSync(inline).byteLength : 0;
    const totalKb = (external + inlineGz) / 1024;
    const ok = totalKb <= route.budgetKb;
    if (!ok) missed++;
    rows.push(
      `${path.padEnd(32)} ${String(scripts.length).padStart(3)} files  ${(external / 1024).toFixed(1).padStart(6)} KB + inline ${(inlineGz / 1024).toFixed(1).padStart(5)} KB = ${totalKb.toFixed(1).padStart(6)} KB  (budget ${route.budgetKb} KB) ${ok ? 'MET' : 'MISSED'}`,
    );
    await context.close();
  }
  console.log('\nGzipped JavaScript downloaded before any interaction (375 px viewport):');
  for (const row of rows) console.log(`  ${row}`);
  console.log(missed === 0 ? '\nAll budgets met.' : `\n${missed} budget(s) missed.`);
} finally {
  await browser.close();
  server.stop();
}
