/**
 * The retention job on a large database (issue 45, decision 028):
 *   npm run bench:retention                 (100,000 old rows)
 *   npm run bench:retention -- --old 20000
 * Seeds a fresh database with old rows past their period across every kind the job handles, and
 * young rows of the same kinds, then runs the job once. Prints the time (budget: under a minute),
 * the row counts of each table before and after, "young rows changed" (must be 0) and the
 * personal data left in old rows (must be 0).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createNodePlatform } from '#functions/platform/node';
import { migrateDatabase } from '#functions/db/migrate';
import { runRetention } from '#functions/privacy/retention';
import { RETENTION_TABLES, oldLeftovers, rowCounts, seedRetention, youngRows } from './lib/seed-retention';

const { values } = parseArgs({
  options: { old: { type: 'string', default: '100000' }, young: { type: 'string', default: '2000' } },
});
const OLD = Number(values.old);
const YOUNG = Number(values.young);
const dir = mkdtempSync(join(tmpdir(), 'mabinti-retention-'));
const platform = createNodePlatform({
  DATABASE_URL: `file:${join(dir, 'retention.db')}`,
  MEDIA_DIR: dir,
  LOG_LEVEL: 'error',
});
await migrateDatabase(platform.db);
const now = Date.now();
await seedRetention(platform.db, { old: OLD, young: YOUNG, now });
const before = await rowCounts(platform.db);
const young = await youngRows(platform.db, now);
const oldTotal = Object.values(before).reduce((sum, count) => sum + count, 0) - YOUNG * RETENTION_TABLES.length;

const started = performance.now();
const counts = await runRetention(platform, now);
const seconds = (performance.now() - started) / 1000;
const after = await rowCounts(platform.db);
const youngAfter = await youngRows(platform.db, now);
const changed = RETENTION_TABLES.filter((table) => young[table] !== youngAfter[table]);
const leftovers = await oldLeftovers(platform.db, now);

console.log(
  `\n${oldTotal} old rows and ${YOUNG * RETENTION_TABLES.length} young rows; one run took ${seconds.toFixed(1)} s (budget 60 s)\n`,
);
console.log('table                 before     after');
for (const table of RETENTION_TABLES) {
  console.log(`${table.padEnd(20)} ${String(before[table]).padStart(7)} ${String(after[table]).padStart(9)}`);
}
console.log('\nwhat the run did:');
for (const [kind, count] of Object.entries(counts)) if (count) console.log(`  ${kind}: ${count}`);
console.log(`\nyoung rows changed: ${changed.length} (must be 0)${changed.length ? `: ${changed.join(', ')}` : ''}`);
for (const [kind, left] of Object.entries(leftovers)) console.log(`${kind} left in old rows: ${left} (must be 0)`);
platform.close();
if (seconds >= 60 || changed.length || Object.values(leftovers).some(Boolean)) process.exitCode = 1;
