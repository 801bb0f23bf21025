import { siteOf } from '#server/site';
import type { APIRoute } from 'astro';
import { serviceSitemap } from '#functions/catalogue/sitemap';

export const prerender = false;

export const GET: APIRoute = async ({ params, url, locals }) => {
  const part = Number(params.part);
  if (!Number.isSafeInteger(part) || part < 1 || part > 10_000) return new Response('Not found', { status: 404 });
  const xml = await serviceSitemap(locals.platform.db, part, siteOf({ url }));
  if (part > 1 && !xml.includes('<url>')) return new Response('Not found', { status: 404 });
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
};
