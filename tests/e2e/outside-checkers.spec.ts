import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { inKiswahili, isPage, pageKinds } from './page-kinds';

/**
 * Outside checkers (issue 46): the Nu HTML checker (vnu-jar, on Debian's Java) over one page of
 * every kind in both languages. A failure names the page, the message and the markup. One run is
 * enough, so the phone project skips it.
 */

const VNU = 'node_modules/vnu-jar/build/dist/vnu.jar';

/**
 * Messages deliberately accepted, each with its reason (the checker is behind the platform):
 * `<link rel="expect" blocking="render">` is in the HTML standard (2024) and Chromium; the checker
 * still knows `blocking` only on stylesheets. Browsers without it ignore the element.
 */
const ACCEPTED = [
  /A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”/,
  // Astro writes `<style>astro-island,astro-slot,…{display:contents}</style>` just before a page's
  // first island; browsers apply a style element anywhere, the checker wants it first in its parent.
  /A “style” element in “body” must be the first child of its parent/,
];

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

test('the Nu HTML checker finds no error on any kind of page, in English or Kiswahili', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/about');
  const origin = new URL(page.url()).origin;
  const kinds = await pageKinds(page);
  const dir = mkdtempSync(join(tmpdir(), 'mabinti-vnu-'));
  const pageOf = new Map<string, string>();
  const save = async (path: string, html: string) => {
    const file = join(dir, `page-${pageOf.size + 1}.html`);
    writeFileSync(file, html);
    pageOf.set(`file:${file}`, path);
  };
  for (const kind of kinds) {
    for (const path of [kind, inKiswahili(kind)]) {
      await save(path, await (await page.request.get(path)).text());
    }
  }
  // Signed in: the account and bookings pages.
  const signedIn = await page.request.post('/api/login', {
    data: { email: 'demo.seller@mabinti.test', password: 'mabinti-demo' },
    headers: { Origin: origin },
  });
  expect(signedIn.ok()).toBe(true);
  for (const path of [
    '/account',
    '/sw/account',
    '/account/bookings',
    '/account/listings',
    '/account/money',
    '/account/profile',
    '/account/notifications',
    '/sw/account/notifications',
    '/account/insights',
    '/post-service',
    '/sw/account/bookings',
    '/account/privacy',
    '/sw/account/privacy',
    '/account/phone',
    '/sw/account/phone',
  ]) {
    await save(path, await (await page.request.get(path)).text());
  }
  // And a salon with a team: its team page, everyone's day, its insights.
  const salon = await page.request.post('/api/login', {
    data: { email: 'demo.salon@mabinti.test', password: 'mabinti-demo' },
    headers: { Origin: origin },
  });
  expect(salon.ok()).toBe(true);
  for (const path of [
    '/account',
    '/account/insights',
    '/account/team',
    '/account/day',
    '/account/day?view=week',
    '/account/clients',
    '/account/waitlist',
    '/account/classes',
    '/sw/account/team',
    '/sw/account/day',
    '/sw/account/clients',
    '/sw/account/waitlist',
  ]) {
    await save(path, await (await page.request.get(path)).text());
  }

  let output: string;
  try {
    output = execFileSync(
      'java',
      ['-jar', VNU, '--errors-only', '--format', 'json', ...[...pageOf.keys()].map((url) => url.slice(5))],
      {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
  } catch (failure) {
    // vnu exits 1 when it reports errors; its report is on stderr.
    output = (failure as { stderr?: string }).stderr ?? '';
    if (!output.trim().startsWith('{')) throw failure;
  }
  const { messages } = JSON.parse(output || '{"messages":[]}') as { messages: VnuMessage[] };
  const problems = messages
    .filter((message) => message.type === 'error' && !ACCEPTED.some((accepted) => accepted.test(message.message)))
    .map(
      (message) =>
        `${pageOf.get(message.url) ?? message.url}: ${message.message} (line ${message.lastLine}: ${message.extract?.trim() ?? ''})`,
    );
  expect(problems).toEqual([]);
});

/** Same-site addresses a page points at: links to follow, and what the page loads. */
function addressesIn(html: string) {
  const links: string[] = [];
  const assets: string[] = [];
  const returns: string[] = [];
  for (const [, tag, attributes] of html.matchAll(/<(a|link|img|script|source|form|input)\b([^>]*)>/gi)) {
    const value = (name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(attributes!)?.[1];
    const href = value('href');
    const src = value('src');
    if (tag!.toLowerCase() === 'form' && value('action')) returns.push(value('action')!);
    else if (tag!.toLowerCase() === 'input' && /^(return|back)$/.test(value('name') ?? ''))
      returns.push(value('value')!);
    else if (tag!.toLowerCase() === 'a' && href) links.push(href);
    else if (tag!.toLowerCase() === 'link' && href && !/rel="(canonical|alternate|expect)"/.test(attributes!))
      assets.push(href);
    else if (src) assets.push(src);
    const srcset = value('srcset');
    if (srcset) assets.push(...srcset.split(',').map((part) => part.trim().split(/\s+/)[0]!));
  }
  const own = (address: string) =>
    address.startsWith('/') && !address.startsWith('//') ? address.replaceAll('&amp;', '&').split('#')[0]! : null;
  const owned = (addresses: string[]) => addresses.map(own).filter((address): address is string => Boolean(address));
  return { links: owned(links), assets: owned(assets), returns: owned(returns) };
}

test('a crawl of the demo, both languages, finds every same-site link and asset answering, and Kiswahili pages linking in Kiswahili', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const LIMIT = 400;
  const queue = ['/', '/sw'];
  const seen = new Set(queue);
  const assets = new Map<string, string>();
  const broken: string[] = [];
  const leaving: string[] = [];
  let pages = 0;
  while (queue.length && pages < LIMIT) {
    const path = queue.shift()!;
    const answer = await page.request.get(path, { maxRedirects: 0 });
    pages += 1;
    if (answer.status() >= 400) {
      broken.push(`${path}: ${answer.status()}`);
      continue;
    }
    if (!(answer.headers()['content-type'] ?? '').includes('text/html')) continue;
    const found = addressesIn(await answer.text());
    // A Kiswahili page keeps its visitor in Kiswahili: its page links, forms and return paths.
    if (/^\/sw(\/|$|\?)/.test(path)) {
      for (const address of [...found.links, ...found.returns].filter(isPage))
        if (!/^\/sw(\/|$|\?)/.test(address)) leaving.push(`${path}: ${address}`);
    }
    for (const asset of found.assets) if (!assets.has(asset)) assets.set(asset, path);
    for (const link of found.links) {
      // Routes that act rather than show (switching language, signing out) are not pages to read.
      if (seen.has(link) || /^\/(language|api\/logout)\b/.test(link)) continue;
      seen.add(link);
      if (/^\/(api|_astro|_image)\//.test(link)) assets.set(link, path);
      else queue.push(link);
    }
  }
  for (const [asset, from] of assets) {
    const answer = await page.request.get(asset, { maxRedirects: 0 });
    if (answer.status() >= 400) broken.push(`${from}: ${asset} answered ${answer.status()}`);
  }
  console.log(`crawled ${pages} pages and ${assets.size} assets and addresses`);
  expect(pages).toBeGreaterThan(200);
  expect(broken).toEqual([]);
  expect([...new Set(leaving)]).toEqual([]);
});
