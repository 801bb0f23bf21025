import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../tests/support/test-platform';
import { spanOf } from './byte-range';

const { platform, get } = createTestApp();
afterAll(() => platform.close());

const KEY = `listings/range-test-${Date.now()}/video.mp4`;
// 1,000 bytes whose values say where they are, so any slice can be checked.
const bytes = Uint8Array.from({ length: 1000 }, (_, i) => i % 251);
beforeAll(() => platform.storage.put(KEY, bytes, 'video/mp4'));

const fetchRange = async (range?: string, extra: Record<string, string> = {}) => {
  const response = await get(`/api/media/${KEY}`, { ...(range ? { Range: range } : {}), ...extra });
  return { response, body: new Uint8Array(await response.arrayBuffer()) };
};

describe('GET /api/media/{key}', () => {
  it('never serves a data download or anything outside the public folders', async () => {
    await platform.storage.put('exports/9-abc.zip', bytes, 'application/zip');
    for (const path of ['exports/9-abc.zip', 'listings/../exports/9-abc.zip', 'listings%2F..%2Fexports%2F9-abc.zip'])
      expect((await get(`/api/media/${path}`)).status, path).toBe(404);
  });

  it('serves the whole file with its length, an ETag and Accept-Ranges', async () => {
    const { response, body } = await fetchRange();
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Length')).toBe('1000');
    expect(response.headers.get('Accept-Ranges')).toBe('bytes');
    expect(response.headers.get('ETag')).toBe(`"${KEY}"`);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(body).toEqual(bytes);
  });

  it.each([
    ['bytes=0-1', 0, 1],
    ['bytes=100-299', 100, 299],
    ['bytes=900-', 900, 999],
    ['bytes=-10', 990, 999],
    ['bytes=950-5000', 950, 999],
  ])('answers %s with 206 and exactly those bytes', async (range, first, last) => {
    const { response, body } = await fetchRange(range);
    expect(response.status).toBe(206);
    expect(response.headers.get('Content-Range')).toBe(`bytes ${first}-${last}/1000`);
    expect(response.headers.get('Content-Length')).toBe(String(last - first + 1));
    expect(body).toEqual(bytes.slice(first, last + 1));
  });

  it('answers an unsatisfiable range with 416 and the size, and a revalidation with 304', async () => {
    const { response } = await fetchRange('bytes=1000-');
    expect(response.status).toBe(416);
    expect(response.headers.get('Content-Range')).toBe('bytes */1000');
    expect((await fetchRange(undefined, { 'If-None-Match': `"${KEY}"` })).response.status).toBe(304);
    expect((await get('/api/media/listings/nothing-here.mp4')).status).toBe(404);
  });

  it('keeps its public caching for a signed-in visitor too: the bytes are the same for everyone', async () => {
    const { response } = await fetchRange(undefined, { Authorization: `Bearer ${'a'.repeat(32)}` });
    expect(response.headers.get('Cache-Control')).toContain('public');
  });
});

describe('spanOf', () => {
  it('serves the whole file for what it does not take', () => {
    for (const header of [undefined, '', 'bytes=', 'bytes=0-1,5-9', 'items=0-1', 'bytes=5-2']) {
      expect(spanOf(header, 100)).toBeNull();
    }
    expect(spanOf('bytes=-0', 100)).toBe('unsatisfiable');
    expect(spanOf('bytes=-500', 100)).toEqual({ offset: 0, length: 100 });
  });
});
