/**
 * The demo's VAPID key pair (decision 032): made the first time the demo starts and kept beside
 * its database, so browsers that turned notifications on keep receiving after a restart.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { makeVapidKeys } from '../../functions/push/keys';

export async function demoVapidSettings(env = process.env) {
  // The database's folder when it is a file (data/ by default), else data/.
  const database = env.DATABASE_URL ?? '';
  const folder = database.startsWith('file:') ? dirname(database.slice('file:'.length)) : 'data';
  const file = join(folder, 'vapid-keys.json');
  if (!existsSync(file)) {
    mkdirSync(folder, { recursive: true });
    writeFileSync(file, JSON.stringify(await makeVapidKeys()), { mode: 0o600 });
  }
  const keys = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  return {
    VAPID_PUBLIC_KEY: keys.publicKey,
    VAPID_PRIVATE_KEY: keys.privateKey,
    VAPID_SUBJECT: env.VAPID_SUBJECT || 'mailto:hello@mabinti.example',
  };
}
