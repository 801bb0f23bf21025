/**
 * npm run retention
 * Runs the retention job once now (decision 028), on the database the environment names, as the
 * server's sweep does once a day: prints what each kind removed or blanked. Safe to run at any time.
 */
import { createNodePlatform } from '#functions/platform/node';
import { runRetention } from '#functions/privacy/retention';

const platform = createNodePlatform(process.env);
const started = performance.now();
const counts = await runRetention(platform);
for (const [kind, count] of Object.entries(counts)) console.log(`${kind}: ${count}`);
console.log(`retention run in ${((performance.now() - started) / 1000).toFixed(1)} s`);
platform.close();
