import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestPlatform } from '../../tests/support/test-platform';
import { services } from '#functions/db/schema/catalogue';
import { READ_CACHE_MS, cachedRead } from './read-cache';
import { catalogueVersionOf } from './repository';

/** The landing page's read cache (decision 019): it holds until the catalogue changes, or a minute. */
const platform = createTestPlatform();
afterAll(() => platform.close());

describe('the read cache', () => {
  it('reads once while nothing changes, again after any listing changes, and again after a minute', async () => {
    let reads = 0;
    const load = async () => ++reads;
    const now = Date.now();
    expect(await cachedRead(platform, 'test:a', load, now)).toBe(1);
    expect(await cachedRead(platform, 'test:a', load, now + 1000)).toBe(1);
    const before = await catalogueVersionOf(platform.db);
    const [listing] = await platform.db.select().from(services).limit(1);
    await platform.db
      .update(services)
      .set({ description: `${listing!.description} ` })
      .where(eq(services.id, listing!.id));
    expect(await catalogueVersionOf(platform.db)).toBeGreaterThan(before);
    expect(await cachedRead(platform, 'test:a', load, now + 2000)).toBe(2);
    expect(await cachedRead(platform, 'test:a', load, now + 2000 + READ_CACHE_MS)).toBe(3);
  });

  it('keeps no failed read', async () => {
    let calls = 0;
    const failing = async () => {
      calls += 1;
      if (calls === 1) throw new Error('database away');
      return 'fine';
    };
    await expect(cachedRead(platform, 'test:b', failing)).rejects.toThrow('database away');
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cachedRead(platform, 'test:b', failing)).toBe('fine');
  });

  it('is off with PAGE_CACHE=off', async () => {
    const off = { ...platform, config: { ...platform.config, PAGE_CACHE: 'off' as const } };
    let reads = 0;
    await cachedRead(off, 'test:c', async () => ++reads);
    await cachedRead(off, 'test:c', async () => ++reads);
    expect(reads).toBe(2);
  });
});
