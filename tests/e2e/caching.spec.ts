import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

/**
 * Compression and cache policy on the built Node server (issue 19): compressed answers decode to
 * the very bytes sent uncompressed, pages everyone gets alike are briefly public with an ETag, and
 * no page for a signed-in person is ever publicly cacheable.
 */
function fetchRaw(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = httpRequest(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    },
  );
}

test.describe.configure({ mode: 'parallel' });

test('compressed answers decode to the same bytes, for pages, the API, CSS and scripts', async ({ baseURL }) => {
  const page = await fetchRaw(`${baseURL}/about`, { 'Accept-Encoding': 'identity' });
  const css = /href="(\/_astro\/[^"]+\.css)"/.exec(page.body.toString())?.[1];
  const paths = ['/about', '/all-services', '/api/services/hair?limit=10', '/sitemap.xml', ...(css ? [css] : [])];
  for (const path of paths) {
    const plain = await fetchRaw(`${baseURL}${path}`, { 'Accept-Encoding': 'identity' });
    const br = await fetchRaw(`${baseURL}${path}`, { 'Accept-Encoding': 'br, gzip' });
    const gz = await fetchRaw(`${baseURL}${path}`, { 'Accept-Encoding': 'gzip' });
    expect(plain.headers['content-encoding'], path).toBeUndefined();
    expect(br.headers['content-encoding'], path).toBe('br');
    expect(gz.headers['content-encoding'], path).toBe('gzip');
    expect(String(br.headers.vary), path).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.body).equals(plain.body), path).toBe(true);
    expect(gunzipSync(gz.body).equals(plain.body), path).toBe(true);
    expect(br.body.length, path).toBeLessThan(plain.body.length);
  }
  if (css) {
    const asset = await fetchRaw(`${baseURL}${css}`, {});
    expect(String(asset.headers['cache-control'])).toContain('immutable');
  }
});

test('a page everyone gets alike is briefly public, with an ETag that saves a download', async ({ baseURL }) => {
  const first = await fetchRaw(`${baseURL}/all-services`, {});
  expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
  const etag = String(first.headers.etag);
  expect(etag).toMatch(/^W\/"[0-9a-f]{24}"$/);
  // The demo's outbox holds links with secrets: never shared, even with no one signed in.
  expect((await fetchRaw(`${baseURL}/dev/outbox`, {})).headers['cache-control']).toBe('private, no-store');
  const again = await fetchRaw(`${baseURL}/all-services`, { 'If-None-Match': etag });
  expect(again.status).toBe(304);
  expect(again.body.length).toBe(0);
});

test('a blog picture is made once and answered again as the same bytes, with an ETag', async ({ baseURL }) => {
  const blogs = (await fetchRaw(`${baseURL}/blogs`, {})).body.toString();
  const cover = /src="(\/_image\?[^"]+)"/.exec(blogs)![1]!.replaceAll('&amp;', '&');
  const first = await fetchRaw(`${baseURL}${cover}`, {});
  const again = await fetchRaw(`${baseURL}${cover}`, {});
  expect(first.status).toBe(200);
  expect(String(first.headers['content-type'])).toMatch(/^image\//);
  expect(again.body.equals(first.body)).toBe(true);
  const etag = String(first.headers.etag);
  expect((await fetchRaw(`${baseURL}${cover}`, { 'If-None-Match': etag })).status).toBe(304);
  expect((await fetchRaw(`${baseURL}/_image?href=%2F_astro%2Fmissing.webp&w=64&h=64&f=webp`, {})).status).toBe(404);
});

test('no page for a signed-in person is publicly cacheable', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/about');
  const login = await page.request.post('/api/login', {
    data: { email: 'demo.seller@mabinti.test', password: 'mabinti-demo' },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(login.ok()).toBe(true);
  const [listing] = (await (await page.request.get('/api/me/services')).json()) as Array<{ _id: string }>;
  const pages = [
    '/',
    '/all-services',
    '/search?q=braids',
    '/services/hair',
    '/services/hair/braiding',
    '/services/location/Nairobi',
    `/service/${listing!._id}`,
    '/blogs',
    '/blog/protective-styles',
    '/about',
    '/contact',
    '/terms',
    '/privacy',
    '/seller-packages',
    '/list-your-business',
    '/signin',
    '/signup',
    '/reset-password',
    '/signup-options',
    '/account',
    '/account/bookings',
    '/account/favourites',
    '/account/reviews',
    '/account/pay',
    '/post-service',
    '/admin',
    '/dev/outbox',
    '/no-such-page',
  ];
  // Every page is rendered on request now (decision 020), content pages too: none is public.
  for (const path of pages) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    const policy = response.headers()['cache-control'] ?? '';
    expect(policy, `${path} (${response.status()})`).toContain('private');
    expect(policy, path).not.toContain('public');
  }
});
