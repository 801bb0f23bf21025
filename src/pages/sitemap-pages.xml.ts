import { siteOf } from '#server/site';
import type { APIRoute } from 'astro';
import { localizedUrlset } from '#functions/catalogue/sitemap';
import { staticPaths } from '#server/static-urls';

// Served per request: its links name the site's address as it runs (src/server/site.ts).
export const prerender = false;

export const GET: APIRoute = async (context) => {
  const paths = await staticPaths();
  return new Response(
    localizedUrlset(
      siteOf(context),
      paths.map((path) => ({ path })),
    ),
    {
      headers: { 'Content-Type': 'application/xml; charset=utf-8' },
    },
  );
};
