import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { openDatabase } from '#functions/db/client';
import { httpMailApi } from '#functions/notify/http-mail-api';
import { createMailer } from '#functions/notify/mailer';
import { transportsFor } from '#functions/notify/transports';
import { smtpTransport } from '#functions/notify/smtp';
import { createDiskStorage } from '#functions/media/disk-storage';
import { sharpImages } from '#functions/media/sharp-images';
import { parseConfig, type Config } from './config';
import { configureLog, log } from './log';
import { paymentProvider, payoutProvider } from '#functions/payments/config';
import type { Platform } from './platform';
import { JOB_HANDLERS } from './jobs';

export const NODE_DEFAULTS = { DATABASE_URL: 'file:data/mabinti.db', MEDIA_DIR: 'data/media' };

/** SMTP when SMTP_URL is set, else Resend's API when MAIL_API_KEY is, else none (the demo's outbox). */
function mailTransport(config: Config) {
  if (config.SMTP_URL) return smtpTransport(config.SMTP_URL);
  if (config.MAIL_API_KEY) return httpMailApi(config.MAIL_API_URL, config.MAIL_API_KEY);
  return null;
}

/** Node target: an embedded libSQL file and a media folder, both under ./data by default. */
export function createNodePlatform(env: Record<string, string | undefined>): Platform & { close: () => void } {
  const config = parseConfig(env, NODE_DEFAULTS);
  configureLog({ format: config.LOG_FORMAT, level: config.LOG_LEVEL });
  if (config.DATABASE_URL.startsWith('file:')) {
    mkdirSync(dirname(config.DATABASE_URL.slice('file:'.length)), { recursive: true });
  }
  const { db, client } = openDatabase(config.DATABASE_URL, config.DATABASE_AUTH_TOKEN);
  const transports = transportsFor(config, mailTransport(config));
  if (!transports.email) log.info('no mail transport configured: e-mail is kept in the outbox and not delivered');
  const siteUrl = config.SITE_URL ?? `http://localhost:${env.PORT ?? 4321}`;
  return {
    db,
    config,
    storage: createDiskStorage(config.MEDIA_DIR),
    mailer: createMailer(db, transports, siteUrl),
    transports,
    images: sharpImages,
    compress: (body, encoding) =>
      encoding === 'br'
        ? brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } })
        : gzipSync(body, { level: 9 }),
    payments: paymentProvider(config),
    payouts: payoutProvider(config),
    siteUrl,
    jobs: JOB_HANDLERS,
    close: () => client.close(),
  };
}

let platform: Platform | undefined;

export function getPlatform(): Platform {
  return (platform ??= createNodePlatform(process.env));
}
