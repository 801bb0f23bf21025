import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type Client } from '@libsql/client';
import { afterAll, describe, expect, it } from 'vitest';
import { accountHelpers } from '../../tests/support/accounts';
import { createTestApp } from '../../tests/support/test-platform';
import { backupTo, checkBackup, restoreFrom } from './backup';

const testApp = createTestApp();
const { platform } = testApp;
const { buyer, register } = accountHelpers(testApp);
afterAll(() => platform.close());

const dir = mkdtempSync(join(tmpdir(), 'mabinti-backup-'));
const client = (platform.db as unknown as { $client: Client }).$client;
const countUsers = async (file: string) => {
  const other = createClient({ url: `file:${file}` });
  const n = Number((await other.execute('SELECT count(*) FROM users')).rows[0]![0]);
  other.close();
  return n;
};

describe('database backups', () => {
  it('copies the database consistently while sign-ups are being written, and restores the copy', async () => {
    const before = Number((await client.execute('SELECT count(*) FROM users')).rows[0]![0]);
    const writes = Promise.all(Array.from({ length: 15 }, () => register(buyer())));
    const file = join(dir, 'during-writes.db');
    await backupTo(client, file);
    const results = await writes;
    expect(results.every(({ response }) => response.status === 201)).toBe(true);

    const check = await checkBackup(file);
    expect(check).toMatchObject({ integrity: 'ok', ok: true });
    expect(check.migrations.applied).toBe(check.migrations.expected);
    const copied = await countUsers(file);
    expect(copied).toBeGreaterThanOrEqual(before);
    expect(copied).toBeLessThanOrEqual(before + 15);

    const target = join(dir, 'restored.db');
    writeFileSync(target, '');
    await restoreFrom(file, target);
    expect(await countUsers(target)).toBe(copied);
    await expect(backupTo(client, file)).rejects.toThrow('exists already');
  });

  it('refuses to restore a damaged file or one from an older version, leaving the database as it was', async () => {
    const good = join(dir, 'good.db');
    await backupTo(client, good);
    const target = join(dir, 'live.db');
    copyFileSync(good, target);
    const original = readFileSync(target);

    const damaged = join(dir, 'damaged.db');
    const bytes = readFileSync(good);
    bytes.fill(0x55, 100, 4096); // the schema page itself
    writeFileSync(damaged, bytes);
    await expect(restoreFrom(damaged, target)).rejects.toThrow();

    const older = join(dir, 'older.db');
    copyFileSync(good, older);
    const olderClient = createClient({ url: `file:${older}` });
    await olderClient.execute(
      'DELETE FROM __drizzle_migrations WHERE rowid = (SELECT max(rowid) FROM __drizzle_migrations)',
    );
    olderClient.close();
    await expect(restoreFrom(older, target)).rejects.toThrow(/Refusing to restore .*migrations \d+ of \d+/);
    expect(readFileSync(target).equals(original)).toBe(true);
  });
});
