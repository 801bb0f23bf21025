/**
 * npm run db:backup -- --to FILE: a consistent copy of the embedded database, safe while the
 * server runs. npm run db:restore -- --from FILE: puts one back (server stopped), after checking it.
 */
import { parseArgs } from 'node:util';
import { openDatabase } from '#functions/db/client';
import { backupTo, checkBackup, restoreFrom } from '#functions/db/backup';
import { parseConfig } from '#functions/platform/config';
import { NODE_DEFAULTS } from '#functions/platform/node';

const { values } = parseArgs({ options: { to: { type: 'string' }, from: { type: 'string' } } });
const { DATABASE_URL } = parseConfig(process.env, NODE_DEFAULTS);
if (!DATABASE_URL.startsWith('file:')) {
  console.error('Backups here are for the embedded database; Turso restores to a point in time itself (README).');
  process.exit(1);
}
const target = DATABASE_URL.slice('file:'.length);
const describe = (check: Awaited<ReturnType<typeof checkBackup>>) =>
  `integrity ${check.integrity}, migrations ${check.migrations.applied} of ${check.migrations.expected}`;

try {
  if (values.to) {
    const { client } = openDatabase(DATABASE_URL);
    await backupTo(client, values.to);
    client.close();
    console.log(`Backed up ${target} to ${values.to}: ${describe(await checkBackup(values.to))}`);
  } else if (values.from) {
    console.log(`Restored ${values.from} to ${target}: ${describe(await restoreFrom(values.from, target))}`);
  } else {
    console.error('Use --to FILE (npm run db:backup) or --from FILE (npm run db:restore).');
    process.exit(1);
  }
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
