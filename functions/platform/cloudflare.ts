import { env } from 'cloudflare:workers';
import { openDatabase } from '#functions/db/client';
import { httpMailApi } from '#functions/notify/http-mail-api';
import { createMailer } from '#functions/notify/mailer';
import { transportsFor } from '#functions/notify/transports';
import { configureLog, log } from './log';
import type { MediaStorage } from '#functions/media/storage';
import { isValidStorageKey } from '#functions/media/storage';
import { parseConfig, type Config } from './config';
import { ConfigError } from './config-error';
import { presignR2Put, type R2Credentials } from '#functions/media/r2-direct-upload';
import { cloudflareImages, type ImagesBinding } from '#functions/media/cloudflare-images';
import { paymentProvider, payoutProvider } from '#functions/payments/config';
import type { Platform } from './platform';
import { JOB_HANDLERS } from './jobs';

interface R2Info {
  size: number;
  httpMetadata?: { contentType?: string };
}
/** workerd's own: a stream that must carry exactly `length` bytes, which R2 takes as a body. */
declare class FixedLengthStream extends TransformStream<Uint8Array, Uint8Array> {
  constructor(length: number);
}
interface R2Like {
  put(
    key: string,
    value: Uint8Array | ReadableStream<Uint8Array>,
    options: { httpMetadata: { contentType: string } },
  ): Promise<unknown>;
  head(key: string): Promise<R2Info | null>;
  get(
    key: string,
    options?: { range?: { offset: number; length: number } },
  ): Promise<(R2Info & { body: ReadableStream<Uint8Array> }) | null>;
  delete(keys: string[]): Promise<void>;
}

const infoOf = (object: R2Info) => ({
  size: object.size,
  contentType: object.httpMetadata?.contentType ?? 'application/octet-stream',
});

function createR2Storage(bucket: R2Like, credentials: R2Credentials | null): MediaStorage {
  return {
    ...(credentials
      ? {
          directUpload: (key: string, contentType: string, size: number) =>
            presignR2Put(credentials, key, contentType, size),
        }
      : {}),
    async put(key, bytes, contentType) {
      await bucket.put(key, bytes, { httpMetadata: { contentType } });
    },
    async putStream(key, body, contentType, length) {
      // NOTE: R2 takes a stream only with a known length (workerd's FixedLengthStream). Without one
      // (pictures, the earlier client's small videos) the body is collected first.
      if (length !== undefined) {
        const fixed = new FixedLengthStream(length);
        const [, stored] = await Promise.all([
          body.pipeTo(fixed.writable),
          bucket.put(key, fixed.readable, { httpMetadata: { contentType } }),
        ]);
        return void stored;
      }
      const bytes = new Uint8Array(await new Response(body).arrayBuffer());
      await bucket.put(key, bytes, { httpMetadata: { contentType } });
    },
    async head(key) {
      if (!isValidStorageKey(key)) return null;
      const object = await bucket.head(key);
      return object ? infoOf(object) : null;
    },
    async get(key, span) {
      if (!isValidStorageKey(key)) return null;
      const object = await bucket.get(key, span ? { range: span } : undefined);
      return object ? { ...infoOf(object), body: object.body } : null;
    },
    async delete(keys) {
      if (keys.length) await bucket.delete(keys);
    },
  };
}

/**
 * A Worker cannot hold a 50 MB video in one request, so on Workers videos go straight to R2 with a
 * presigned URL. Production refuses to start without the S3 credentials that signs them.
 */
function r2Credentials(config: Config): R2Credentials | null {
  const { R2_ACCOUNT_ID: accountId, R2_ACCESS_KEY_ID: accessKeyId, R2_SECRET_ACCESS_KEY: secretAccessKey } = config;
  if (accountId && accessKeyId && secretAccessKey) {
    return { accountId, accessKeyId, secretAccessKey, bucket: config.R2_BUCKET };
  }
  if (config.production) {
    const missing = ['R2_ACCOUNT_ID', 'R2_ACCESS_KEY_ID', 'R2_SECRET_ACCESS_KEY'].filter(
      (name) => !config[name as keyof Config],
    );
    throw new ConfigError(
      missing.map((name) => `${name}: required on Workers, where videos go straight to R2`),
      'Refusing to start in production',
    );
  }
  return null;
}

let platform: Platform | undefined;

/** Workers target: Turso over HTTPS, the R2 bucket bound as MEDIA and Cloudflare Images as IMAGES (wrangler.toml). */
export function getPlatform(): Platform {
  if (platform) return platform;
  const bindings = env as unknown as Record<string, unknown>;
  const config = parseConfig(bindings as Record<string, string | undefined>, { MEDIA_DIR: 'r2:MEDIA' });
  configureLog({ format: config.LOG_FORMAT, level: config.LOG_LEVEL });
  const credentials = r2Credentials(config);
  const { db } = openDatabase(config.DATABASE_URL, config.DATABASE_AUTH_TOKEN);
  const transports = transportsFor(
    config,
    config.MAIL_API_KEY ? httpMailApi(config.MAIL_API_URL, config.MAIL_API_KEY) : null,
  );
  if (!transports.email) log.warn('no mail transport configured: e-mail is kept in the outbox and not delivered');
  const siteUrl = config.SITE_URL ?? 'http://localhost:8787';
  platform = {
    db,
    config,
    storage: createR2Storage(bindings.MEDIA as R2Like, credentials),
    mailer: createMailer(db, transports, siteUrl),
    transports,
    // sharp cannot run in workerd: pictures go through the Images binding (decision 010).
    images: cloudflareImages(bindings.IMAGES as ImagesBinding),
    payments: paymentProvider(config),
    payouts: payoutProvider(config),
    siteUrl,
    jobs: JOB_HANDLERS,
  };
  return platform;
}
