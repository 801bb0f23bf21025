import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { openDatabase } from '../db/client';
import { createDiskStorage } from '../media/disk-storage';
import { parseConfig } from './config';
import type { Platform } from './platform';

let platform: Platform | undefined;

/** Node target: an embedded libSQL file and a media folder, both under ./data by default. */
export function getPlatform(): Platform {
  if (platform) return platform;
  const config = parseConfig(process.env, { DATABASE_URL: 'file:data/mabinti.db', MEDIA_DIR: 'data/media' });
  if (config.DATABASE_URL.startsWith('file:')) {
    mkdirSync(dirname(config.DATABASE_URL.slice('file:'.length)), { recursive: true });
  }
  const { db } = openDatabase(config.DATABASE_URL, config.DATABASE_AUTH_TOKEN);
  platform = { db, storage: createDiskStorage(config.MEDIA_DIR) };
  return platform;
}
