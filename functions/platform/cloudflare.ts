import { env } from 'cloudflare:workers';
import { openDatabase } from '../db/client';
import { httpMailApi } from '../mail/http-mail-api';
import { createMailer } from '../mail/mailer';
import { configureLog } from './log';
import type { MediaStorage } from '../media/storage';
import { isValidStorageKey } from '../media/storage';
import { parseConfig } from './config';
import type { ImageProcessor } from '../media/images';

/**
 * NOTE: sharp does not run in workerd. Until the Cloudflare Images binding is wired in, Workers
 * keep the uploaded picture as both renditions (docs/decisions/008-listings-and-media.md).
 */
const passthroughImages: ImageProcessor = {
  async prepare(bytes) {
    const rendition = { bytes, contentType: 'image/webp' };
    return { full: rendition, thumbnail: rendition };
  },
};
import type { Platform } from './platform';

interface R2Like {
  put(key: string, value: Uint8Array, options: { httpMetadata: { contentType: string } }): Promise<unknown>;
  get(
    key: string,
  ): Promise<{ body: ReadableStream<Uint8Array>; size: number; httpMetadata?: { contentType?: string } } | null>;
  delete(keys: string[]): Promise<void>;
}

function createR2Storage(bucket: R2Like): MediaStorage {
  return {
    async put(key, bytes, contentType) {
      await bucket.put(key, bytes, { httpMetadata: { contentType } });
    },
    async putStream(key, body, contentType) {
      // NOTE: R2 needs a known length for a stream; pictures and the earlier client's videos are
      // small enough to collect first. Large videos belong in a direct upload to R2.
      const bytes = new Uint8Array(await new Response(body).arrayBuffer());
      await bucket.put(key, bytes, { httpMetadata: { contentType } });
    },
    async get(key) {
      if (!isValidStorageKey(key)) return null;
      const object = await bucket.get(key);
      if (!object) return null;
      return {
        body: object.body,
        size: object.size,
        contentType: object.httpMetadata?.contentType ?? 'application/octet-stream',
      };
    },
    async delete(keys) {
      if (keys.length) await bucket.delete(keys);
    },
  };
}

let platform: Platform | undefined;

/** Workers target: Turso over HTTPS and the R2 bucket bound as MEDIA (see wrangler.toml). */
export function getPlatform(): Platform {
  if (platform) return platform;
  const bindings = env as unknown as Record<string, unknown>;
  const config = parseConfig(bindings as Record<string, string | undefined>, { MEDIA_DIR: 'r2:MEDIA' });
  configureLog({ format: config.LOG_FORMAT });
  const { db } = openDatabase(config.DATABASE_URL, config.DATABASE_AUTH_TOKEN);
  const transport = config.MAIL_API_KEY ? httpMailApi(config.MAIL_API_URL, config.MAIL_API_KEY) : null;
  platform = {
    db,
    config,
    storage: createR2Storage(bindings.MEDIA as R2Like),
    mailer: createMailer(db, { from: config.MAIL_FROM, transport }),
    images: passthroughImages,
    siteUrl: config.SITE_URL ?? 'http://localhost:8787',
  };
  return platform;
}
