import { siteOf } from '#server/site';
import type { APIRoute } from 'astro';
import { serviceSitemapCount, sitemapIndex } from '#functions/catalogue/sitemap';

export const prerender = false;

/** The index: one sitemap of pages, and as many of listings as their number needs. */
export const GET: APIRoute = async ({ url, locals }) => {
  const origin = siteOf({ url });
  const parts = await serviceSitemapCount(locals.platform.db);
  const locations = [
    `${origin}/sitemap-pages.xml`,
    ...Array.from({ length: parts }, (_, i) => `${origin}/sitemap-services/${i + 1}.xml`),
  ];
  return new Response(sitemapIndex(locations), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
};
