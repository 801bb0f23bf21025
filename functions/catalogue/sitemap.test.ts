import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestPlatform } from '../../tests/support/test-platform';
import { services } from '#functions/db/schema/catalogue';
import { serviceSitemap, serviceSitemapCount, urlset } from './sitemap';

const platform = createTestPlatform();
afterAll(() => platform.close());
const SITE = 'https://mabinti.example';

describe('service sitemap', () => {
  it('lists every listing once, and forgets a removed one', async () => {
    const all = await platform.db.select({ id: services.id }).from(services);
    const xml = await serviceSitemap(platform.db, 1, SITE);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toHaveLength(all.length);
    expect(new Set(locs)).toEqual(new Set(all.map((s) => `${SITE}/service/${s.id}`)));
    expect(await serviceSitemapCount(platform.db)).toBe(1);

    const removed = all[0]!.id;
    await platform.db.delete(services).where(eq(services.id, removed));
    const after = await serviceSitemap(platform.db, 1, SITE);
    expect(after).not.toContain(`/service/${removed}<`);
    expect([...after.matchAll(/<loc>/g)]).toHaveLength(all.length - 1);
  });

  it('escapes XML in URLs', () => {
    expect(urlset([{ loc: 'https://x.example/a?b=1&c=<2>' }])).toContain('https://x.example/a?b=1&amp;c=&lt;2&gt;');
  });
});
