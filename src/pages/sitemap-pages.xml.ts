import type { APIRoute } from 'astro';
import { urlset } from '#functions/catalogue/sitemap';
import { staticPaths } from '#server/static-urls';

export const GET: APIRoute = async ({ site }) => {
  const paths = await staticPaths();
  return new Response(urlset(paths.map((path) => ({ loc: new URL(path, site).href }))), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
};
