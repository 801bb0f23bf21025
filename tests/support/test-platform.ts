import { copyFileSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { createApp } from '../../functions/api/app';
import { openDatabase } from '../../functions/db/client';
import { createDiskStorage } from '../../functions/media/disk-storage';
import type { Platform } from '../../functions/platform/platform';

/**
 * A real libSQL database file for one test file: a copy of the seeded template,
 * so tests may write freely. Media reads come from the template's folder.
 */
export function createTestPlatform(): Platform & { close: () => void } {
  const root = inject('templateRoot');
  const dir = mkdtempSync(join(root, 'file-'));
  copyFileSync(join(root, 'template.db'), join(dir, 'test.db'));
  const handle = openDatabase(`file:${join(dir, 'test.db')}`);
  return { db: handle.db, storage: createDiskStorage(join(root, 'media')), close: () => handle.client.close() };
}

export function createTestApp() {
  const platform = createTestPlatform();
  const app = createApp(() => platform);
  const get = (path: string) => app.request(path);
  return { app, platform, get };
}
