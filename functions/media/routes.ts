import { Hono } from 'hono';
import { said } from '#functions/api/said';
import type { AppEnv } from '#functions/api/env';
import { spanOf } from './byte-range';

const YEAR = 'public, max-age=31536000, immutable';

/**
 * The folders of object storage that hold what pages show: listings' pictures and videos, team
 * photos and the sample pictures. Anything else there (a person's data download) is private and
 * never served here.
 */
const PUBLIC_FOLDERS = ['listings/', 'team/', 'samples/'];

/**
 * Media bytes from object storage, streamed. Keys are never reused, so answers may be cached for a
 * year and the key serves as the ETag. `Range` is honoured (206), as iPhone Safari needs to play video.
 */
export const mediaRoutes = new Hono<AppEnv>().get('/media/*', async (c) => {
  const found = mediaKeyOf(c.req.url);
  const key =
    found !== null && PUBLIC_FOLDERS.some((folder) => found.startsWith(folder)) && !found.includes('..') ? found : null;
  const { storage } = c.var.platform;
  const info = key === null ? null : await storage.head(key);
  if (key === null || !info) return c.json(said(c, 'api.mediaNotFound'), 404);
  const common = {
    'Accept-Ranges': 'bytes',
    ETag: `"${key}"`,
    'Cache-Control': YEAR,
    'Content-Type': info.contentType,
  };
  if (
    c.req
      .header('If-None-Match')
      ?.split(/\s*,\s*/)
      .includes(common.ETag)
  )
    return c.body(null, 304, common);
  const span = spanOf(c.req.header('Range'), info.size);
  if (span === 'unsatisfiable') {
    return c.json(said(c, 'api.rangeNotSatisfiable'), 416, { 'Content-Range': `bytes */${info.size}` });
  }
  const object = await storage.get(key, span ?? undefined);
  if (!object) return c.json(said(c, 'api.mediaNotFound'), 404);
  if (!span) return c.body(object.body, 200, { ...common, 'Content-Length': String(info.size) });
  return c.body(object.body, 206, {
    ...common,
    'Content-Length': String(span.length),
    'Content-Range': `bytes ${span.offset}-${span.offset + span.length - 1}/${info.size}`,
  });
});

/** The storage key a media address names; null for one that is not valid percent-encoding. */
function mediaKeyOf(url: string): string | null {
  try {
    return decodeURIComponent(new URL(url).pathname.replace(/^.*?\/media\//, ''));
  } catch {
    return null;
  }
}
