import type { APIRoute } from 'astro';
import { localizedUrlset } from '#functions/catalogue/sitemap';
import { staticPaths } from '#server/static-urls';

export const GET: APIRoute = async ({ site }) => {
  const paths = await staticPaths();
  return new Response(
    localizedUrlset(
      String(site),
      paths.map((path) => ({ path })),
    ),
    {
      headers: { 'Content-Type': 'application/xml; charset=utf-8' },
    },
  );
};
