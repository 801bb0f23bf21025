import { escapeXml } from '#shared/xml';
import { LOCALES, localePath } from '#shared/i18n/locales';
import type { Database } from '#functions/db/client';
import { countListings, listingsForSitemap } from './repository';

/**
 * Search engines accept 50,000 URLs per sitemap; listings are split into files of this many
 * (each is listed once per language: 40,000 URLs).
 */
export const SERVICES_PER_SITEMAP = 20_000;

/**
 * Each page once per language, every entry naming all of them as alternates (hreflang, decision
 * 020): `path` is the English address, the Kiswahili one is under /sw/.
 */
export function localizedUrlset(site: string, entries: Array<{ path: string; lastmod?: Date }>): string {
  const urls = entries.flatMap(({ path, lastmod }) => {
    const alternates = LOCALES.map(
      (locale) =>
        `<xhtml:link rel="alternate" hreflang="${locale}" href="${escapeXml(new URL(localePath(locale, path), site).href)}"/>`,
    ).join('');
    const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
    return LOCALES.map(
      (locale) =>
        `<url><loc>${escapeXml(new URL(localePath(locale, path), site).href)}</loc>${modified}${alternates}</url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join('')}</urlset>`;
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
  return localizedUrlset(
    site,
    rows.map((row) => ({ path: `/service/${row.id}`, lastmod: row.updatedAt })),
  );
}
