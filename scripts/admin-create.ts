/**
 * npm run admin:create -- --email you@example.com [--name "Your Name"]
 * Makes the account an admin (creating it if need be) and prints a one-time link, valid for a day,
 * to set its password. Migrates the database first, so it works on a fresh clone.
 */
import { migrateDatabase } from '#functions/db/migrate';
import { createAdmin } from '#functions/admin/create-admin';
import { createNodePlatform } from '#functions/platform/node';

const option = (name: string) =>
  process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined;
const email = option('--email');
if (!email) {
  console.error('Usage: npm run admin:create -- --email you@example.com [--name "Your Name"]');
  process.exit(2);
}
const platform = createNodePlatform(process.env);
await migrateDatabase(platform.db);
try {
  const { created, link } = await createAdmin(platform, email, option('--name'));
  console.log(created ? 'Admin account created.' : 'The account is an admin now.');
  console.log(`Set its password within 24 hours (this link works once): ${link}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  platform.close();
}
