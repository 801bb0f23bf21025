import { siteOf } from '#server/site';
import type { APIRoute } from 'astro';
import { publishedPosts } from '#server/blog';
import { SITE_NAME } from '#shared/site';
import { escapeXml } from '#shared/xml';

// Served per request: its links name the site's address as it runs (src/server/site.ts).
export const prerender = false;

/** The blog as an RSS 2.0 feed. */
export const GET: APIRoute = async (context) => {
  const site = siteOf(context);
  const posts = await publishedPosts();
  const items = posts
    .map((post) => {
      const link = new URL(`/blog/${post.id}`, site).href;
      return `<item><title>${escapeXml(post.data.title)}</title><link>${link}</link><guid>${link}</guid><description>${escapeXml(post.data.excerpt)}</description><pubDate>${post.data.date.toUTCString()}</pubDate><author>${escapeXml(post.data.author)}</author></item>`;
    })
    .join('');
  const xml = `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>${SITE_NAME} blog</title><link>${new URL('/blogs', site).href}</link><description>Advice on beauty, hair, health and lifestyle services in Kenya.</description><language>en-ke</language>${items}</channel></rss>`;
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
};
