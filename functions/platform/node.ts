import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { openDatabase } from '../db/client';
import { createMailer } from '../mail/mailer';
import { createDiskStorage } from '../media/disk-storage';
import { sharpImages } from '../media/sharp-images';
import { parseConfig } from './config';
import type { Platform } from './platform';

const NODE_DEFAULTS = { DATABASE_URL: 'file:data/mabinti.db', MEDIA_DIR: 'data/media' };

/** Node target: an embedded libSQL file and a media folder, both under ./data by default. */
export function createNodePlatform(env: Record<string, string | undefined>): Platform & { close: () => void } {
  const config = parseConfig(env, NODE_DEFAULTS);
  if (config.DATABASE_URL.startsWith('file:')) {
    mkdirSync(dirname(config.DATABASE_URL.slice('file:'.length)), { recursive: true });
  }
  const { db, client } = openDatabase(config.DATABASE_URL, config.DATABASE_AUTH_TOKEN);
  return {
    db,
    config,
    storage: createDiskStorage(config.MEDIA_DIR),
    mailer: createMailer(db, config),
    images: sharpImages,
    close: () => client.close(),
  };
}

let platform: Platform | undefined;

export function getPlatform(): Platform {
  return (platform ??= createNodePlatform(process.env));
}
