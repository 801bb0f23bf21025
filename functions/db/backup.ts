import { copyFile, readFile, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createClient, type Client } from '@libsql/client';
import { MIGRATIONS_FOLDER } from './migrate';

/**
 * Backups of the embedded database (docs/decisions/010-going-live.md). `VACUUM INTO` writes a
 * consistent copy from one read transaction, so it can run while the server reads and writes;
 * under WAL the writers carry on meanwhile. Turso has its own point-in-time restore.
 */
export async function backupTo(client: Client, file: string): Promise<void> {
  if (existsSync(file)) throw new Error(`${file} exists already; choose a new file for the backup`);
  await client.execute({ sql: 'VACUUM INTO ?', args: [file] });
}

export interface BackupCheck {
  integrity: string;
  /** Migrations applied in the file, and how many this code has. */
  migrations: { applied: number; expected: number };
  ok: boolean;
}

/** Opens a backup read-only in spirit and checks it: SQLite's integrity check and the migration level. */
export async function checkBackup(file: string): Promise<BackupCheck> {
  if (!existsSync(file)) throw new Error(`${file} does not exist`);
  const client = createClient({ url: `file:${file}` });
  try {
    const integrity = String((await client.execute('PRAGMA integrity_check')).rows[0]?.[0] ?? 'unknown');
    const applied = Number(
      (await client.execute('SELECT count(*) FROM __drizzle_migrations').catch(() => ({ rows: [[0]] }))).rows[0]?.[0],
    );
    const journal = JSON.parse(await readFile(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const expected = journal.entries.length;
    return { integrity, migrations: { applied, expected }, ok: integrity === 'ok' && applied === expected };
  } finally {
    client.close();
  }
}

/**
 * Puts a checked backup in place of the database file. Run it with the server stopped: the old
 * file's write-ahead log goes with it, so nothing half-written is replayed over the backup.
 */
export async function restoreFrom(file: string, target: string): Promise<BackupCheck> {
  const check = await checkBackup(file);
  if (!check.ok) {
    throw new Error(
      `Refusing to restore ${file}: integrity ${check.integrity}, migrations ${check.migrations.applied} of ${check.migrations.expected}`,
    );
  }
  await Promise.all([rm(`${target}-wal`, { force: true }), rm(`${target}-shm`, { force: true })]);
  await copyFile(file, target);
  return check;
}
