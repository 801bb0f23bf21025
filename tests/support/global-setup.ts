import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '#functions/db/client';
import { migrateDatabase } from '#functions/db/migrate';
import { createDiskStorage } from '#functions/media/disk-storage';
import { seedCatalogue } from '../../scripts/lib/seed-catalogue';
import { syncPackages } from '#functions/accounts/repository';

/** Builds one migrated, seeded database per run; each test file works on its own copy. */
export default async function setup(project: TestProject) {
  const root = mkdtempSync(join(tmpdir(), 'mabinti-test-'));
  const file = join(root, 'template.db');
  const handle = openDatabase(`file:${file}`);
  await migrateDatabase(handle.db);
  await syncPackages(handle.db);
  await seedCatalogue(handle.db, createDiskStorage(join(root, 'media')));
  // NOTE: the database runs in WAL mode; each test file copies template.db alone, so everything
  // must be in it, not left in template.db-wal.
  await handle.client.execute('PRAGMA wal_checkpoint(TRUNCATE)');
  handle.client.close();
  project.provide('templateRoot', root);
  return () => rmSync(root, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateRoot: string;
  }
}
