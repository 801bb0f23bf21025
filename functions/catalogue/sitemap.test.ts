import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestPlatform } from '../../tests/support/test-platform';
import { services } from '#functions/db/schema/catalogue';
import { localizedUrlset, serviceSitemap, serviceSitemapCount } from './sitemap';

const platform = createTestPlatform();
afterAll(() => platform.close());
const SITE = 'https://mabinti.example';

describe('service sitemap', () => {
  it('lists every listing once, and forgets a removed one', async () => {
    const all = await platform.db.select({ id: services.id }).from(services);
    const xml = await serviceSitemap(platform.db, 1, SITE);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    // Once per language (decision 020).
    expect(locs).toHaveLength(all.length * 2);
    expect(new Set(locs)).toEqual(
      new Set(all.flatMap((s) => [`${SITE}/service/${s.id}`, `${SITE}/sw/service/${s.id}`])),
    );
    expect(await serviceSitemapCount(platform.db)).toBe(1);

    const removed = all[0]!.id;
    await platform.db.delete(services).where(eq(services.id, removed));
    const after = await serviceSitemap(platform.db, 1, SITE);
    expect(after).not.toContain(`/service/${removed}<`);
    expect([...after.matchAll(/<loc>/g)]).toHaveLength((all.length - 1) * 2);
  });

  it('names both languages as alternates of each page', () => {
    const xml = localizedUrlset(SITE, [{ path: '/about' }]);
    const entries = xml.match(/<url>.*?<\/url>/g)!;
    expect(entries).toHaveLength(2);
    for (const entry of entries) {
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${SITE}/about"/>`);
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="sw" href="${SITE}/sw/about"/>`);
    }
    expect(entries[1]).toContain(`<loc>${SITE}/sw/about</loc>`);
  });

  it('escapes XML in URLs', () => {
    expect(localizedUrlset(SITE, [{ path: '/a?b=1&c=<2>' }])).toContain(`${SITE}/a?b=1&amp;c=%3C2%3E`);
  });
});
