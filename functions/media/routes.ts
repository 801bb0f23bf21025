import { Hono } from 'hono';
import type { AppEnv } from '../api/env';

/** Media bytes from object storage. Keys are content-addressed, so they may be cached for a year. */
export const mediaRoutes = new Hono<AppEnv>().get('/media/*', async (c) => {
  const key = decodeURIComponent(new URL(c.req.url).pathname.replace(/^.*?\/media\//, ''));
  const object = await c.var.platform.storage.get(key);
  if (!object) return c.json({ message: 'Media not found' }, 404);
  return c.body(object.body as ReadableStream, 200, {
    'Content-Type': object.contentType,
    'Content-Length': String(object.size),
    'Cache-Control': 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
  });
});
