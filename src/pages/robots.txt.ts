import { siteOf } from '#server/site';
import type { APIRoute } from 'astro';

// Served per request: its links name the site's address as it runs (src/server/site.ts).
export const prerender = false;

export const GET: APIRoute = (context) =>
  new Response(
    [
      'User-agent: *',
      'Disallow: /api/',
      'Disallow: /account',
      'Disallow: /dev/',
      'Disallow: /admin',
      'Disallow: /team/',
      `Sitemap: ${new URL('/sitemap.xml', siteOf(context)).href}`,
      '',
    ].join('\n'),
    { headers: { 'Content-Type': 'text/plain; charset=utf-8' } },
  );
