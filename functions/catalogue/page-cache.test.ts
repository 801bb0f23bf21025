import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestPlatform } from '../../tests/support/test-platform';
import { services } from '#functions/db/schema/catalogue';
import { anonymousGet, cachedPage, keepPage } from './page-cache';

/** Pages kept for everyone (decision 019): the same bytes, compressed once, until the catalogue changes. */
const platform = createTestPlatform();
afterAll(() => platform.close());

const page = (html: string) =>
  new Response(html, { status: 200, headers: { 'Content-Type': 'text/html', 'Cache-Control': 'public' } });

describe('the page cache', () => {
  it('answers the same page again, compressed for the asker, with its ETag, until a listing changes', async () => {
    const url = 'http://localhost/all-services?test=1';
    const html = `<html>${'<li>card</li>'.repeat(500)}</html>`;
    const first = await keepPage(platform, new Request(url), page(html));
    expect(await first.text()).toBe(html);
    const etag = first.headers.get('ETag')!;

    const plain = await cachedPage(platform, new Request(url));
    expect(await plain!.text()).toBe(html);
    const br = await cachedPage(platform, new Request(url, { headers: { 'Accept-Encoding': 'gzip, br' } }));
    expect(br!.headers.get('Content-Encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br!.arrayBuffer())).toString()).toBe(html);
    const again = await cachedPage(platform, new Request(url, { headers: { 'If-None-Match': etag } }));
    expect(again!.status).toBe(304);

    const [listing] = await platform.db.select().from(services).limit(1);
    await platform.db
      .update(services)
      .set({ name: `${listing!.name}!` })
      .where(eq(services.id, listing!.id));
    expect(await cachedPage(platform, new Request(url))).toBeNull();
  });

  it('compresses a page once, when it is kept, and answers the next visitor with the same bytes', async () => {
    const url = 'http://localhost/all-services?test=2';
    const html = `<html>${'<li>kept</li>'.repeat(500)}</html>`;
    const asking = () => new Request(url, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    const first = await keepPage(platform, asking(), page(html));
    expect(first.headers.get('Content-Encoding')).toBe('br');
    expect(first.headers.get('ETag')).toBeTruthy();
    const firstBytes = Buffer.from(await first.arrayBuffer());
    expect(brotliDecompressSync(firstBytes).toString()).toBe(html);
    const next = await cachedPage(platform, asking());
    expect(Buffer.from(await next!.arrayBuffer()).equals(firstBytes)).toBe(true);
  });

  it('is only for requests anyone could have sent', () => {
    expect(anonymousGet(new Request('http://localhost/'))).toBe(true);
    expect(anonymousGet(new Request('http://localhost/', { headers: { Cookie: 'a=b' } }))).toBe(false);
    expect(anonymousGet(new Request('http://localhost/', { headers: { Authorization: 'Bearer x' } }))).toBe(false);
    expect(anonymousGet(new Request('http://localhost/', { method: 'POST' }))).toBe(false);
  });
});
