import { escapeXml } from '#shared/xml';
import type { Database } from '#functions/db/client';
import { countListings, listingsForSitemap } from './repository';

/** Search engines accept 50,000 URLs per sitemap; listings are split into files of this many. */
export const SERVICES_PER_SITEMAP = 40_000;

export function urlset(entries: Array<{ loc: string; lastmod?: Date }>): string {
  const urls = entries
    .map(
      ({ loc, lastmod }) =>
        `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`;
}

export function sitemapIndex(locations: string[]): string {
  const items = locations.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items}</sitemapindex>`;
}

export async function serviceSitemapCount(db: Database): Promise<number> {
  return Math.max(1, Math.ceil((await countListings(db, Date.now())) / SERVICES_PER_SITEMAP));
}

/** Every live listing of sitemap file `part` (1-based), newest first. Removed listings are simply gone. */
export async function serviceSitemap(db: Database, part: number, site: string): Promise<string> {
  const rows = await listingsForSitemap(
    db,
    { limit: SERVICES_PER_SITEMAP, offset: (part - 1) * SERVICES_PER_SITEMAP },
    Date.now(),
  );
  return urlset(rows.map((row) => ({ loc: new URL(`/service/${row.id}`, site).href, lastmod: row.updatedAt })));
}
