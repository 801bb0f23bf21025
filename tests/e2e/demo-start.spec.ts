import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * The demo as a newcomer starts it on a port of their own (issue 36): it says where to go, with
 * the demo accounts and the outbox, and its pages name the address they are served on, not the
 * default port. One run is enough, so the phone project skips it.
 */

test('a demo on another port says where to go and names its own address in every page link', async ({ page }) => {
  test.setTimeout(120_000);
  const dir = mkdtempSync(join(tmpdir(), 'mabinti-demo-'));
  const { SITE_URL: _configured, ...inherited } = process.env;
  const env = { ...inherited, DATABASE_URL: `file:${dir}/db.db`, MEDIA_DIR: `${dir}/media`, PORT: '4593' };
  expect(spawnSync(process.execPath, ['--import', 'tsx', 'scripts/db-setup.ts'], { env }).status).toBe(0);
  const demo = spawn(process.execPath, ['--import', 'tsx', 'scripts/demo.ts'], { env });
  let said = '';
  demo.stdout.on('data', (chunk: Buffer) => (said += chunk.toString()));
  try {
    await expect.poll(() => said, { timeout: 60_000 }).toContain('Ctrl+C stops it.');
    expect(said).toContain('Mabinti is running: http://localhost:4593');
    expect(said).toContain('demo.buyer@mabinti.test');
    expect(said).toContain('http://localhost:4593/dev/outbox');
    // Only what a newcomer needs: no routine log lines.
    expect(said.trim().split('\n').length).toBeLessThan(15);

    await page.goto('http://localhost:4593/about');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost:4593/about');
    await expect(page.locator('link[hreflang="sw"]')).toHaveAttribute('href', 'http://localhost:4593/sw/about');
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', 'http://localhost:4593/about');
    const robots = await (await page.request.get('http://localhost:4593/robots.txt')).text();
    expect(robots).toContain('Sitemap: http://localhost:4593/sitemap.xml');
  } finally {
    demo.kill('SIGTERM');
  }
});
